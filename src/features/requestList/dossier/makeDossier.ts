/**
 * The tender dossier of a request list, as one ZIP made in the browser: loaded only when the visitor
 * asks for it (DossierButton), with the PDF maker, the ZIP writer, the XLSX writer and the files of
 * the indexes that hold the list's codes and products. Documents the site serves go in byte for byte;
 * the technical sheets, the tender sheet and the index are made here, the sheets with the logo and
 * the product pictures the site serves. Nothing of it is a file per product in the deploy.
 */
import { zipSync, type Zippable } from 'fflate'
import type { CatalogueData } from '#src/catalogue/generatedData.ts'
import { LOGO_PATH } from '#src/features/structuredData/logoPath.ts'
import documentsJson from '#src/generated/dossier-documents.json'
import sheetManifestJson from '#src/generated/sheet-index-manifest.json'
import type { CodeIndexManifest } from '../codeShard'
import { loadShards, loadTenderIndex, type TenderSheetRequest, tenderWorkbook } from '../writeTenderSheet'
import { dossierIndexPdf, dossierIndexSheet } from './dossierIndex'
import { type DossierFile, type DossierPlan, dossierPlan, type MissingDocument } from './dossierPlan'
import { fileWords } from './dossierWords'
import { LOGO_BOX, PICTURE_BOX } from './pdfFlow'
import { printImage } from './printImage'
import { type Manufacturer, technicalSheetPdf } from './technicalSheetPdf'
import type { TechnicalSheetIndex } from './technicalSheetIndex'

const sheetManifest = sheetManifestJson as CodeIndexManifest
const documents = documentsJson as Pick<CatalogueData, 'certifications' | 'documents'>

export interface Dossier {
  blob: Blob
  name: string
  files: number
  /** What the dossier holds that the buyer must know of: expired documents, and those the catalogue lacks. */
  expired: DossierFile[]
  missing: MissingDocument[]
}

/** The visitor's calendar day, year-month-day: validity is judged on it. */
function localDay(now: Date): string {
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-')
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

export async function makeDossier(request: TenderSheetRequest, now = new Date()): Promise<Dossier> {
  const { lang, manufacturer: name, address, srn, certificate } = request.facts
  const manufacturer: Manufacturer = { name, address, ...(srn ? { srn } : {}), ...(certificate ? { certificate } : {}) }
  const today = localDay(now)
  const tender = await loadTenderIndex(
    request.list.map((e) => e.code),
    lang,
  )
  const products = [...new Set(request.list.flatMap((e) => tender[e.code]?.product ?? []))]
  const sheets: TechnicalSheetIndex = await loadShards('sheets', sheetManifest, products, lang)
  const plan = dossierPlan({ lang, today, list: request.list, tender, sheets, certifications: documents.certifications, documents: documents.documents })

  // The logo once for every sheet, fetched with the first.
  let logo: Promise<Uint8Array | undefined> | undefined
  const technicalSheet = async (product: string) => {
    const sheet = sheets[product]!
    logo ??= printImage(LOGO_PATH, LOGO_BOX, 'image/png')
    const [logoFile, picture] = await Promise.all([logo, printImage(sheet.picture, PICTURE_BOX, 'image/jpeg')])
    return technicalSheetPdf(sheet, manufacturer, lang, today, { logo: logoFile, picture })
  }
  const make = (file: DossierFile): Promise<Uint8Array> => {
    const source = file.source
    if ('fetch' in source) return fetchBytes(source.fetch)
    switch (source.make) {
      case 'technicalSheet':
        return technicalSheet(source.product)
      case 'tenderSheet':
        return tenderWorkbook(request, tender).toBlob().then(bytesOf)
      case 'indexPdf':
        return dossierIndexPdf(plan, { lang, today, manufacturer: manufacturer.name, list: request.list.map((e) => e.code), codeIndex: request.codes })
      case 'indexSheet':
        return dossierIndexSheet(plan, lang).then(bytesOf)
    }
  }
  const contents = await Promise.all(plan.files.map(make))
  return {
    blob: new Blob([zipOf(plan, contents, now) as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
    name: `${fileWords.zip[lang]}-${today}.zip`,
    files: plan.files.length,
    expired: plan.files.filter((f) => f.expired),
    missing: plan.missing,
  }
}

/** Documents the site serves are stored as they are (a PDF is compressed already); files made here are deflated. */
function zipOf(plan: DossierPlan, contents: readonly Uint8Array[], now: Date): Uint8Array {
  const entries: Zippable = {}
  plan.files.forEach((file, i) => {
    entries[file.path] = [contents[i]!, { level: 'fetch' in file.source ? 0 : 6, mtime: now }]
  })
  return zipSync(entries)
}
