/**
 * What a product's technical sheet (scheda tecnica) says, in one language, made from the catalogue
 * alone: the generator writes it as small files keyed by product, split like the code index
 * (scripts/catalogue/assemble/assembleCodeIndexFiles.ts), and the tender dossier fetches the files
 * of the listed codes' products when the visitor asks for it.
 */
import { formatSize } from '../../../catalogue/formatSize.ts'
import type { Lang } from '../../../catalogue/langs.ts'
import { levelsOf, type OrderUnit, orderUnitOf, type PackagingLevel } from '../../../catalogue/orderUnit.ts'
import { productTitle } from '../../../catalogue/productTitle.ts'
import type { CatalogueData, IfuDocument, Line, Product } from '../../../catalogue/generatedData.ts'
import { ifuDocumentsFor, type ProductFacts, productFacts } from '../tenderIndex.ts'

/** One code of the size table. */
interface SheetCode {
  code: string
  /** The size as the product table writes it; '' where the code has none. */
  size: string
  variant?: string
  levels: PackagingLevel[]
  unit?: OrderUnit
}

/** An IFU document in force that covers the product: the PDF of its current revision. */
interface SheetIfu {
  document: string
  language: string
  revision: string
  issued: string
  pdf: string
}

export interface TechnicalSheetData extends Omit<ProductFacts, 'ifu'> {
  line: string
  lineName: string
  title: string
  description: string
  materials?: string
  note?: string
  codes: SheetCode[]
  /** The IFU documents in force in the sheet's language; every language's where none is in it. */
  ifu: SheetIfu[]
  /** The product's picture as the site serves it ("/images/…"), which the sheet shows sized for print. */
  picture: string
}
export type TechnicalSheetIndex = Record<string, TechnicalSheetData>

/** The IFU PDFs the dossier in `lang` carries for a product: those the tender sheet cites, in force. */
const ifuPdfs = (productId: string, documents: IfuDocument[], lang: Lang): SheetIfu[] =>
  ifuDocumentsFor(productId, documents, lang).map((d) => ({
    document: d.document,
    language: d.language,
    revision: d.current.revision,
    issued: d.current.issued,
    pdf: d.current.pdf,
  }))

function sheetOf(product: Product, line: Line | undefined, documents: IfuDocument[], cycles: CatalogueData['cycles'], lang: Lang): TechnicalSheetData {
  const seen = new Set<string>()
  const codes: SheetCode[] = []
  for (const row of product.table?.rows ?? []) {
    if (row.kind !== 'item' || seen.has(row.item.code)) continue
    seen.add(row.item.code)
    const unit = orderUnitOf(product, row.item)
    const variant = row.item.variant?.[lang]
    codes.push({
      code: row.item.code,
      size: row.item.size ? formatSize(row.item.size, lang) : '',
      ...(variant ? { variant } : {}),
      levels: levelsOf(row.item),
      ...(unit ? { unit } : {}),
    })
  }
  // The tender sheet's own IFU addresses are pages; the dossier carries the PDFs themselves.
  const { ifu: _pages, ...facts } = productFacts(product, line, documents, lang, cycles)
  const materials = product.attributes?.materials?.[lang]
  const note = product.note?.[lang]
  return {
    ...facts,
    line: product.line,
    lineName: line?.name[lang] ?? '',
    title: productTitle(line, product, lang),
    description: product.description[lang],
    ...(materials ? { materials } : {}),
    ...(note ? { note } : {}),
    codes,
    ifu: ifuPdfs(product.id, documents, lang),
    picture: product.image,
  }
}

/** Every product on sale that has codes, by id. */
export function technicalSheetIndex(catalogue: Pick<CatalogueData, 'lines' | 'products' | 'ifuDocuments' | 'cycles'>, lang: Lang): TechnicalSheetIndex {
  const lines = new Map(catalogue.lines.map((l) => [l.id, l]))
  const index: TechnicalSheetIndex = {}
  for (const product of catalogue.products) {
    if (!product.table || product.withdrawn !== undefined) continue
    index[product.id] = sheetOf(product, lines.get(product.line), catalogue.ifuDocuments, catalogue.cycles, lang)
  }
  return index
}
