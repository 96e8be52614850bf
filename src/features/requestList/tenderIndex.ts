/**
 * What the tender sheet needs of each code beyond the code index (codeIndex.ts): the numbers a
 * hospital's tender asks for and the addresses of the documents that prove them, in one language.
 * The generator writes it as small files beside the code index, hashed the same way
 * (scripts/catalogue/assemble/assembleCodeIndexFiles.ts); the request list page fetches the files of its codes
 * only when the visitor asks for the sheet.
 */
import { ifuDocumentPath } from '../../catalogue/routesOf.ts'
import { methodNames } from '../../catalogue/deviceAttributes.ts'
import { levelsOf, type OrderUnit, orderUnitOf, type PackagingLevel } from '../../catalogue/orderUnit.ts'
import type { Lang } from '../../catalogue/langs.ts'
import type { TableItem } from '../../catalogue/productTable.ts'
import type { CatalogueData, IfuDocument, Line, Product, Sealing } from '../../catalogue/generatedData.ts'
import { sealingRanges, validatedCycleNames } from '../../catalogue/cycleText.ts'

/** An IFU document page: the document's language and the page's path in the sheet's language. */
export interface TenderIfu {
  language: string
  path: string
}

/** What the sheet shows of a code besides its product, size and page; a value the catalogue lacks is absent. */
export interface TenderInfo {
  /** The product's id: the tender dossier finds its technical sheet by it. */
  product: string
  pieces: number
  /** The unit the request list counts, and its pieces. */
  unit?: OrderUnit
  /** Pack, box and carton, those the code has, smallest first. */
  levels?: PackagingLevel[]
  gtin?: string
  basicUdiDi?: string
  emdn?: string
  emdnTerm?: string
  bdRdm?: string
  bdRdmType?: string
  riskClass?: string
  sterile?: boolean
  singleUse?: boolean
  latexFree?: boolean
  pvcFree?: boolean
  /** The methods' names in the sheet's language. */
  methods?: string[]
  /** The named sterilisation cycles it is validated for ("STERRAD 100NX Express"). */
  cycles?: string[]
  /** Its sealing parameters, each a range without its unit ("170–200"): the sheet's header names the unit. */
  sealing?: Partial<Record<keyof Sealing, string>>
  /** The standards' names ("EN 868-5"). */
  standards?: string[]
  storage?: string
  /** Months from production to expiry. */
  shelfLifeMonths?: number
  /** The IFU documents in the sheet's language; every language's when none is in it. */
  ifu?: TenderIfu[]
  /** The line's declaration of conformity: its PDF's path and the day it was signed (year-month-day). */
  doc?: { pdf: string; issued: string }
}
export type TenderIndex = Record<string, TenderInfo>
/** What every code of a product shares. */
export type ProductFacts = Omit<TenderInfo, 'product' | 'pieces' | 'gtin' | 'unit' | 'levels'>

/** An order that is the same on every machine, whatever its locale. */
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The IFU documents of a product a tender in `lang` should cite: those written in the sheet's
 * language, since a device is sold with the instructions in its buyer's language; failing that,
 * every one there is, so the buyer sees which languages exist. Ordered by language, then page.
 */
export function ifuDocumentsFor<D extends Pick<IfuDocument, 'page' | 'language' | 'products'>>(productId: string, documents: readonly D[], lang: Lang): D[] {
  const covering = documents.filter((d) => d.products.includes(productId))
  const inLang = covering.filter((d) => d.language === lang)
  return (inLang.length > 0 ? inLang : covering).toSorted((a, b) => byCodePoint(a.language, b.language) || byCodePoint(a.page, b.page))
}

/** The pages of the IFU documents a tender in `lang` should cite (ifuDocumentsFor). */
export function ifuFor(productId: string, documents: readonly Pick<IfuDocument, 'page' | 'language' | 'products'>[], lang: Lang): TenderIfu[] {
  return ifuDocumentsFor(productId, documents, lang).map((d) => ({ language: d.language, path: ifuDocumentPath(`${d.page}/${d.language}`, lang) }))
}

/** Drops the fields whose value is absent, so a value the catalogue lacks is no key at all. */
const given = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T

/** The values every code of a product shares; the downloads' regulatory sheet shows them per product. */
export function productFacts(
  product: Product,
  line: Line | undefined,
  documents: CatalogueData['ifuDocuments'],
  lang: Lang,
  cycles: CatalogueData['cycles'],
): ProductFacts {
  const ifu = ifuFor(product.id, documents, lang)
  const a = product.attributes
  return given({
    ...product.regulatory,
    sterile: a?.sterile,
    singleUse: a?.singleUse,
    latexFree: a?.latexFree,
    pvcFree: a?.pvcFree,
    methods: a?.methods?.map((m) => methodNames[m][lang]),
    cycles: product.cycles && validatedCycleNames(product.cycles, cycles, lang),
    sealing: sealingRanges(product.sealing, lang),
    standards: a?.standards?.map((s) => s.name),
    storage: a?.storage?.[lang],
    shelfLifeMonths: product.shelfLifeMonths,
    ...(ifu.length > 0 ? { ifu } : {}),
    ...(line?.declarationOfConformity ? { doc: line.declarationOfConformity } : {}),
  })
}

/** A code's own values where its table row gives them (a size that differs from its product). */
function codeFacts(item: TableItem, lang: Lang): Partial<TenderInfo> {
  return given({
    bdRdm: item.bdRdm,
    bdRdmType: item.bdRdmType,
    sterile: item.sterile,
    singleUse: item.singleUse,
    latexFree: item.latexFree,
    pvcFree: item.pvcFree,
    methods: item.methods?.map((m) => methodNames[m][lang]),
  })
}

/** Every code of the catalogue with what the tender sheet shows of it (the first row of a repeated code wins, as in the code index). */
export function tenderIndex(catalogue: Pick<CatalogueData, 'lines' | 'products' | 'ifuDocuments' | 'cycles'>, lang: Lang): TenderIndex {
  const index: TenderIndex = {}
  const lines = new Map(catalogue.lines.map((l) => [l.id, l]))
  for (const product of catalogue.products) {
    if (!product.table || product.withdrawn !== undefined) continue
    const shared = productFacts(product, lines.get(product.line), catalogue.ifuDocuments, lang, catalogue.cycles)
    for (const row of product.table.rows) {
      if (row.kind !== 'item' || row.item.code in index) continue
      const unit = orderUnitOf(product, row.item)
      index[row.item.code] = {
        product: product.id,
        pieces: row.item.pieces,
        ...(unit ? { unit } : {}),
        levels: levelsOf(row.item),
        ...(row.item.gtin ? { gtin: row.item.gtin } : {}),
        ...shared,
        // A cycle some codes only are validated for is the code's, not its product's.
        ...(product.cycles ? { cycles: validatedCycleNames(product.cycles, catalogue.cycles, lang, row.item.code) } : {}),
        ...codeFacts(row.item, lang),
      }
    }
  }
  return index
}
