/**
 * What the tender sheet needs of each code beyond the code index (codeIndex.ts): the numbers a
 * hospital's tender asks for and the addresses of the documents that prove them, in one language.
 * The generator writes it as small files beside the code index, hashed the same way
 * (scripts/catalogue/build/buildCodeIndexFiles.ts); the request list page fetches the files of its codes
 * only when the visitor asks for the sheet.
 */
import { ifuDocumentPath } from '../../catalogue/buildRoutes.ts'
import type { CatalogueData, IfuDocument, Lang, Line, Product } from '../../catalogue/schema.ts'

/** An IFU document page: the document's language and the page's path in the sheet's language. */
export interface TenderIfu {
  language: string
  path: string
}

/** What the sheet shows of a code besides its product, size and page; a value the catalogue lacks is absent. */
export interface TenderInfo {
  pieces: number
  gtin?: string
  basicUdiDi?: string
  emdn?: string
  bdRdm?: string
  riskClass?: string
  /** The IFU documents in the sheet's language; every language's when none is in it. */
  ifu?: TenderIfu[]
  /** The line's declaration of conformity: its PDF's path and the day it was signed (year-month-day). */
  doc?: { pdf: string; issued: string }
}
export type TenderIndex = Record<string, TenderInfo>

/** An order that is the same on every machine, whatever its locale. */
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The IFU documents of a product a tender in `lang` should cite: those written in the sheet's
 * language, since a device is sold with the instructions in its buyer's language; failing that,
 * every one there is, so the buyer sees which languages exist. Ordered by language, then page.
 */
export function ifuFor(productId: string, documents: readonly Pick<IfuDocument, 'page' | 'language' | 'products'>[], lang: Lang): TenderIfu[] {
  const covering = documents.filter((d) => d.products.includes(productId))
  const inLang = covering.filter((d) => d.language === lang)
  return (inLang.length > 0 ? inLang : covering)
    .toSorted((a, b) => byCodePoint(a.language, b.language) || byCodePoint(a.page, b.page))
    .map((d) => ({ language: d.language, path: ifuDocumentPath(`${d.page}/${d.language}`, lang) }))
}

/** The values every code of a product shares; the downloads' regulatory sheet shows them per product. */
export function productFacts(product: Product, line: Line | undefined, documents: CatalogueData['ifuDocuments'], lang: Lang): Omit<TenderInfo, 'pieces' | 'gtin'> {
  const ifu = ifuFor(product.id, documents, lang)
  return {
    ...product.regulatory,
    ...(ifu.length > 0 ? { ifu } : {}),
    ...(line?.declarationOfConformity ? { doc: line.declarationOfConformity } : {}),
  }
}

/** Every code of the catalogue with what the tender sheet shows of it (the first row of a repeated code wins, as in the code index). */
export function tenderIndex(catalogue: Pick<CatalogueData, 'lines' | 'products' | 'ifuDocuments'>, lang: Lang): TenderIndex {
  const index: TenderIndex = {}
  const lines = new Map(catalogue.lines.map((l) => [l.id, l]))
  for (const product of catalogue.products) {
    if (!product.table || product.withdrawn !== undefined) continue
    const shared = productFacts(product, lines.get(product.line), catalogue.ifuDocuments, lang)
    for (const row of product.table.rows) {
      if (row.kind !== 'item' || row.item.code in index) continue
      index[row.item.code] = { pieces: row.item.pieces, ...(row.item.gtin ? { gtin: row.item.gtin } : {}), ...shared }
    }
  }
  return index
}
