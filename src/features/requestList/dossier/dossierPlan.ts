/**
 * Which files a tender dossier holds for a request list, under which names, covering which codes,
 * and how valid each is on the visitor's day. Pure: makeDossier.ts fetches and makes the files,
 * the unit test reads the plan.
 */
import { documentKindNames } from '#src/catalogue/documentKinds.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import type { CatalogueData } from '#src/catalogue/generatedData.ts'
import type { RequestEntry } from '../requestStore'
import type { TenderIndex } from '../tenderIndex'
import { fileWords, kindWords } from './dossierWords'
import type { TechnicalSheetIndex } from './technicalSheetIndex'

/** Where a file's bytes come from: the site (fetched as served), or made in the browser. */
type DossierSource = { fetch: string } | { make: 'technicalSheet'; product: string } | { make: 'tenderSheet' } | { make: 'indexPdf' } | { make: 'indexSheet' }

export interface DossierFile {
  /** The path inside the ZIP: a folder and a name a buyer can read. */
  path: string
  /** What it is: "Dichiarazione di conformità UE – Steripaper". */
  what: string
  /** The listed codes it covers; empty where it covers them all. */
  codes: string[]
  /** The day it was issued (year-month-day), where known. */
  issued?: string
  /** Its last valid day, where it has one. */
  validUntil?: string
  /** Its last valid day has passed on the visitor's day: still in the dossier, and said so. */
  expired?: boolean
  source: DossierSource
}

/** A document the dossier should hold but the catalogue does not give (a line without a declaration). */
export interface MissingDocument {
  what: string
  codes: string[]
}

export interface DossierPlan {
  files: DossierFile[]
  missing: MissingDocument[]
  /** Listed codes the catalogue no longer has. */
  unknown: string[]
}

export interface DossierSources {
  lang: Lang
  /** The visitor's day, year-month-day. */
  today: string
  list: readonly RequestEntry[]
  tender: TenderIndex
  sheets: TechnicalSheetIndex
  certifications: CatalogueData['certifications']
  /** The documents sheet's: each in the dossier when it covers a listed code, its product or its line. */
  documents: CatalogueData['documents']
}

/** A name every file system accepts, as readable as the title it comes from. */
export const fileName = (title: string): string =>
  title
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120)

/** Adds a file, or the codes to the one already there from the same source. */
function collect(files: Map<string, DossierFile>, key: string, file: DossierFile): void {
  const found = files.get(key)
  if (found) found.codes.push(...file.codes.filter((c) => !found.codes.includes(c)))
  else files.set(key, file)
}

export function dossierPlan({ lang, today, list, tender, sheets, certifications, documents }: DossierSources): DossierPlan {
  const files = new Map<string, DossierFile>()
  const missing = new Map<string, MissingDocument>()
  const unknown: string[] = []
  const validity = (validUntil: string | undefined) => (validUntil === undefined ? {} : { validUntil, ...(validUntil < today ? { expired: true } : {}) })

  files.set('index-pdf', { path: `${fileWords.index[lang]}.pdf`, what: kindWords.index[lang], codes: [], source: { make: 'indexPdf' } })
  files.set('index-sheet', { path: `${fileWords.index[lang]}.xlsx`, what: kindWords.index[lang], codes: [], source: { make: 'indexSheet' } })
  files.set('tender-sheet', { path: `${fileWords.tenderSheet[lang]}.xlsx`, what: kindWords.tenderSheet[lang], codes: [], source: { make: 'tenderSheet' } })

  for (const { code } of list) {
    const product = tender[code]?.product
    const sheet = product === undefined ? undefined : sheets[product]
    if (product === undefined || !sheet) {
      unknown.push(code)
      continue
    }
    collect(files, `sheet:${product}`, {
      path: `${fileWords.technicalSheets[lang]}/${fileName(sheet.title)}.pdf`,
      what: `${kindWords.technicalSheet[lang]} – ${sheet.title}`,
      codes: [code],
      issued: today,
      source: { make: 'technicalSheet', product },
    })
    const lineName = sheet.lineName || sheet.line
    if (sheet.doc) {
      collect(files, `doc:${sheet.doc.pdf}`, {
        path: `${fileWords.declarations[lang]}/${fileName(lineName)}.pdf`,
        what: `${kindWords.declaration[lang]} – ${lineName}`,
        codes: [code],
        issued: sheet.doc.issued,
        source: { fetch: sheet.doc.pdf },
      })
    } else {
      const what = `${kindWords.declaration[lang]} – ${lineName}`
      const found = missing.get(what)
      if (found) found.codes.push(code)
      else missing.set(what, { what, codes: [code] })
    }
    for (const d of documents.filter((d) => d.codes.includes(code) || d.products.includes(product) || d.lines.includes(sheet.line))) {
      collect(files, `document:${d.pdf}`, {
        path: `${fileWords.documents[lang]}/${fileName(d.title[lang])}.pdf`,
        what: `${documentKindNames[d.kind][lang]} – ${d.title[lang]}${d.language === lang ? '' : ` (${d.language})`}`,
        codes: [code],
        issued: d.issued,
        ...validity(d.validUntil),
        source: { fetch: d.pdf },
      })
    }
    for (const ifu of sheet.ifu) {
      collect(files, `ifu:${ifu.pdf}`, {
        path: `${fileWords.ifu[lang]}/${fileName(`${ifu.document} ${ifu.language.toUpperCase()} rev ${ifu.revision}`)}.pdf`,
        what: `${kindWords.ifu[lang]} ${ifu.document} (${ifu.language}), rev. ${ifu.revision}`,
        codes: [code],
        issued: ifu.issued,
        source: { fetch: ifu.pdf },
      })
    }
  }
  if (unknown.length < list.length) {
    for (const c of certifications) {
      files.set(`cert:${c.pdf}`, {
        path: `${fileWords.certificates[lang]}/${fileName(c.name[lang])}.pdf`,
        what: `${kindWords.certificate[lang]} ${c.name[lang]}${c.number ? ` (${c.number})` : ''}`,
        codes: [],
        ...validity(c.validUntil),
        source: { fetch: c.pdf },
      })
    }
  }
  // In the order of their folders, as a file manager lists them.
  const byPath = (a: DossierFile, b: DossierFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)
  return { files: withUniquePaths([...files.values()]).toSorted(byPath), missing: [...missing.values()], unknown }
}

/** Two files of one name (two documents titled alike) get "(2)", "(3)"… before the extension. */
function withUniquePaths(files: DossierFile[]): DossierFile[] {
  const seen = new Map<string, number>()
  return files.map((file) => {
    const key = file.path.toLowerCase()
    const count = (seen.get(key) ?? 0) + 1
    seen.set(key, count)
    return count === 1 ? file : { ...file, path: file.path.replace(/(\.[a-z]+)$/, ` (${count})$1`) }
  })
}
