/**
 * The served build as a crawler meets it, from `/` and the sitemap: no broken address, no
 * internal link, picture, alternate or sitemap address that redirects, no noindex page in the
 * sitemap, no link to a fragment the page lacks, and every page reachable by links from `/`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, expect, test } from 'vitest'
import { GENERATED_DIR } from '@/catalogue/generatedDir'
import type { PageKind, Route } from '@/catalogue/schema'
import { resolvesPath } from '@/features/digitalLink/resolveDigitalLink'
import { type CrawlReport, crawlSite } from '../../scripts/checks/host/crawlSite'
import { baseUrl } from './browser'
import { OPEN_DATA_FEED_PATH } from '@/features/openData/openDataPaths'

const root = path.resolve(import.meta.dirname, '../..')
const client = path.join(root, process.env.OUT_DIR ?? 'dist', 'client')
const routes = JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'routes.json'), 'utf8')) as Route[]
/** The address the build printed in its absolute links (SITE_URL of .env.e2e), read back from its robots.txt. */
const siteOrigin = new URL(fs.readFileSync(path.join(client, 'robots.txt'), 'utf8').match(/Sitemap: (\S+)/)![1]!).origin

/**
 * Pages no link needs to reach: those that only send the browser to the external client area,
 * and the search results, which the search form opens with its query.
 */
const reachedOtherwise: readonly PageKind[] = ['orderTracking', 'declaration', 'search']

let report: CrawlReport
beforeAll(async () => {
  report = await crawlSite(baseUrl(), siteOrigin, ['/'])
}, 120_000)

test('no address the site names is broken or redirects, and every linked fragment is there', () => {
  expect(report.reached.size).toBeGreaterThan(routes.length)
  // The GS1 resolver's addresses (a GTIN's landing page) are answered by its Function, which this
  // static host does not run; tests/e2e/digitalLink.test.ts opens them on Cloudflare's runtime.
  const problems = report.problems.filter((p) => !resolvesPath(new URL(p.url, baseUrl()).pathname))
  expect(problems.map((p) => `${p.from}: ${p.url} ${p.what}`)).toEqual([])
})

test('the sitemap lists only addresses that answer 200 and may be indexed', async () => {
  expect(report.sitemap.length).toBeGreaterThan(0)
  for (const url of report.sitemap) {
    const pathname = new URL(url).pathname
    // A file beside the pages (the open data feed) is no page to index: it must answer, as JSON.
    if (pathname === OPEN_DATA_FEED_PATH) {
      const response = await fetch(baseUrl() + pathname)
      expect([response.status, response.headers.get('content-type')], url).toEqual([200, expect.stringContaining('json')])
    } else expect(report.pages.get(pathname)?.noindex, url).toBe(false)
  }
})

test('every prerendered page is reachable by links from /, but the forwarding pages, the search results and products no longer sold', () => {
  const pages = fs
    .readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('index.html'))
    .map(
      (f) =>
        `/${f
          .split(path.sep)
          .join('/')
          .replace(/index\.html$/, '')}`,
    )
  // A product no longer sold is reached by the addresses printed on its labels, not by the site's lists.
  const exempt = new Set(routes.filter((r) => reachedOtherwise.includes(r.page) || r.withdrawn).flatMap((r) => [r.path.it, r.path.en]))
  expect(pages.length).toBeGreaterThan(routes.length)
  expect(pages.filter((p) => !exempt.has(p) && !report.reached.has(p)).sort()).toEqual([])
})
