import { ifuDocumentOf, ifuDocumentPath, joinPath, staticRoutes, withSlash } from '#src/catalogue/routesOf.ts'
import { GENERATED_DIR } from '#src/catalogue/generatedDir.ts'
import { langs } from '#src/catalogue/langs.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import type { PageKind, Route } from '#src/catalogue/route.ts'
import generated from '#src/generated/routes.json'
import withoutProducts from '#src/generated/routes-pages.json'

/**
 * The route table written by the generator (validated there against the Route schema). The
 * prerender has all of it; the browser has the pages that do not grow with the catalogue: the
 * static routes and the categories, line pages and comparisons of routes-pages.json, so the code
 * every page loads stays the same size. There product and IFU document addresses are recognised by their shape (byShape), and a
 * page's address in the other language comes with the page (pageContext.twin, +onBeforeRender.ts).
 */
// A function, not a constant: Vike loads this module while reading its config, outside Vite.
export const routeTable = (): Route[] => (import.meta.env.SSR ? (generated as Route[]) : (browserRoutes ??= [...staticRoutes, ...(withoutProducts as Route[])]))
let browserRoutes: Route[] | undefined

type Found = { route: Route; lang: Lang }

// Built on first use: Vike also loads this module while reading its config, before the JSON is usable.
let byPath: Map<string, Found> | undefined

/** The route and language of a path, written with or without its final slash, by lookup rather than by scanning the table. */
export function routeOf(pathname: string): Found | undefined {
  if (!byPath) {
    byPath = new Map()
    for (const route of routeTable()) {
      byPath.set(route.path.en, { route, lang: 'en' })
      byPath.set(route.path.it, { route, lang: 'it' })
    }
  }
  return byPath.get(withSlash(pathname))
}

/**
 * In the browser: a path one or two segments below a category ("/medical/steripaper/flat-pouches/")
 * is taken for a product page of that category's language. The page's own data (index.pageContext.json)
 * is then fetched; an address that is no page gets a 404 there and Vike loads it in full, as before.
 */
export function productByShape(pathname: string): Found | undefined {
  const p = withSlash(pathname)
  for (const route of routeTable()) {
    if (route.page !== 'category') continue
    for (const lang of langs) {
      const rest = p.startsWith(route.path[lang]) ? p.slice(route.path[lang].length, -1).split('/') : []
      if (rest.length >= 1 && rest.length <= 2 && !rest.includes(''))
        return { route: { id: '', page: 'product', path: { it: joinPath(p), en: joinPath(p) }, ref: '' }, lang }
    }
  }
  return undefined
}

/** In the browser, a page left out of its route table (pagesRecognisedByShape), by its address. */
function byShape(page: PageKind, pathname: string): Found | undefined {
  if (page === 'product') return productByShape(pathname)
  if (page !== 'ifuDocument') return undefined
  const doc = ifuDocumentOf(pathname)
  return (
    doc && {
      route: { id: `ifuDocument:${doc.ref}`, page, path: { it: ifuDocumentPath(doc.ref, 'it'), en: ifuDocumentPath(doc.ref, 'en') }, ref: doc.ref },
      lang: doc.lang,
    }
  )
}

/** A Vike route function for one kind of page: matches its paths in either language. */
export function routeFor(page: PageKind) {
  return (pageContext: { urlPathname: string }) => {
    const found = routeOf(pageContext.urlPathname) ?? (import.meta.env.SSR ? undefined : byShape(page, pageContext.urlPathname))
    if (!found || found.route.page !== page) return false
    return { routeParams: { lang: found.lang, ref: found.route.ref ?? '' } }
  }
}

/**
 * The share of the pages one prerender renders, as "k/n": every n-th route of the table from the
 * k-th. Vike keeps every page it has written until its process ends, so a large catalogue is
 * prerendered in several processes, one after the other (scripts/site/buildSite.ts), each given
 * its part in pageContextInit, and the memory of the build does not grow with the catalogue.
 * Without a part, the whole site.
 */
export function prerenderPart(value: string | undefined): (index: number) => boolean {
  const [k, n] = (value ?? '1/1').split('/').map(Number)
  if (!Number.isInteger(k) || !Number.isInteger(n) || k! < 1 || k! > n!) throw new Error(`The prerender part must be "k/n" with 1 ≤ k ≤ n, not "${value}"`)
  return (index) => index % n! === k! - 1
}

/**
 * Whether a prerender of part `value` renders the page at `url`: a page of the route table when
 * its route is in the part (prerenderPart); any other (the not-found page) in the first part only.
 */
export function inPrerenderPart(value: string | undefined): (url: string) => boolean {
  const inPart = prerenderPart(value)
  const first = inPart(0)
  const index = new Map(routeTable().map((r, i) => [r.id, i]))
  return (url) => {
    const found = routeOf(url)
    return found ? inPart(index.get(found.route.id)!) : first
  }
}

// Built on first use: Vike also loads this module while reading its config, before the JSON is usable.
let byId: Map<string, Route> | undefined

/**
 * The path of a page in one language, by route id: 'about', 'category:medical',
 * 'product:steripaper/flat-pouches'. An unknown id throws, so a broken link fails the prerender.
 */
export function pathOf(routeId: string, lang: Lang): string {
  byId ??= new Map(routeTable().map((r) => [r.id, r]))
  const route = byId.get(routeId)
  if (!route) throw new Error(`No route "${routeId}" in the route table (${GENERATED_DIR}/routes.json)`)
  return route.path[lang]
}

export const otherLang = (lang: Lang): Lang => (lang === 'it' ? 'en' : 'it')

/**
 * The same page in the other language; the query string (a search) is kept. A path outside the
 * table (the not-found page) leads to the other language's home.
 */
export function twinPath(pathname: string, search = ''): string {
  const found = routeOf(pathname)
  if (!found) return pathOf('home', otherLang(langOfPath(pathname)))
  return found.route.path[otherLang(found.lang)] + search
}

/**
 * The language of any path, also one outside the table (for the shared 404 page): the language
 * of the longest table path that is a whole-segment prefix of it; Italian when none but "/" is.
 */
export function langOfPath(pathname: string): Lang {
  const path = withSlash(pathname)
  let best: { length: number; lang: Lang } = { length: 0, lang: 'it' }
  for (const route of routeTable()) {
    for (const lang of langs) {
      const p = route.path[lang]
      if (p === '/' || p.length <= best.length) continue
      if (path.startsWith(p)) best = { length: p.length, lang }
    }
  }
  return best.lang
}
