/**
 * The route table: every page of the site in both languages. Built once by the generator from the
 * catalogue (routes.json) and used by prerendering, links, the language toggle, the sitemap and tests.
 */
import type { Category, IfuDocument, Lang, Product, Route } from './schema.ts'

/** Pages that exist whatever the catalogue holds. Paths as the specification writes them. */
export const staticRoutes: readonly Route[] = [
  { id: 'home', page: 'home', path: { it: '/', en: '/en' } },
  { id: 'about', page: 'about', path: { it: '/chi-siamo', en: '/about-us' } },
  { id: 'contact', page: 'contact', path: { it: '/contatti', en: '/contact' } },
  { id: 'ifu', page: 'ifu', path: { it: '/ifu', en: '/en/ifu' } },
  { id: 'search', page: 'search', path: { it: '/cerca', en: '/search' } },
  { id: 'disclaimer', page: 'disclaimer', path: { it: '/disclaimer', en: '/en/disclaimer' } },
  { id: 'privacy', page: 'privacy', path: { it: '/privacy', en: '/en/privacy' } },
  { id: 'orderTracking', page: 'orderTracking', path: { it: '/tracciamento-ordini', en: '/order-tracking' } },
  { id: 'declaration', page: 'declaration', path: { it: '/dichiarazione-conformita', en: '/declaration-of-conformity' } },
]

export function buildRoutes(categories: readonly Category[], products: readonly Product[], ifuDocuments: readonly Pick<IfuDocument, 'page' | 'language'>[] = []): Route[] {
  return [
    ...staticRoutes,
    ...categories.map((c): Route => ({ id: `category:${c.id}`, page: 'category', path: { it: `/${c.slug.it}`, en: `/${c.slug.en}` }, ref: c.id })),
    ...products.map((p): Route => ({ id: `product:${p.id}`, page: 'product', path: p.path, ref: p.id })),
    // IFU document pages: the address a label prints, the same whatever revision is current.
    ...ifuDocuments.map((d): Route => {
      const ref = `${d.page}/${d.language}`
      return { id: `ifuDocument:${ref}`, page: 'ifuDocument', path: { it: `/ifu/${ref}`, en: `/en/ifu/${ref}` }, ref }
    }),
  ]
}

/** "/sanitario" + "steripaper" + "buste-piatte"; empty parts (a line shown directly under its category) are left out. */
export function joinPath(...parts: string[]): string {
  return `/${parts.filter((p) => p !== '').join('/')}`
}

/** Finds the route and language of a path; trailing slashes are ignored. */
export function findRoute(routes: readonly Route[], pathname: string): { route: Route; lang: Lang } | undefined {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  for (const route of routes) {
    if (route.path.it === p) return { route, lang: 'it' }
    if (route.path.en === p) return { route, lang: 'en' }
  }
  return undefined
}
