/**
 * The served build as a crawler meets it, from `/`, every page of the route table and the sitemap:
 * no broken address, no internal link, picture, alternate or sitemap address that redirects, no
 * link to a fragment the page lacks (a GTIN's page answered by the GS1 resolver, as the host's
 * Function answers it); every page reachable by links from `/`; a sitemap of exactly the pages a
 * search engine should offer, and the open data feed.
 */
import { beforeAll, expect, test } from 'vitest'
import type { PageKind } from '#src/catalogue/route.ts'
import { type CrawlReport, crawlSite } from './crawlSite.ts'
import { servedOrigin as baseUrl } from './servedSite.ts'
import { config, htmlFiles, routes, sitePages } from '../../scripts/harness/builtSite.ts'

/**
 * Pages no link needs to reach: those that only send the browser to the external client area,
 * and the search results, which the search form opens with its query.
 */
const reachedOtherwise: readonly PageKind[] = ['orderTracking', 'declaration', 'search']
/** Of no use to a search engine, though it may be indexed: the request list shows what one browser keeps. */
const notOffered: readonly PageKind[] = ['requestList']
/** Address paths of the route table's pages of these kinds, and of products no longer sold. */
const pathsOf = (kinds: readonly PageKind[]) => new Set(routes.filter((r) => kinds.includes(r.page) || r.withdrawn).flatMap((r) => [r.path.it, r.path.en]))

let report: CrawlReport
beforeAll(async () => {
  report = await crawlSite(baseUrl(), config.SITE_URL, ['/'], { also: sitePages.map((p) => p.path) })
}, 120_000)

test('no address any page or the sitemap names is broken or redirects, and every linked fragment is there', () => {
  expect(report.pages.size).toBeGreaterThanOrEqual(sitePages.length)
  expect(report.problems.map((p) => `${p.from}: ${p.url} ${p.what}`)).toEqual([])
})

test('every built page is reachable by links from /, but the forwarding pages, the search results and products no longer sold', () => {
  const pages = htmlFiles()
    .filter((f) => f.endsWith('index.html'))
    .map((f) => `/${f.replace(/index\.html$/, '')}`)
  const exempt = pathsOf(reachedOtherwise)
  expect(pages.length).toBeGreaterThan(routes.length)
  expect(pages.filter((p) => !exempt.has(p) && !report.reached.has(p)).sort()).toEqual([])
})

test('robots.txt names the sitemap, which offers every page reached by links that may be indexed but the request list, and the open data feed with its schema', async () => {
  expect(await (await fetch(`${baseUrl()}/robots.txt`)).text()).toMatch(new RegExp(`^Sitemap: ${config.SITE_URL}/sitemap\\.xml$`, 'm'))
  const offered = report.sitemap.map((url) => new URL(url).pathname)
  const pages = offered.filter((p) => report.pages.has(p))
  const exempt = pathsOf(notOffered)
  expect(new Set(pages)).toEqual(new Set([...report.reached].filter((p) => !exempt.has(p) && !report.pages.get(p)!.noindex)))
  // Files beside the pages, each named once: the open data feed, as JSON, and the schema it names.
  const files = offered.filter((p) => !report.pages.has(p))
  expect(files).toHaveLength(1)
  const feed = await fetch(baseUrl() + files[0])
  expect(feed.headers.get('content-type')).toContain('json')
  const schema = new URL(((await feed.json()) as { $schema: string }).$schema)
  expect(schema.origin).toBe(config.SITE_URL)
  const served = await fetch(baseUrl() + schema.pathname)
  expect([served.status, served.headers.get('content-type')]).toEqual([200, expect.stringContaining('json')])
})
