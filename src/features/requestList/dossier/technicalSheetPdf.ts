/**
 * A product's technical sheet (scheda tecnica) as a PDF, in one language, from its entry of the
 * technical sheet index: what a tender asks the sheet to state, with the same names and codes as
 * the catalogue and the tender sheet, under the company's logo and beside the product's picture.
 */
import { formatDate } from '#src/catalogue/formatDate.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import { piecesText, unitText } from '#src/catalogue/orderUnit.ts'
import { yesNoWords } from '#src/catalogue/yesNoWords.ts'
import { sealingHeader, sealingParameters } from '#src/catalogue/cycleText.ts'
import { tenderColumns } from '../tenderColumns'
import { packagingText } from '../tenderRows'
import { sheetWords as w } from './dossierWords'
import { PdfFlow } from './pdfFlow'
import type { TechnicalSheetData } from './technicalSheetIndex'

/** The logo and the product's picture, PNG or JPEG, sized for print (printImage.ts): a missing or unreadable one is left out. */
export interface SheetImages {
  logo?: Uint8Array
  picture?: Uint8Array
}

/** Who makes the product, as the tender sheet writes it on every row. */
export interface Manufacturer {
  name: string
  address: string
  srn?: string
  /** The ISO 13485 certificate: number and last valid day. */
  certificate?: string
}

const label = (key: (typeof tenderColumns)[number]['key'], lang: Lang): string => tenderColumns.find((c) => c.key === key)!.label[lang]

/** The rows whose value the catalogue gives. */
const given = (rows: readonly (readonly [string, string | undefined])[]): [string, string][] =>
  rows.filter((r): r is [string, string] => r[1] !== undefined && r[1] !== '')

export async function technicalSheetPdf(
  sheet: TechnicalSheetData,
  manufacturer: Manufacturer,
  lang: Lang,
  today: string,
  images: SheetImages = {},
): Promise<Uint8Array> {
  const yesNo = (v: boolean | undefined) => (v === undefined ? undefined : yesNoWords[lang][v ? 0 : 1])
  const pdf = await PdfFlow.create(
    {
      title: `${w.kicker[lang]} – ${sheet.title}`,
      author: manufacturer.name,
      subject: sheet.title,
      lang,
      footer: `${sheet.title} · ${manufacturer.name} · ${w.made[lang]} ${formatDate(today, lang)}`,
      created: new Date(`${today}T12:00:00Z`),
    },
    { name: manufacturer.name, logo: images.logo },
  )
  pdf.beside(await pdf.image(images.picture), () => {
    // The letterhead names the manufacturer.
    pdf.title(sheet.title, w.kicker[lang])
    pdf.heading(w.description[lang])
    pdf.paragraph(sheet.description)
    if (sheet.note) pdf.paragraph(sheet.note)
  })
  if (sheet.materials) {
    pdf.heading(w.materials[lang])
    pdf.paragraph(sheet.materials)
  }

  pdf.heading(w.codes[lang])
  const variants = sheet.codes.some((c) => c.variant)
  pdf.table(
    [
      { label: label('code', lang), share: 2.2 },
      { label: label('size', lang), share: 2 },
      ...(variants ? [{ label: w.variant[lang], share: 1.6 }] : []),
      { label: label('gtin', lang), share: 2.3 },
      { label: label('packaging', lang), share: 4.2 },
      { label: label('unit', lang), share: 2.4 },
    ],
    sheet.codes.map((c) => [
      c.code,
      c.size,
      ...(variants ? [c.variant ?? ''] : []),
      c.levels.find((l) => l.level === 'pack')?.gtin ?? '',
      packagingText(c.levels, lang) ?? piecesText(c.levels[0]?.pieces ?? 0, lang),
      c.unit ? unitText(c.unit, lang) : '',
    ]),
  )

  pdf.heading(w.characteristics[lang])
  pdf.facts(
    given([
      [label('sterile', lang), yesNo(sheet.sterile)],
      [label('singleUse', lang), yesNo(sheet.singleUse)],
      [label('latexFree', lang), yesNo(sheet.latexFree)],
      [label('pvcFree', lang), yesNo(sheet.pvcFree)],
      [label('methods', lang), sheet.methods?.join(', ')],
      [label('cycles', lang), sheet.cycles?.join('; ')],
      ...sealingParameters.map((p): [string, string | undefined] => [sealingHeader(p.key)[lang], sheet.sealing?.[p.key]]),
      [label('standards', lang), sheet.standards?.join(', ')],
      [label('storage', lang), sheet.storage],
      [label('shelfLife', lang), sheet.shelfLifeMonths === undefined ? undefined : String(sheet.shelfLifeMonths)],
    ]),
  )

  const regulatory = given([
    [label('basicUdiDi', lang), sheet.basicUdiDi],
    [label('emdn', lang), sheet.emdn && (sheet.emdnTerm ? `${sheet.emdn} – ${sheet.emdnTerm}` : sheet.emdn)],
    [label('bdRdmType', lang), sheet.bdRdmType],
    [label('bdRdm', lang), sheet.bdRdm],
    [label('riskClass', lang), sheet.riskClass],
  ])
  if (regulatory.length > 0) {
    pdf.heading(w.regulatory[lang])
    pdf.facts(regulatory)
  }

  pdf.heading(w.manufacturer[lang])
  pdf.facts(
    given([
      [label('manufacturer', lang), manufacturer.name],
      [label('address', lang), manufacturer.address],
      [label('srn', lang), manufacturer.srn],
      [label('certificate', lang), manufacturer.certificate],
    ]),
  )

  const documents = given([
    [w.doc[lang], sheet.doc && `${w.signed[lang]} ${formatDate(sheet.doc.issued, lang)}`],
    ...sheet.ifu.map((d): [string, string] => [
      `${w.ifu[lang]} (${d.language})`,
      `${d.document}, ${w.revision[lang]} ${d.revision} ${w.issued[lang]} ${formatDate(d.issued, lang)}`,
    ]),
  ])
  if (documents.length > 0) {
    pdf.heading(w.documents[lang])
    pdf.facts(documents)
  }
  return pdf.save()
}
