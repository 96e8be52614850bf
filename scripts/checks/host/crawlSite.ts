/**
 * Crawls a served site as a search engine does: from its start addresses it follows every link
 * of every page of the site, and looks at every other address a page names (pictures, scripts,
 * styles, canonical and alternate links, the sharing picture) and at every address of the
 * sitemap. It reports what a crawler would hold against the site: an address that does not
 * answer 200, one that answers with a redirect, a fragment that names no element, a page in the
 * sitemap that asks not to be indexed.
 */
import { Parser } from 'htmlparser2'

/** What one HTML page of the site says. */
interface CrawledPage {
  /** Internal addresses of its <a href> links, fragments kept. */
  links: string[]
  /** Every other internal address it names: pictures, scripts, styles, canonical, alternates. */
  resources: string[]
  /** The ids of its elements, for links to a fragment of it. */
  ids: Set<string>
  noindex: boolean
}

interface Problem {
  /** The page (or "sitemap.xml") that names the address. */
  from: string
  url: string
  what: string
}

export interface CrawlReport {
  /** Every HTML page reached by links from the start addresses, by path. */
  reached: Set<string>
  /** Every page fetched, by path: those reached and those named by the sitemap. */
  pages: Map<string, CrawledPage>
  sitemap: string[]
  problems: Problem[]
}

/** The addresses an element names, by tag and attribute; srcset lists several. */
const NAMED: Record<string, string[]> = {
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
}

/** Reads one page: its links, the other addresses it names, its ids and whether it asks not to be indexed. */
function readPage(html: string): { links: string[]; resources: string[]; ids: Set<string>; noindex: boolean } {
  const links: string[] = []
  const resources: string[] = []
  const ids = new Set<string>()
  let noindex = false
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (attrs.id) ids.add(attrs.id)
        if (name === 'a' && attrs.href !== undefined) links.push(attrs.href)
        else if (name === 'link' && attrs.href !== undefined) resources.push(attrs.href)
        else if (name === 'meta' && /^(og:image|og:url|twitter:image)$/.test(attrs.property ?? attrs.name ?? '') && attrs.content) resources.push(attrs.content)
        else if (name === 'meta' && attrs.name === 'robots' && /noindex/i.test(attrs.content ?? '')) noindex = true
        for (const attr of NAMED[name] ?? []) {
          const value = attrs[attr]
          if (value === undefined) continue
          if (attr === 'srcset')
            resources.push(
              ...value
                .split(',')
                .map((c) => c.trim().split(/\s+/)[0]!)
                .filter(Boolean),
            )
          else resources.push(value)
        }
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return { links, resources, ids, noindex }
}

/** The `<loc>` addresses and hreflang alternates of a sitemap. */
function readSitemap(xml: string): string[] {
  const urls: string[] = []
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'xhtml:link' && attrs.href) urls.push(attrs.href)
      },
      ontext(text) {
        if (inLoc) urls.push(text.trim())
      },
      onopentagname(name) {
        inLoc = name === 'loc'
      },
      onclosetag() {
        inLoc = false
      },
    },
    { xmlMode: true, decodeEntities: true },
  )
  let inLoc = false
  parser.end(xml)
  return urls
}

/**
 * `origin` is where the site is served; `siteOrigin` the address it prints in absolute links
 * (SITE_URL), read as the same site. Only the site's own addresses are fetched; `fetch` is left
 * to follow nothing, so a redirect is seen as one.
 */
export async function crawlSite(origin: string, siteOrigin: string, starts: string[]): Promise<CrawlReport> {
  const pages = new Map<string, CrawledPage>()
  const statuses = new Map<string, Promise<{ status: number; location: string | null; type: string; body?: string }>>()
  const problems: Problem[] = []

  /** The path and query of an internal address, and its fragment; undefined for another site's. */
  const internal = (href: string, base: string): { path: string; fragment: string } | undefined => {
    if (/^(mailto|tel|javascript|data):/i.test(href)) return undefined
    const url = new URL(href, origin + base)
    if (url.origin !== origin && url.origin !== siteOrigin) return undefined
    return { path: url.pathname + url.search, fragment: decodeURIComponent(url.hash.slice(1)) }
  }
  const answer = (path: string, wantBody: boolean) => {
    const key = `${wantBody ? 'GET' : 'HEAD'} ${path}`
    let found = statuses.get(key)
    if (!found) {
      found = fetch(origin + path, { redirect: 'manual', method: wantBody ? 'GET' : 'HEAD' }).then(async (r) => ({
        status: r.status,
        location: r.headers.get('location'),
        type: r.headers.get('content-type') ?? '',
        body: wantBody ? await r.text() : undefined,
      }))
      statuses.set(key, found)
    }
    return found
  }
  /** Checks that an address answers 200 without a redirect; resolves to the page it is, if it is one. */
  const check = async (from: string, path: string, asPage: boolean): Promise<CrawledPage | undefined> => {
    const r = await answer(path, asPage)
    if (r.status >= 300 && r.status < 400) problems.push({ from, url: path, what: `redirects (${r.status}) to ${r.location}` })
    else if (r.status !== 200) problems.push({ from, url: path, what: `answers ${r.status}` })
    if (r.status !== 200 || !asPage || !r.type.startsWith('text/html')) return undefined
    const pathname = path.replace(/[?#].*$/, '')
    let page = pages.get(pathname)
    if (!page) {
      page = readPage(r.body ?? '')
      pages.set(pathname, page)
    }
    return page
  }

  // Breadth first through the links; every other address a page names is checked once.
  const reached = new Set<string>()
  const checked = new Set<string>()
  const fragments: { from: string; path: string; fragment: string }[] = []
  let frontier = starts.map((path) => ({ from: '(start)', path }))
  while (frontier.length > 0) {
    const next: typeof frontier = []
    await Promise.all(
      frontier.map(async ({ from, path }) => {
        const page = await check(from, path, true)
        const pathname = path.replace(/[?#].*$/, '')
        if (!page || reached.has(pathname)) return
        reached.add(pathname)
        for (const href of page.links) {
          const target = internal(href, pathname)
          if (!target) continue
          if (target.fragment !== '') fragments.push({ from: pathname, path: target.path, fragment: target.fragment })
          if (!reached.has(target.path.replace(/\?.*$/, '')) && !checked.has(`page ${target.path}`)) {
            checked.add(`page ${target.path}`)
            next.push({ from: pathname, path: target.path })
          }
        }
        await Promise.all(
          page.resources.flatMap((href) => {
            const target = internal(href, pathname)
            if (!target || checked.has(target.path)) return []
            checked.add(target.path)
            return [check(pathname, target.path, false)]
          }),
        )
      }),
    )
    frontier = next
  }

  const sitemapAnswer = await answer('/sitemap.xml', true)
  const sitemap = sitemapAnswer.status === 200 ? readSitemap(sitemapAnswer.body ?? '') : []
  if (sitemapAnswer.status !== 200) problems.push({ from: '(start)', url: '/sitemap.xml', what: `answers ${sitemapAnswer.status}` })
  for (const url of new Set(sitemap)) {
    const target = internal(url, '/')
    if (!target) {
      problems.push({ from: 'sitemap.xml', url, what: 'is not an address of this site' })
      continue
    }
    const page = await check('sitemap.xml', target.path, true)
    if (page?.noindex) problems.push({ from: 'sitemap.xml', url: target.path, what: 'asks not to be indexed (noindex) but is in the sitemap' })
  }

  for (const { from, path, fragment } of fragments) {
    const page = pages.get(path.replace(/\?.*$/, ''))
    if (page && !page.ids.has(fragment))
      problems.push({ from, url: `${path}#${fragment}`, what: `names the fragment "${fragment}", which no element of that page has` })
  }
  return { reached, pages, sitemap, problems }
}
