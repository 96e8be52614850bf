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
  /** The sitemap's `<loc>` addresses (its hreflang alternates are checked, not listed). */
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

/** The `<loc>` addresses and the hreflang alternates of a sitemap. */
function readSitemap(xml: string): { locs: string[]; alternates: string[] } {
  const locs: string[] = []
  const alternates: string[] = []
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'xhtml:link' && attrs.href) alternates.push(attrs.href)
      },
      // A text may come in pieces (around an entity): a <loc> is all of them.
      ontext(text) {
        if (inLoc) locs[locs.length - 1] += text
      },
      onopentagname(name) {
        inLoc = name === 'loc'
        if (inLoc) locs.push('')
      },
      onclosetag() {
        inLoc = false
      },
    },
    { xmlMode: true, decodeEntities: true },
  )
  let inLoc = false
  parser.end(xml)
  return { locs: locs.map((l) => l.trim()), alternates }
}

/** Requests to the site in flight at once. */
const IN_FLIGHT = 16

/**
 * `origin` is where the site is served; `siteOrigin` the address it prints in absolute links
 * (SITE_URL), read as the same site. Only the site's own addresses are fetched; `fetch` is left
 * to follow nothing, so a redirect is seen as one. `also`: pages read and followed as well once
 * the crawl from `starts` is over, which no link needs to reach; they count as reached only if
 * links from `starts` lead there.
 */
export async function crawlSite(origin: string, siteOrigin: string, starts: string[], { also = [] }: { also?: string[] } = {}): Promise<CrawlReport> {
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
  // A few requests at a time: hundreds at once get their connections reset on a busy machine.
  let inFlight = 0
  const waiting: (() => void)[] = []
  const request = async (path: string, method: 'GET' | 'HEAD') => {
    while (inFlight >= IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve))
    inFlight++
    try {
      const r = await fetch(origin + path, { redirect: 'manual', method })
      return {
        status: r.status,
        location: r.headers.get('location'),
        type: r.headers.get('content-type') ?? '',
        body: method === 'GET' ? await r.text() : undefined,
      }
    } finally {
      inFlight--
      waiting.shift()?.()
    }
  }
  const answer = (path: string, wantBody: boolean) => {
    const key = `${wantBody ? 'GET' : 'HEAD'} ${path}`
    let found = statuses.get(key)
    if (!found) {
      found = request(path, wantBody ? 'GET' : 'HEAD')
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
  const follow = async (from: string[], into: Set<string>) => {
    let frontier = from.map((path) => ({ from: '(start)', path }))
    while (frontier.length > 0) {
      const next: typeof frontier = []
      await Promise.all(frontier.map(async (at) => next.push(...(await read(at, into)))))
      frontier = next
    }
  }
  /** Reads a page once: checks what it names, and returns the pages it links to that nobody read yet. */
  const read = async ({ from, path }: { from: string; path: string }, into: Set<string>) => {
    const page = await check(from, path, true)
    const pathname = path.replace(/[?#].*$/, '')
    if (!page || reached.has(pathname) || into.has(pathname)) return []
    into.add(pathname)
    const next: { from: string; path: string }[] = []
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
    return next
  }
  await follow(starts, reached)
  await follow(also, new Set())

  const sitemapAnswer = await answer('/sitemap.xml', true)
  const { locs: sitemap, alternates } = sitemapAnswer.status === 200 ? readSitemap(sitemapAnswer.body ?? '') : { locs: [], alternates: [] }
  if (sitemapAnswer.status !== 200) problems.push({ from: '(start)', url: '/sitemap.xml', what: `answers ${sitemapAnswer.status}` })
  for (const url of new Set([...sitemap, ...alternates])) {
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
