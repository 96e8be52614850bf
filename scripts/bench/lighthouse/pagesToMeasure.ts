import { GENERATED_DIR } from '../../../src/catalogue/generatedDir.ts'
import { readGeneratedFile } from '../../../src/catalogue/readGenerated.ts'
import { langs } from '../../../src/catalogue/langs.ts'
import type { Lang } from '../../../src/catalogue/langs.ts'
import type { Localised } from '../../../src/catalogue/localised.ts'
import type { Route } from '../../../src/catalogue/route.ts'
import { pageFile, readRoutes } from '../../site/routePages.ts'

export interface MeasuredPage {
  /** The template (route page kind, or '404'). */
  page: string
  lang: Lang
  /** Path and query, e.g. /cerca?q=buste. */
  url: string
  /** The built HTML file that answers it, relative to the client folder. */
  file: string
}

/** A search that finds products in each language, so the results page shows results. */
const SEARCH_QUERY: Localised<string> = { it: 'buste', en: 'pouches' }

/**
 * One page of each template in both languages: home, the three categories, a product with a
 * table, a product with a features text, about, contact, IFU, an IFU document, the request list,
 * compatibility, the packing guide, where to buy, notices, the scan page, search results,
 * disclaimer, privacy and the 404 page. Taken from the route table and the
 * generated products, so no path is typed here. (A GTIN's landing page is no file: the GS1
 * resolver's Function writes it at request time, a page with no script.)
 */
export function pagesToMeasure(root: string): MeasuredPage[] {
  const routes = readRoutes(root)
  const { products } = readGeneratedFile(root, 'catalogue.json') as {
    products: { id: string; table?: unknown; features?: unknown }[]
  }
  const withTable = products.find((p) => p.table !== undefined)
  const withFeatures = products.find((p) => p.features !== undefined && p.table === undefined)
  const chosen: Route[] = []
  for (const id of [
    'home',
    'about',
    'contact',
    'ifu',
    'requestList',
    'compatibility',
    'guide',
    'whereToBuy',
    'notices',
    'scan',
    'search',
    'disclaimer',
    'privacy',
  ])
    chosen.push(routes.find((r) => r.id === id)!)
  const ifuDocument = routes.find((r) => r.page === 'ifuDocument')
  if (!ifuDocument) throw new Error(`no IFU document page in ${GENERATED_DIR}`)
  chosen.push(ifuDocument)
  chosen.push(...routes.filter((r) => r.page === 'category'))
  for (const p of [withTable, withFeatures]) {
    const route = p && routes.find((r) => r.id === `product:${p.id}`)
    if (!route) throw new Error(`no product page with a table and one with a features text in ${GENERATED_DIR}`)
    chosen.push(route)
  }
  const pages: MeasuredPage[] = []
  for (const lang of langs) {
    for (const r of chosen) {
      const url = r.page === 'search' ? `${r.path[lang]}?q=${SEARCH_QUERY[lang]}` : r.path[lang]
      pages.push({ page: r.page === 'product' || r.page === 'category' ? r.id : r.page, lang, url, file: pageFile(r.path[lang]) })
    }
    pages.push({ page: '404', lang, url: lang === 'it' ? '/pagina-inesistente' : '/en/no-such-page', file: '404.html' })
  }
  return pages
}
