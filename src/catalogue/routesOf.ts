/**
 * The route table: every page of the site in both languages. Built once by the generator from the
 * catalogue (routes.json) and used by prerendering, links, the language toggle, the sitemap and tests.
 */
import { productTypes } from './productTypes.ts'
import type { Lang } from './langs.ts'
import type { Category, IfuDocument, Product } from './generatedData.ts'
import type { PageKind, Route } from './route.ts'

/**
 * Every address the site prints ends with a slash ("/chi-siamo/"): each page is written as
 * `chi-siamo/index.html`, which Cloudflare Pages, an S3 website bucket and nginx serve at
 * that address without a redirect, where "/chi-siamo" would be redirected to it (docs/deploy.md).
 * Built from segments, so no path in the table can be written without it.
 */
export function joinPath(...parts: string[]): string {
  const segments = parts.flatMap((p) => p.split('/')).filter((p) => p !== '')
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`
}

/** A path as the route table writes it: "/chi-siamo" and "/chi-siamo/" are both "/chi-siamo/"; the home page is "/". */
export const withSlash = (pathname: string): string => (pathname.endsWith('/') ? pathname : `${pathname}/`)

/** The path one level up: "/sanitario/steripaper/buste-piatte/" → "/sanitario/steripaper/". */
const parentPath = (path: string): string => joinPath(...path.split('/').filter((p) => p !== '').slice(0, -1))

const both = (it: string, en: string) => ({ it: joinPath(it), en: joinPath(en) })

/** Pages that exist whatever the catalogue holds: the specification's paths, each ending with a slash. */
export const staticRoutes: readonly Route[] = [
  { id: 'home', page: 'home', path: both('', 'en') },
  { id: 'about', page: 'about', path: both('chi-siamo', 'about-us') },
  { id: 'contact', page: 'contact', path: both('contatti', 'contact') },
  { id: 'ifu', page: 'ifu', path: both('ifu', 'en/ifu') },
  { id: 'search', page: 'search', path: both('cerca', 'search') },
  { id: 'disclaimer', page: 'disclaimer', path: both('disclaimer', 'en/disclaimer') },
  { id: 'privacy', page: 'privacy', path: both('privacy', 'en/privacy') },
  { id: 'orderTracking', page: 'orderTracking', path: both('tracciamento-ordini', 'order-tracking') },
  { id: 'declaration', page: 'declaration', path: both('dichiarazione-conformita', 'declaration-of-conformity') },
  { id: 'requestList', page: 'requestList', path: both('richiesta', 'request') },
  { id: 'compatibility', page: 'compatibility', path: both('compatibilita', 'en/compatibility') },
  { id: 'notices', page: 'notices', path: both('modifiche-prodotto', 'en/product-changes') },
  { id: 'guide', page: 'guide', path: both('guida-confezionamento', 'en/packing-guide') },
  { id: 'whereToBuy', page: 'whereToBuy', path: both('dove-acquistare', 'en/where-to-buy') },
  { id: 'scan', page: 'scan', path: both('scansiona', 'en/scan') },
]

/**
 * How many products of a line a category page shows as tiles. A line with more gets a page of
 * its own, which the category page links to: a category of thousands of products stays a page
 * a buyer can scan (and under 30 KB), and each line's page lists all of its products.
 */
export const LINE_PREVIEW = 8

/**
 * IFU document pages sit below the IFU page, one per document and language: /ifu/steripaper/it/ and
 * its English-interface twin /en/ifu/steripaper/it/. The address a label prints, the same whatever
 * revision is current.
 */
const IFU_DOCUMENT_BASE: Record<Lang, string> = { it: '/ifu/', en: '/en/ifu/' }

/** The address of an IFU document page; `ref` is "page/language", e.g. "steripaper/it". */
export const ifuDocumentPath = (ref: string, lang: Lang): string => joinPath(IFU_DOCUMENT_BASE[lang], ref)

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
/** Where the comparison of a product type across lines lives: /confronto/buste-piatte/, /en/compare/flat-pouches/. */
const COMPARISON_BASE = { it: 'confronto', en: 'en/compare' } as const

export const pagesRecognisedByShape: readonly PageKind[] = ['product', 'ifuDocument']

export function routesOf(categories: readonly Category[], products: readonly Product[], ifuDocuments: readonly Pick<IfuDocument, 'page' | 'language'>[] = []): Route[] {
  return [
    ...staticRoutes,
    ...categories.map((c): Route => ({ id: `category:${c.id}`, page: 'category', path: { it: joinPath(c.slug.it), en: joinPath(c.slug.en) }, ref: c.id })),
    ...lineRoutes(products.filter((p) => p.withdrawn === undefined)),
    ...products.map((p): Route => ({ id: `product:${p.id}`, page: 'product', path: p.path, ref: p.id, ...(p.withdrawn !== undefined && { withdrawn: true as const }) })),
    ...productTypes(products.filter((p) => p.withdrawn === undefined)).map((t): Route => ({ id: `comparison:${t.id}`, page: 'comparison', path: { it: joinPath(COMPARISON_BASE.it, t.slugIt), en: joinPath(COMPARISON_BASE.en, t.id) }, ref: t.id })),
    ...ifuDocuments.map((d): Route => {
      const ref = `${d.page}/${d.language}`
      return { id: `ifuDocument:${ref}`, page: 'ifuDocument', path: { it: ifuDocumentPath(ref, 'it'), en: ifuDocumentPath(ref, 'en') }, ref }
    }),
  ]
}

/** A page for each line with more than LINE_PREVIEW products, at its products' parent path ("/sanitario/steripaper/"). */
function lineRoutes(products: readonly Product[]): Route[] {
  const byLine = new Map<string, Product[]>()
  for (const p of products) {
    const list = byLine.get(p.line)
    if (list) list.push(p)
    else byLine.set(p.line, [p])
  }
  return [...byLine].flatMap(([line, list]): Route[] => {
    const first = list[0]!
    // A line shown directly under its category (no slug of its own) has no address for a page.
    if (list.length <= LINE_PREVIEW || first.path.it.split('/').filter((p) => p !== '').length < 3) return []
    return [{ id: `line:${line}`, page: 'line', path: { it: parentPath(first.path.it), en: parentPath(first.path.en) }, ref: line }]
  })
}
