/**
 * The tender sheet as rows of typed cells, one row per code of the request list, in list order.
 * Pure: the writer (writeTenderSheet.ts) turns the rows into a workbook, the unit test reads them.
 */
import type { Lang, Localised } from '@/catalogue/schema'
import type { CodeIndex } from './codeIndex'
import type { RequestEntry } from './requestStore'
import type { TenderIndex, TenderIfu } from './tenderIndex'

/**
 * A cell: text stays text (a GTIN, a BD/RDM number or a code of digits would lose its leading
 * zeros or turn into 2.00E+12 as a number), counts are numbers a buyer can add up, the
 * declaration's day a date. Null is an empty cell.
 */
export type TenderCell = { text: string } | { number: number } | { date: string } | null

/**
 * The columns, in order: what a buyer copies into a tender template, the manufacturer's name and
 * legal address on every row (templates ask for them per line, and a row pasted alone still says
 * who makes it). Widths are in characters. Code, size and pieces are named as the product tables
 * name them (the test beside this file holds them to the schema's labels, which are not imported:
 * the schema module would bring its validation library into the sheet's download).
 */
export const tenderColumns = [
  { key: 'code', width: 16, label: { it: 'Codice', en: 'Code' } },
  { key: 'packs', width: 12, label: { it: 'Confezioni richieste', en: 'Packs requested' } },
  { key: 'product', width: 40, label: { it: 'Prodotto', en: 'Product' } },
  { key: 'size', width: 18, label: { it: 'Formato', en: 'Size' } },
  { key: 'pieces', width: 12, label: { it: 'Pezzi per confezione', en: 'Pieces per package' } },
  { key: 'gtin', width: 17, label: { it: 'GTIN (UDI-DI)', en: 'GTIN (UDI-DI)' } },
  { key: 'basicUdiDi', width: 18, label: { it: 'UDI-DI di base', en: 'Basic UDI-DI' } },
  { key: 'emdn', width: 12, label: { it: 'CND/EMDN', en: 'EMDN' } },
  { key: 'bdRdm', width: 12, label: { it: 'N. BD/RDM', en: 'BD/RDM number' } },
  { key: 'riskClass', width: 10, label: { it: 'Classe di rischio', en: 'Risk class' } },
  { key: 'manufacturer', width: 22, label: { it: 'Fabbricante', en: 'Manufacturer' } },
  { key: 'address', width: 36, label: { it: 'Sede legale del fabbricante', en: "Manufacturer's registered address" } },
  { key: 'productPage', width: 50, label: { it: 'Pagina del prodotto', en: 'Product page' } },
  { key: 'ifu', width: 40, label: { it: "Istruzioni per l'uso (IFU)", en: 'Instructions for use (IFU)' } },
  { key: 'doc', width: 45, label: { it: 'Dichiarazione di conformità UE', en: 'EU declaration of conformity' } },
  { key: 'docIssued', width: 14, label: { it: 'Data della dichiarazione', en: 'Declaration date' } },
] as const satisfies readonly { key: string; width: number; label: Localised<string> }[]

/** How a declaration's day is written in a sheet: as Italian forms write a date, and year-month-day in English, read alike everywhere. */
export const DECLARATION_DATE_FORMAT: Localised<string> = { it: 'dd/mm/yyyy', en: 'yyyy-mm-dd' }

export type TenderColumn = (typeof tenderColumns)[number]['key']
export type TenderRow = Record<TenderColumn, TenderCell>

/** The sheet's words besides its headers: the manufacturer from the page's company facts, the site's public address, the list's word for a withdrawn code. */
export interface TenderFacts {
  lang: Lang
  /** The public origin ("https://www.example.it"): addresses in the sheet work wherever it is opened. */
  origin: string
  manufacturer: string
  address: string
  unknown: string
}

const text = (value: string | undefined): TenderCell => (value ? { text: value } : null)

/**
 * The IFU cell: the address of the document in the sheet's language; where there are only others,
 * each address after its language ("de: …; fr: …"), so the buyer knows what each one is.
 */
export function ifuText(ifu: readonly TenderIfu[] | undefined, { lang, origin }: Pick<TenderFacts, 'lang' | 'origin'>): string | undefined {
  if (!ifu || ifu.length === 0) return undefined
  const own = ifu.every((d) => d.language === lang)
  return ifu.map((d) => (own ? origin + d.path : `${d.language}: ${origin}${d.path}`)).join('; ')
}

/** A code the catalogue no longer has: its code and packs, and the list's sentence for it. */
function unknownRow(entry: RequestEntry, facts: TenderFacts): TenderRow {
  const empty = Object.fromEntries(tenderColumns.map((c) => [c.key, null])) as TenderRow
  return { ...empty, code: { text: entry.code }, packs: { number: entry.packs }, product: { text: facts.unknown } }
}

export function tenderRows(list: readonly RequestEntry[], codes: CodeIndex, tender: TenderIndex, facts: TenderFacts): TenderRow[] {
  return list.map((entry) => {
    const shown = codes[entry.code]
    const info = tender[entry.code]
    if (!shown || !info) return unknownRow(entry, facts)
    return {
      code: { text: entry.code },
      packs: { number: entry.packs },
      product: text(shown.product),
      size: text(shown.size),
      pieces: { number: info.pieces },
      gtin: text(info.gtin),
      basicUdiDi: text(info.basicUdiDi),
      emdn: text(info.emdn),
      bdRdm: text(info.bdRdm),
      riskClass: text(info.riskClass),
      manufacturer: text(facts.manufacturer),
      address: text(facts.address),
      productPage: text(facts.origin + shown.href),
      ifu: text(ifuText(info.ifu, facts)),
      doc: text(info.doc && facts.origin + info.doc.pdf),
      docIssued: info.doc ? { date: info.doc.issued } : null,
    }
  })
}
