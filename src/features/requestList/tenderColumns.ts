/**
 * The tender sheet's columns and how it writes a date and the IFU addresses: shared with the
 * downloads' regulatory sheet (src/features/downloads/regulatoryRow.ts), which names its columns
 * alike. Apart from the rows (tenderRows.ts), so that the downloads bring none of their code.
 */
import type { Lang } from '#src/catalogue/langs.ts'
import type { Localised } from '#src/catalogue/localised.ts'
import { sealingHeader } from '../../catalogue/cycleText.ts'
import type { TenderIfu } from './tenderIndex'

/**
 * The columns, in the order an Italian tender's product sheet ("scheda prodotto" of the offer)
 * asks for them: what the item is, who makes it, its classification and registrations (CND/EMDN,
 * the BD/RDM type and number as the e-invoice's CodiceTipo and CodiceValore, risk class, UDI),
 * its characteristics, its packaging and the quantity offered with the free samples asked for, then
 * the documents that prove it.
 * The manufacturer's name and legal address are on every row (templates ask for them per line,
 * and a row pasted alone still says who makes it). Widths are in characters. Code, size and
 * pieces are named as the product tables name them (tenderRows.test.ts holds them to the labels
 * of src/catalogue/tableColumns.ts).
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
  { key: 'cycles', width: 40, label: { it: 'Cicli validati', en: 'Validated cycles' } },
  { key: 'sealTemperature', width: 14, label: sealingHeader('temperatureC') },
  { key: 'sealPressure', width: 14, label: sealingHeader('pressureN') },
  { key: 'sealDwell', width: 12, label: sealingHeader('dwellS') },
  { key: 'sealSpeed', width: 14, label: sealingHeader('speedMPerMin') },
  { key: 'standards', width: 26, label: { it: 'Norme', en: 'Standards' } },
  { key: 'storage', width: 40, label: { it: 'Condizioni di conservazione', en: 'Storage conditions' } },
  { key: 'shelfLife', width: 12, label: { it: 'Periodo di validità (mesi)', en: 'Shelf life (months)' } },
  { key: 'pieces', width: 12, label: { it: 'Pezzi per confezione', en: 'Pieces per package' } },
  { key: 'packaging', width: 40, label: { it: 'Confezionamento (livelli, pezzi, GTIN)', en: 'Packaging (levels, pieces, GTIN)' } },
  { key: 'unit', width: 24, label: { it: 'Unità di vendita', en: 'Ordering unit' } },
  { key: 'unitPieces', width: 12, label: { it: 'Pezzi per unità', en: 'Pieces per unit' } },
  { key: 'packs', width: 12, label: { it: 'Quantità richiesta (unità)', en: 'Quantity requested (units)' } },
  { key: 'totalPieces', width: 12, label: { it: 'Pezzi totali', en: 'Total pieces' } },
  { key: 'samples', width: 14, label: { it: 'Campionatura richiesta', en: 'Samples requested' } },
  { key: 'certificate', width: 30, label: { it: 'Certificato ISO 13485', en: 'ISO 13485 certificate' } },
  { key: 'productPage', width: 50, label: { it: 'Pagina del prodotto', en: 'Product page' } },
  { key: 'ifu', width: 40, label: { it: "Istruzioni per l'uso (IFU)", en: 'Instructions for use (IFU)' } },
  { key: 'doc', width: 45, label: { it: 'Dichiarazione di conformità UE', en: 'EU declaration of conformity' } },
  { key: 'docIssued', width: 14, label: { it: 'Data della dichiarazione', en: 'Declaration date' } },
] as const satisfies readonly { key: string; width: number; label: Localised<string> }[]

/** How a declaration's day is written in a sheet: as Italian forms write a date, and year-month-day in English, read alike everywhere. */
export const DECLARATION_DATE_FORMAT: Localised<string> = { it: 'dd/mm/yyyy', en: 'yyyy-mm-dd' }

/**
 * The IFU cell: the address of the document in the sheet's language; where there are only others,
 * each address after its language ("de: …; fr: …"), so the buyer knows what each one is.
 */
export function ifuText(ifu: readonly TenderIfu[] | undefined, { lang, origin }: { lang: Lang; origin: string }): string | undefined {
  if (!ifu || ifu.length === 0) return undefined
  const own = ifu.every((d) => d.language === lang)
  return ifu.map((d) => (own ? origin + d.path : `${d.language}: ${origin}${d.path}`)).join('; ')
}
