/**
 * IFU documents: from the rows of site/ifu (one per revision and language) to one document per page
 * and language, with the revision in force, every earlier one and each PDF's SHA-256. Refuses what
 * would leave a label pointing nowhere: two revisions in force, none in force, a date not yet come,
 * a missing or non-PDF file, a product sold in a language with no current IFU where its line needs one.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { IfuDocument, IfuLanguage, IfuRevision, Line, Product } from '../../../src/catalogue/generatedData.ts'
import { IfuRow, LineRow } from '../../../src/catalogue/sheetRows.ts'
import { fileProblem } from '../read/checkFiles.ts'
import { type Place, type Problem, problem, type Step } from '../report/problems.ts'
import type { SheetRow } from '../read/readSources.ts'
import type { Refusals } from '../validate/refusals.ts'
import type { Validated } from '../validate/validateRows.ts'

type At = (row: number, column?: string) => Place
type IfuRowValue = ReturnType<typeof IfuRow.parse>
type LineRowValue = ReturnType<typeof LineRow.parse>

export interface IfuInput {
  root: string
  rows: Validated<IfuRowValue>[]
  lineRows: Validated<LineRowValue>[]
  lines: Line[]
  products: Product[]
  /** What was refused: what follows from it is not reported again. */
  refused: Refusals
  ifuAt: At
  lineAt: At
  /** Today as year-month-day (UTC); a revision issued later is refused. */
  today: string
}

/** The rows of one document in one language: its revisions, in sheet order. */
interface DocumentRows {
  doc: IfuDocument
  rows: { row: number; value: IfuRowValue; rev: IfuRevision }[]
}

export function assembleIfu(input: IfuInput): Step<{ ifu: IfuLanguage[]; ifuDocuments: IfuDocument[] }> {
  const revisions = readRevisions(input)
  const current = currentDocuments(revisions.value, input.ifuAt, input.refused.refusedRows('ifu'))
  const ifuDocuments = current.value
  return {
    value: { ifu: ifuCards(ifuDocuments), ifuDocuments },
    problems: [...revisions.problems, ...current.problems, ...checkLineLanguages(input, ifuDocuments)],
  }
}

/** Every row checked on its own and against the rows before it, then filed under its page and language. */
function readRevisions(input: IfuInput): Step<Map<string, DocumentRows>> {
  const { ifuAt } = input
  const { today } = input
  const problems: Problem[] = []
  const docs = new Map<string, DocumentRows>()
  const identity = identityCheck(ifuAt)
  const productsOf = coverage(input)
  for (const { row, value: r } of input.rows) {
    const rev = revisionOf(input.root, r, ifuAt(row, 'pdf'))
    problems.push(...rev.problems)
    if (r.issued > today) {
      problems.push(problem('future-date', ifuAt(row, 'issued'), { value: r.issued, today }))
    }
    problems.push(...identity(row, r))
    const covered = productsOf(r, ifuAt(row, 'products'))
    problems.push(...covered.problems)
    problems.push(...fileRevision(docs, { row, value: r, rev: rev.value }, covered.value, ifuAt))
  }
  problems.push(...reusedPdfs(input.rows, ifuAt))
  return { value: docs, problems }
}

/**
 * Each revision has a PDF of its own (one file may serve several languages of one revision): a
 * file that an earlier revision names would be that revision overwritten. The revision issued
 * first keeps the file, whatever the order of the rows; every later one naming it is reported.
 */
function reusedPdfs(rows: Validated<IfuRowValue>[], ifuAt: At): Problem[] {
  const byPdf = new Map<string, Validated<IfuRowValue>[]>()
  for (const entry of rows) byPdf.set(entry.value.pdf.toLowerCase(), [...(byPdf.get(entry.value.pdf.toLowerCase()) ?? []), entry])
  const problems: Problem[] = []
  for (const named of byPdf.values()) {
    // Issued first; on the same day, the earlier revision rather than the one in force.
    const [first, ...others] = [...named].sort((a, b) => a.value.issued.localeCompare(b.value.issued) || Number(a.value.current) - Number(b.value.current) || a.row - b.row)
    for (const { row, value: r } of others) {
      if (r.document === first!.value.document && r.revision === first!.value.revision) continue
      problems.push(problem('ifu-pdf-reused', ifuAt(row, 'pdf'), { path: r.pdf, revision: first!.value.revision, document: first!.value.document, firstRow: first!.row, thisRevision: r.revision }))
    }
  }
  return problems
}

/** The file: present, a PDF, and its checksum for the document page. */
function revisionOf(root: string, r: IfuRowValue, at: Place): Step<IfuRevision> {
  const problems: Problem[] = []
  const rev: IfuRevision = { revision: r.revision, issued: r.issued, pdf: r.pdf, sha256: '', bytes: 0 }
  const file = path.join(root, 'public', r.pdf)
  if (!r.pdf.toLowerCase().endsWith('.pdf')) {
    problems.push(problem('wrong-file-content', at, { path: r.pdf, fault: 'ifu-not-pdf-name' }))
  } else {
    // Present, named with the same capitals, and a whole PDF with pages (checkFiles.ts).
    const wrong = fileProblem(root, r.pdf, 'pdf', at)
    if (wrong) problems.push(wrong)
  }
  if (fs.existsSync(file) && fs.statSync(file).isFile()) {
    const bytes = fs.readFileSync(file)
    rev.sha256 = createHash('sha256').update(bytes).digest('hex')
    rev.bytes = bytes.length
  }
  return { value: rev, problems }
}

/**
 * One document number per page, one page per document number: the page address is the label's.
 * Each revision of a document in a language has one row, and its own PDF: a file that another
 * revision already names would be that revision overwritten (one file may serve several languages
 * of one revision).
 */
function identityCheck(ifuAt: At): (row: number, r: IfuRowValue) => Problem[] {
  const pageOfDocument = new Map<string, { page: string; row: number }>()
  const documentOfPage = new Map<string, { document: string; row: number }>()
  const seenRevision = new Map<string, number>()
  return (row, r) => {
    const problems: Problem[] = []
    const page = pageOfDocument.get(r.document)
    if (page && page.page !== r.page) problems.push(problem('ifu-page-changed', ifuAt(row, 'page'), { document: r.document, page: page.page, firstRow: page.row }))
    else if (!page) pageOfDocument.set(r.document, { page: r.page, row })
    const owner = documentOfPage.get(r.page)
    if (owner && owner.document !== r.document) problems.push(problem('ifu-page-taken', ifuAt(row, 'document'), { page: r.page, document: owner.document, firstRow: owner.row }))
    else if (!owner) documentOfPage.set(r.page, { document: r.document, row })
    const revKey = `${r.document}\0${r.language}\0${r.revision}`
    const revSeen = seenRevision.get(revKey)
    if (revSeen !== undefined) problems.push(problem('duplicate-revision', ifuAt(row, 'revision'), { revision: r.revision, document: r.document, language: r.language, firstRow: revSeen }))
    else seenRevision.set(revKey, row)
    return problems
  }
}

function productsOfLine(products: Product[], id: string): string[] {
  return products.filter((p) => p.line === id).map((p) => p.id)
}

/** The products a row covers: product ids, or a line id for all of its products. */
function coverage(input: IfuInput): (r: IfuRowValue, at: Place) => Step<string[]> {
  const productIds = new Set(input.products.map((p) => p.id))
  const lineIds = new Set(input.lines.map((l) => l.id))
  const { refused } = input
  const writtenLines = refused.written('lines', 'id')
  /** A name whose row was refused, or in a sheet refused whole: its own problem is the one to fix. */
  const refusedName = (name: string) => {
    const line = name.split('/')[0]!
    if (refused.sheetRefused('lines') || (writtenLines.has(line) && !lineIds.has(line))) return true
    return name.includes('/') && (refused.sheetRefused('products') || (refused.productIds.has(name) && !productIds.has(name)))
  }
  return (r, at) => {
    const problems: Problem[] = []
    const covered: string[] = []
    for (const name of r.products.split(/[,;\s]+/).filter(Boolean)) {
      if (productIds.has(name)) covered.push(name)
      else if (lineIds.has(name)) covered.push(...productsOfLine(input.products, name))
      else if (refusedName(name)) continue
      else problems.push(problem('unknown-product', at, { value: name }))
    }
    return { value: covered, problems }
  }
}

/** Files the row under its page and language; the revision marked current gives the document its products, name and flag. */
function fileRevision(docs: Map<string, DocumentRows>, entryRow: DocumentRows['rows'][number], covered: string[], ifuAt: At): Problem[] {
  const { row, value: r, rev } = entryRow
  const key = `${r.page}\0${r.language}`
  let entry = docs.get(key)
  if (!entry) {
    const doc: IfuDocument = { page: r.page, document: r.document, language: r.language, languageName: { it: r.language_name_it, en: r.language_name_en }, flag: r.flag, product: r.product, products: [], current: rev, earlier: [] }
    entry = { doc, rows: [] }
    docs.set(key, entry)
  }
  entry.rows.push(entryRow)
  if (!r.current) return []
  const other = entry.rows.find((o) => o.value.current && o.row !== row)
  if (other) {
    return [problem('two-current-revisions', ifuAt(row, 'current'), { revision: r.revision, document: r.document, language: r.language, other: other.value.revision, otherRow: other.row })]
  }
  entry.doc.current = rev
  entry.doc.products = [...new Set(covered)]
  entry.doc.product = r.product
  entry.doc.languageName = { it: r.language_name_it, en: r.language_name_en }
  entry.doc.flag = r.flag
  return []
}

/** The documents with a revision in force, each with its earlier revisions, newest first. */
function currentDocuments(docs: Map<string, DocumentRows>, ifuAt: At, refusedRows: SheetRow[]): Step<IfuDocument[]> {
  const problems: Problem[] = []
  const ifuDocuments: IfuDocument[] = []
  // A refused row of the document in this language may be the current one: its own problem is reported.
  const refusedDocuments = new Set(refusedRows.map((r) => `${written(r, 'page')}\0${written(r, 'language').toLowerCase()}`))
  for (const { doc, rows: revs } of docs.values()) {
    if (!revs.some((r) => r.value.current)) {
      if (refusedDocuments.has(`${doc.page}\0${doc.language}`)) continue
      const last = revs[revs.length - 1]!
      problems.push(problem('no-current-revision', ifuAt(last.row, 'current'), { document: doc.document, language: doc.language }))
      continue
    }
    doc.earlier = revs
      .filter((r) => !r.value.current)
      .map((r) => r.rev)
      .sort((a, b) => (a.issued === b.issued ? b.revision.localeCompare(a.revision) : b.issued.localeCompare(a.issued)))
    ifuDocuments.push(doc)
  }
  return { value: ifuDocuments, problems }
}

/** A cell of a row as written, trimmed. */
function written(row: SheetRow, column: string): string {
  return row.cells[column] === undefined ? '' : String(row.cells[column]).trim()
}

/**
 * Every product of a line that needs IFUs has a current one in each of the line's languages. A
 * refused IFU row that may cover the product in that language leaves the question open: its own
 * problem is reported, and the check asks again once it is fixed.
 */
function checkLineLanguages(input: IfuInput, ifuDocuments: IfuDocument[]): Problem[] {
  if (input.refused.sheetRefused('ifu')) return []
  const refusedRows = input.refused.refusedRows('ifu')
  const mayCover = (product: Product, lang: string) =>
    refusedRows.some((r) => {
      const language = written(r, 'language').toLowerCase()
      const names = written(r, 'products').split(/[,;\s]+/)
      return (language === lang || !/^[a-z]{2}$/.test(language)) && (names.includes(product.id) || names.includes(product.line) || names.join('') === '')
    })
  const problems: Problem[] = []
  for (const { row, value: l } of input.lineRows) {
    const wanted = l.ifu_languages.split(/[,;\s]+/).filter(Boolean)
    for (const lang of wanted) {
      if (!/^[a-z]{2}$/.test(lang)) {
        problems.push(problem('invalid-value', input.lineAt(row, 'ifu_languages'), { value: lang, expected: 'expected two-letter language codes, the languages the line is sold in, e.g. "it, en, de"' }))
        continue
      }
      // A product no longer sold keeps the IFUs it has, and needs none in a language added since.
      for (const product of input.products.filter((p) => p.line === l.id && p.withdrawn === undefined)) {
        if (!ifuDocuments.some((d) => d.language === lang && d.products.includes(product.id)) && !mayCover(product, lang)) {
          problems.push(problem('ifu-language-uncovered', input.lineAt(row, 'ifu_languages'), { product: product.id, language: lang }))
        }
      }
    }
  }
  return problems
}

/** The /ifu page's cards: the revision in force, grouped by language, in sheet order. */
function ifuCards(ifuDocuments: IfuDocument[]): IfuLanguage[] {
  const ifu: IfuLanguage[] = []
  for (const d of ifuDocuments) {
    let language = ifu.find((l) => l.language === d.language)
    if (!language) {
      language = { language: d.language, name: d.languageName, flag: d.flag, products: [] }
      ifu.push(language)
    }
    language.products.push({ name: d.product, pdf: d.current.pdf, ref: `${d.page}/${d.language}` })
  }
  return ifu
}
