/**
 * The route table: every page of the site in both languages. Built once by the generator from the
 * catalogue (routes.json) and used by prerendering, links, the language toggle, the sitemap and tests.
 */
import type { Category, IfuDocument, Lang, PageKind, Product, Route } from './schema.ts'

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
  { id: 'requestList', page: 'requestList', path: { it: '/richiesta', en: '/request' } },
]

/**
 * How many products of a line a category page shows as tiles. A line with more gets a page of
 * its own, which the category page links to: a category of thousands of products stays a page
 * a buyer can scan (and under 30 KB), and each line's page lists all of its products.
 */
export const LINE_PREVIEW = 8

/**
 * IFU document pages sit below the IFU page, one per document and language: /ifu/steripaper/it and
 * its English-interface twin /en/ifu/steripaper/it. The address a label prints, the same whatever
 * revision is current.
 */
const IFU_DOCUMENT_BASE: Record<Lang, string> = { it: '/ifu/', en: '/en/ifu/' }

/** The address of an IFU document page; `ref` is "page/language", e.g. "steripaper/it". */
export const ifuDocumentPath = (ref: string, lang: Lang): string => IFU_DOCUMENT_BASE[lang] + ref

/**
 * The document and interface language of an IFU document page's address, by its shape alone:
 * two segments below the IFU page. The browser recognises these pages this way, without a table
 * that would grow with the catalogue.
 */
export function ifuDocumentOf(pathname: string): { ref: string; lang: Lang } | undefined {
  const p = pathname.replace(/\/+$/, '')
  for (const lang of ['en', 'it'] as const) {
    const rest = p.startsWith(IFU_DOCUMENT_BASE[lang]) ? p.slice(IFU_DOCUMENT_BASE[lang].length).split('/') : []
    if (rest.length === 2 && !rest.includes('')) return { ref: rest.join('/'), lang }
  }
  return undefined
}

/**
 * Pages whose number grows with the catalogue. The browser's route table leaves them out
 * (routes-pages.json), so the code every page loads stays the same size; there they are recognised
 * by the shape of their address (src/routing/routeTable.ts).
 */
export const pagesRecognisedByShape: readonly PageKind[] = ['product', 'ifuDocument']

export function buildRoutes(categories: readonly Category[], products: readonly Product[], ifuDocuments: readonly Pick<IfuDocument, 'page' | 'language'>[] = []): Route[] {
  return [
    ...staticRoutes,
    ...categories.map((c): Route => ({ id: `category:${c.id}`, page: 'category', path: { it: `/${c.slug.it}`, en: `/${c.slug.en}` }, ref: c.id })),
    ...lineRoutes(products),
    ...products.map((p): Route => ({ id: `product:${p.id}`, page: 'product', path: p.path, ref: p.id })),
    ...ifuDocuments.map((d): Route => {
      const ref = `${d.page}/${d.language}`
      return { id: `ifuDocument:${ref}`, page: 'ifuDocument', path: { it: ifuDocumentPath(ref, 'it'), en: ifuDocumentPath(ref, 'en') }, ref }
    }),
  ]
}

/** A page for each line with more than LINE_PREVIEW products, at its products' parent path ("/sanitario/steripaper"). */
function lineRoutes(products: readonly Product[]): Route[] {
  const byLine = new Map<string, Product[]>()
  for (const p of products) {
    const list = byLine.get(p.line)
    if (list) list.push(p)
    else byLine.set(p.line, [p])
  }
  return [...byLine].flatMap(([line, list]): Route[] => {
    const first = list[0]!
    const parent = (path: string) => path.slice(0, path.lastIndexOf('/'))
    // A line shown directly under its category (no slug of its own) has no address for a page.
    if (list.length <= LINE_PREVIEW || first.path.it.split('/').length < 4) return []
    return [{ id: `line:${line}`, page: 'line', path: { it: parent(first.path.it), en: parent(first.path.en) }, ref: line }]
  })
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
