/**
 * The dossier's index, as a PDF to read and print and as a sheet to sort and paste: every file with
 * what it is, the codes it covers, its date and its validity on the visitor's day; then the
 * documents the catalogue does not give, and the codes it no longer has.
 */
import writeXlsxFile, { type Cell } from 'write-excel-file/browser'
import { formatDate } from '#src/catalogue/formatDate.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import type { CodeIndex } from '../codeIndex'
import { DECLARATION_DATE_FORMAT } from '../tenderColumns'
import type { DossierFile, DossierPlan } from './dossierPlan'
import { indexWords as w } from './dossierWords'
import { PdfFlow } from './pdfFlow'

/** One line of the index: a file, or a document missing from the dossier. */
interface IndexRow {
  file: string
  what: string
  codes: string
  issued?: string
  validity: string
}

function validityText(file: Pick<DossierFile, 'validUntil' | 'expired'>, lang: Lang): string {
  if (file.validUntil === undefined) return ''
  return `${file.expired ? w.expired[lang] : w.validUntil[lang]} ${formatDate(file.validUntil, lang)}`
}

function indexRows(plan: DossierPlan, lang: Lang): IndexRow[] {
  const codes = (list: readonly string[]) => (list.length === 0 ? w.all[lang] : list.join(', '))
  return [
    ...plan.files.map((f) => ({
      file: f.path,
      what: f.what,
      codes: codes(f.codes),
      ...(f.issued ? { issued: f.issued } : {}),
      validity: validityText(f, lang),
    })),
    ...plan.missing.map((m) => ({ file: w.notInZip[lang], what: m.what, codes: codes(m.codes), validity: w.missing[lang] })),
  ]
}

export interface IndexFacts {
  lang: Lang
  today: string
  manufacturer: string
  /** The listed codes, as the list page shows them. */
  list: readonly string[]
  codeIndex: CodeIndex
}

export async function dossierIndexPdf(plan: DossierPlan, { lang, today, manufacturer, list, codeIndex }: IndexFacts): Promise<Uint8Array> {
  const pdf = await PdfFlow.create({
    title: w.title[lang],
    author: manufacturer,
    subject: w.title[lang],
    lang,
    footer: `${w.title[lang]} · ${manufacturer} · ${formatDate(today, lang)}`,
    created: new Date(`${today}T12:00:00Z`),
  })
  pdf.title(w.title[lang], `${w.kicker[lang]} · ${manufacturer}`)
  pdf.paragraph(`${w.intro[lang]} ${formatDate(today, lang)}.`)
  pdf.heading(w.codesHeading[lang])
  pdf.table(
    [
      { label: w.code[lang], share: 1 },
      { label: w.product[lang], share: 3 },
    ],
    list.map((code) => {
      const info = codeIndex[code]
      return [code, info ? [info.product, info.size].filter((s) => s !== '').join(' · ') : w.unknown[lang]]
    }),
  )
  pdf.heading(w.filesHeading[lang])
  pdf.table(
    [
      { label: w.file[lang], share: 3.2 },
      { label: w.what[lang], share: 3 },
      { label: w.covers[lang], share: 2.2 },
      { label: w.date[lang], share: 1.5 },
      { label: w.validity[lang], share: 1.7 },
    ],
    indexRows(plan, lang).map((r) => [r.file, r.what, r.codes, r.issued ? formatDate(r.issued, lang) : '', r.validity]),
  )
  return pdf.save()
}

const sheetName = { it: 'Indice', en: 'Index' } as const

export function dossierIndexSheet(plan: DossierPlan, lang: Lang): Promise<Blob> {
  const header = [w.file, w.what, w.covers, w.date, w.validity].map((label): Cell => ({ type: String, value: label[lang], fontWeight: 'bold' }))
  const rows = indexRows(plan, lang).map((r): Cell[] => [
    { type: String, value: r.file },
    { type: String, value: r.what },
    { type: String, value: r.codes },
    r.issued ? { type: Date, value: new Date(`${r.issued}T00:00:00Z`), format: DECLARATION_DATE_FORMAT[lang] } : null,
    r.validity ? { type: String, value: r.validity } : null,
  ])
  return writeXlsxFile([header, ...rows], {
    sheet: sheetName[lang],
    columns: [{ width: 60 }, { width: 50 }, { width: 40 }, { width: 14 }, { width: 30 }],
    stickyRowsCount: 1,
  }).toBlob()
}
