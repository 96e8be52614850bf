/**
 * The tender sheet as rows of typed cells, one row per code of the request list, in list order.
 * Pure: the writer (writeTenderSheet.ts) turns the rows into a workbook, the unit test reads them.
 */
import type { Lang, Localised } from '@/catalogue/schema'
import type { CodeIndex } from './codeIndex'
import type { RequestEntry } from './requestStore'
import { packLevelNames, type PackagingLevel, piecesText, unitText } from '../../catalogue/orderUnit.ts'
import { yesNoWords } from '../../catalogue/yesNoWords.ts'
import type { TenderIfu, TenderIndex } from './tenderIndex'

/**
 * A cell: text stays text (a GTIN, a BD/RDM number or a code of digits would lose its leading
 * zeros or turn into 2.00E+12 as a number), counts are numbers a buyer can add up, the
 * declaration's day a date, a web address a link. Null is an empty cell.
 */
export type TenderCell = { text: string } | { number: number } | { date: string } | { link: string } | null

/**
 * The columns, in the order an Italian tender's product sheet ("scheda prodotto" of the offer)
 * asks for them: what the item is, who makes it, its classification and registrations (CND/EMDN,
 * the BD/RDM type and number as the e-invoice's CodiceTipo and CodiceValore, risk class, UDI),
 * its characteristics, its packaging and the quantity offered, then the documents that prove it.
 * The manufacturer's name and legal address are on every row (templates ask for them per line,
 * and a row pasted alone still says who makes it). Widths are in characters. Code, size and
 * pieces are named as the product tables name them (the test beside this file holds them to the
 * schema's labels, which are not imported: the schema module would bring its validation library
 * into the sheet's download).
 */
export const tenderColumns = [
  { key: 'code', width: 16, label: { it: 'Codice', en: 'Code' } },
  { key: 'product', width: 40, label: { it: 'Prodotto', en: 'Product' } },
  { key: 'size', width: 18, label: { it: 'Formato', en: 'Size' } },
  { key: 'manufacturer', width: 22, label: { it: 'Fabbricante', en: 'Manufacturer' } },
  { key: 'address', width: 36, label: { it: 'Sede legale del fabbricante', en: "Manufacturer's registered address" } },
  { key: 'srn', width: 17, label: { it: 'SRN del fabbricante (EUDAMED)', en: "Manufacturer's SRN (EUDAMED)" } },
  { key: 'emdn', width: 12, label: { it: 'CND/EMDN', en: 'EMDN' } },
  { key: 'emdnTerm', width: 40, label: { it: 'Descrizione CND/EMDN', en: 'EMDN term' } },
  { key: 'bdRdmType', width: 12, label: { it: 'Tipo BD/RDM (CodiceTipo)', en: 'BD/RDM type (CodiceTipo)' } },
  { key: 'bdRdm', width: 14, label: { it: 'N. BD/RDM (CodiceValore)', en: 'BD/RDM number (CodiceValore)' } },
  { key: 'riskClass', width: 10, label: { it: 'Classe di rischio', en: 'Risk class' } },
  { key: 'gtin', width: 17, label: { it: 'GTIN (UDI-DI)', en: 'GTIN (UDI-DI)' } },
  { key: 'basicUdiDi', width: 18, label: { it: 'UDI-DI di base', en: 'Basic UDI-DI' } },
  { key: 'sterile', width: 10, label: { it: 'Sterile', en: 'Sterile' } },
  { key: 'singleUse', width: 10, label: { it: 'Monouso', en: 'Single use' } },
  { key: 'latexFree', width: 10, label: { it: 'Senza lattice', en: 'Latex-free' } },
  { key: 'pvcFree', width: 10, label: { it: 'Senza PVC/DEHP', en: 'PVC/DEHP-free' } },
  { key: 'methods', width: 30, label: { it: 'Metodi di sterilizzazione', en: 'Sterilisation methods' } },
  { key: 'standards', width: 26, label: { it: 'Norme', en: 'Standards' } },
  { key: 'storage', width: 40, label: { it: 'Condizioni di conservazione', en: 'Storage conditions' } },
  { key: 'shelfLife', width: 12, label: { it: 'Periodo di validità (mesi)', en: 'Shelf life (months)' } },
  { key: 'pieces', width: 12, label: { it: 'Pezzi per confezione', en: 'Pieces per package' } },
  { key: 'packaging', width: 40, label: { it: 'Confezionamento (livelli, pezzi, GTIN)', en: 'Packaging (levels, pieces, GTIN)' } },
  { key: 'unit', width: 24, label: { it: 'Unità di vendita', en: 'Ordering unit' } },
  { key: 'unitPieces', width: 12, label: { it: 'Pezzi per unità', en: 'Pieces per unit' } },
  { key: 'packs', width: 12, label: { it: 'Quantità richiesta (unità)', en: 'Quantity requested (units)' } },
  { key: 'totalPieces', width: 12, label: { it: 'Pezzi totali', en: 'Total pieces' } },
  { key: 'certificate', width: 30, label: { it: 'Certificato ISO 13485', en: 'ISO 13485 certificate' } },
  { key: 'productPage', width: 50, label: { it: 'Pagina del prodotto', en: 'Product page' } },
  { key: 'ifu', width: 40, label: { it: "Istruzioni per l'uso (IFU)", en: 'Instructions for use (IFU)' } },
  { key: 'doc', width: 45, label: { it: 'Dichiarazione di conformità UE', en: 'EU declaration of conformity' } },
  { key: 'docIssued', width: 14, label: { it: 'Data della dichiarazione', en: 'Declaration date' } },
] as const satisfies readonly { key: string; width: number; label: Localised<string> }[]

/** How a declaration's day is written in a sheet: as Italian forms write a date, and year-month-day in English, read alike everywhere. */
export const DECLARATION_DATE_FORMAT: Localised<string> = { it: 'dd/mm/yyyy', en: 'yyyy-mm-dd' }

type TenderColumn = (typeof tenderColumns)[number]['key']
export type TenderRow = Record<TenderColumn, TenderCell>

/** The manufacturer's registrations the sheet gives on every row, from the request list page's data. */
export interface ManufacturerFacts {
  /** EUDAMED's Single Registration Number of the manufacturer, where the catalogue gives it. */
  srn?: string
  /** The ISO 13485 certificate as the page writes it: number and last valid day. */
  certificate?: string
}

/** The sheet's words besides its headers: the manufacturer from the page's company facts, the site's public address, the list's word for a withdrawn code. */
export interface TenderFacts extends ManufacturerFacts {
  lang: Lang
  /** The public origin ("https://www.example.it"): addresses in the sheet work wherever it is opened. */
  origin: string
  manufacturer: string
  address: string
  unknown: string
}

const text = (value: string | undefined): TenderCell => (value ? { text: value } : null)
const yesNo = (value: boolean | undefined, lang: Lang): TenderCell => (value === undefined ? null : { text: yesNoWords[lang][value ? 0 : 1] })
/** A single address is a link; several in one cell (IFUs in other languages) stay text. */
const address = (value: string | undefined): TenderCell => (value === undefined ? null : /^https?:\/\/\S+$/.test(value) ? { link: value } : { text: value })

/** Every level the code has, in one cell: "confezione: 200 pezzi, GTIN 09521…; cartone: 2000 pezzi, GTIN 29521…". */
function packagingText(levels: readonly PackagingLevel[] | undefined, lang: Lang): string | undefined {
  if (!levels || levels.length === 0) return undefined
  return levels.map((l) => `${packLevelNames[l.level][lang][0]}: ${piecesText(l.pieces, lang)}${l.gtin ? `, GTIN ${l.gtin}` : ''}`).join('; ')
}

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
    const { lang } = facts
    const unit = info.unit
    return {
      code: { text: entry.code },
      product: text(shown.product),
      size: text(shown.size),
      manufacturer: text(facts.manufacturer),
      address: text(facts.address),
      srn: text(facts.srn),
      emdn: text(info.emdn),
      emdnTerm: text(info.emdnTerm),
      bdRdmType: text(info.bdRdmType),
      bdRdm: text(info.bdRdm),
      riskClass: text(info.riskClass),
      gtin: text(info.gtin),
      basicUdiDi: text(info.basicUdiDi),
      sterile: yesNo(info.sterile, lang),
      singleUse: yesNo(info.singleUse, lang),
      latexFree: yesNo(info.latexFree, lang),
      pvcFree: yesNo(info.pvcFree, lang),
      methods: text(info.methods?.join(', ')),
      standards: text(info.standards?.join(', ')),
      storage: text(info.storage),
      shelfLife: info.shelfLifeMonths !== undefined ? { number: info.shelfLifeMonths } : null,
      pieces: { number: info.pieces },
      packaging: text(packagingText(info.levels, lang)),
      unit: text(unit && unitText(unit, lang)),
      unitPieces: unit ? { number: unit.pieces } : null,
      packs: { number: entry.packs },
      totalPieces: unit ? { number: entry.packs * unit.pieces } : null,
      certificate: text(facts.certificate),
      productPage: address(facts.origin + shown.href),
      ifu: address(ifuText(info.ifu, facts)),
      doc: address(info.doc && facts.origin + info.doc.pdf),
      docIssued: info.doc ? { date: info.doc.issued } : null,
    }
  })
}
