/**
 * The tender sheet as rows of typed cells, one row per code of the request list, in list order.
 * Pure: the writer (writeTenderSheet.ts) turns the rows into a workbook, the unit test reads them.
 */
import type { Lang } from '#src/catalogue/langs.ts'
import type { CodeIndex } from './codeIndex'
import type { RequestEntry } from './requestStore'
import { type PackagingLevel, piecesText, unitText } from '../../catalogue/orderUnit.ts'
import { packLevelNames } from '../../catalogue/packLevels.ts'
import { yesNoWords } from '../../catalogue/yesNoWords.ts'
import { ifuText, tenderColumns } from './tenderColumns'
import type { TenderIndex } from './tenderIndex'

/**
 * A cell: text stays text (a GTIN, a BD/RDM number or a code of digits would lose its leading
 * zeros or turn into 2.00E+12 as a number), counts are numbers a buyer can add up, the
 * declaration's day a date, a web address a link. Null is an empty cell.
 */
export type TenderCell = { text: string } | { number: number } | { date: string } | { link: string } | null

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
export function packagingText(levels: readonly PackagingLevel[] | undefined, lang: Lang): string | undefined {
  if (!levels || levels.length === 0) return undefined
  return levels.map((l) => `${packLevelNames[l.level][lang][0]}: ${piecesText(l.pieces, lang)}${l.gtin ? `, GTIN ${l.gtin}` : ''}`).join('; ')
}

/** A code the catalogue no longer has: its code, packs and samples, and the list's sentence for it. */
function unknownRow(entry: RequestEntry, facts: TenderFacts): TenderRow {
  const empty = Object.fromEntries(tenderColumns.map((c) => [c.key, null])) as TenderRow
  return {
    ...empty,
    code: { text: entry.code },
    packs: { number: entry.packs },
    samples: yesNo(entry.samples === true, facts.lang),
    product: { text: facts.unknown },
  }
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
      cycles: text(info.cycles?.join('; ')),
      sealTemperature: text(info.sealing?.temperatureC),
      sealPressure: text(info.sealing?.pressureN),
      sealDwell: text(info.sealing?.dwellS),
      sealSpeed: text(info.sealing?.speedMPerMin),
      standards: text(info.standards?.join(', ')),
      storage: text(info.storage),
      shelfLife: info.shelfLifeMonths !== undefined ? { number: info.shelfLifeMonths } : null,
      pieces: { number: info.pieces },
      packaging: text(packagingText(info.levels, lang)),
      unit: text(unit && unitText(unit, lang)),
      unitPieces: unit ? { number: unit.pieces } : null,
      packs: { number: entry.packs },
      totalPieces: unit ? { number: entry.packs * unit.pieces } : null,
      samples: yesNo(entry.samples === true, lang),
      certificate: text(facts.certificate),
      productPage: address(facts.origin + shown.href),
      ifu: address(ifuText(info.ifu, facts)),
      doc: address(info.doc && facts.origin + info.doc.pdf),
      docIssued: info.doc ? { date: info.doc.issued } : null,
    }
  })
}
