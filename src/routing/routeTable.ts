import type { Lang, PageKind, Route } from '@/catalogue/schema'
import { findRoute } from '@/catalogue/routes'
import generated from '@/generated/routes.json'

/** The route table written by the generator (validated there against the Route schema). */
export const routeTable = generated as Route[]

/** A Vike route function for one kind of page: matches its paths in either language. */
export function routeFor(page: PageKind) {
  return (pageContext: { urlPathname: string }) => {
    const found = findRoute(routeTable, pageContext.urlPathname)
    if (!found || found.route.page !== page) return false
    return { routeParams: { lang: found.lang, ref: found.route.ref ?? '' } }
  }
}

/** Every URL of one kind of page, both languages, for prerendering. */
export function prerenderUrls(page: PageKind): string[] {
  return routeTable.filter((r) => r.page === page).flatMap((r) => [r.path.it, r.path.en])
}

// Built on first use: Vike also loads this module while reading its config, before the JSON is usable.
let byId: Map<string, Route> | undefined

/**
 * The path of a page in one language, by route id: 'about', 'category:medical',
 * 'product:steripaper/flat-pouches'. An unknown id throws, so a broken link fails the prerender.
 */
export function pathOf(routeId: string, lang: Lang): string {
  byId ??= new Map(routeTable.map((r) => [r.id, r]))
  const route = byId.get(routeId)
  if (!route) throw new Error(`No route "${routeId}" in the route table (src/generated/routes.json)`)
  return route.path[lang]
}

export const otherLang = (lang: Lang): Lang => (lang === 'it' ? 'en' : 'it')

/**
 * The same page in the other language; the query string (a search) is kept. A path outside the
 * table (the not-found page) leads to the other language's home.
 */
export function twinPath(pathname: string, search = ''): string {
  const found = findRoute(routeTable, pathname)
  if (!found) return pathOf('home', otherLang(langOfPath(pathname)))
  return found.route.path[otherLang(found.lang)] + search
}

/**
 * The language of any path, also one outside the table (for the shared 404 page): the language
 * of the longest table path that is a whole-segment prefix of it; Italian when none but "/" is.
 */
export function langOfPath(pathname: string): Lang {
  let best: { length: number; lang: Lang } = { length: 0, lang: 'it' }
  for (const route of routeTable) {
    for (const lang of ['it', 'en'] as const) {
      const p = route.path[lang]
      if (p === '/' || p.length <= best.length) continue
      if (pathname === p || pathname.startsWith(`${p}/`)) best = { length: p.length, lang }
    }
  }
  return best.lang
}
