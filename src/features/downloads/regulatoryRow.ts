/**
 * The regulatory sheet of the downloads: a row per product with the values its page's "Regulatory
 * data" block gives, under the tender sheet's headers, so a buyer meets one name for each. A
 * product's XLSX (made in the browser) has its one row; the whole-catalogue workbook (made by the
 * build) a row per product. Pure, no React: the build loads it in Node.
 */
import type { Lang } from '../../catalogue/langs.ts'
import type { Localised } from '../../catalogue/localised.ts'
import { yesNoWords } from '../../catalogue/yesNoWords.ts'
import type { ProductFacts } from '../requestList/tenderIndex.ts'
import { ifuText, tenderColumns } from '../requestList/tenderColumns.ts'
import type { SheetValue } from './tableSheetRows.ts'

/** The sheet's name: the product page block's title (the unit test holds them together). */
export const REGULATORY_SHEET: Localised<string> = { it: 'Dati regolatori', en: 'Regulatory data' }

/** The values every code of a product shares, as the tender index holds them (productFacts in tenderIndex.ts). */
export type RegulatoryFacts = ProductFacts

/** The product, then the tender sheet's columns that are the same for every code of a product. */
const regulatoryKeys = [
  'product',
  'basicUdiDi',
  'emdn',
  'emdnTerm',
  'bdRdmType',
  'bdRdm',
  'riskClass',
  'sterile',
  'singleUse',
  'latexFree',
  'pvcFree',
  'methods',
  'cycles',
  'sealTemperature',
  'sealPressure',
  'sealDwell',
  'sealSpeed',
  'standards',
  'storage',
  'shelfLife',
  'productPage',
  'ifu',
  'doc',
  'docIssued',
] as const
/** The columns' headers and widths in characters, as the tender sheet's. */
export const regulatoryColumns = regulatoryKeys.map((key) => tenderColumns.find((c) => c.key === key)!)

export interface RegulatoryContext {
  lang: Lang
  /** The public origin ("https://www.example.it"): addresses are whole, so they work wherever the file is opened. */
  origin: string
  /** The product's title, as its page's. */
  title: string
  /** The product page's whole address. */
  page: string
}

/**
 * A product's row, or null when it has no regulatory value, declaration or IFU (its page's block
 * then gives only the company's registration and certificate, which are no column of the sheet).
 * The declaration's day is a date at midnight UTC, the shelf life a count of months.
 */
export function regulatoryRow(facts: RegulatoryFacts, { lang, origin, title, page }: RegulatoryContext): SheetValue[] | null {
  if (Object.keys(facts).length === 0) return null
  const yesNo = (v: boolean | undefined) => (v === undefined ? undefined : yesNoWords[lang][v ? 0 : 1])
  const values: Partial<Record<(typeof regulatoryKeys)[number], SheetValue>> = {
    ...facts,
    sterile: yesNo(facts.sterile),
    singleUse: yesNo(facts.singleUse),
    latexFree: yesNo(facts.latexFree),
    pvcFree: yesNo(facts.pvcFree),
    methods: facts.methods?.join(', '),
    cycles: facts.cycles?.join('; '),
    sealTemperature: facts.sealing?.temperatureC,
    sealPressure: facts.sealing?.pressureN,
    sealDwell: facts.sealing?.dwellS,
    sealSpeed: facts.sealing?.speedMPerMin,
    standards: facts.standards?.join(', '),
    shelfLife: facts.shelfLifeMonths,
    product: title,
    productPage: page,
    ifu: ifuText(facts.ifu, { lang, origin }),
    doc: facts.doc && origin + facts.doc.pdf,
    docIssued: facts.doc && new Date(`${facts.doc.issued}T00:00:00Z`),
  }
  return regulatoryKeys.map((key) => values[key] ?? '')
}
