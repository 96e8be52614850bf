/**
 * The documents for tenders (catalogue/site/documents.csv) as a product manager edits them: each
 * mistake refused as one problem at its cell, nothing written while one remains; a valid row in
 * the generated catalogue; a validity date near or past warned of, and the catalogue written all
 * the same. The documents sheet is one row of the test's own, covering the copy's first line.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import type { CatalogueData } from '../../src/catalogue/generatedData.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import {
  type Csv,
  column,
  expectRefusedAt,
  type GeneratedCopy,
  generatedCopies,
  readCsv,
  type Refusal,
  removeCopy,
  writeCsv,
} from '../../scripts/harness/catalogueCopy.ts'

const DOCUMENTS = 'catalogue/site/documents.csv'
const CERTIFICATIONS = 'catalogue/site/certifications.csv'
const TODAY = '2031-04-01'
const PDF = '/pdfs/documents/own-report.pdf'
const HEADER = ['id', 'kind', 'title_it', 'title_en', 'lines', 'products', 'codes', 'pdf', 'language', 'issued', 'valid_until']

/** The copy's first line, the documents sheet's one row covers it. */
function firstLine(root: string): string {
  const lines = readCsv(path.join(root, 'catalogue/site/lines.csv'))
  return lines.rows[0]![column(lines, 'id')]!
}

/** A row of the documents sheet, from its cells by column; the others empty. */
function row(cells: Partial<Record<(typeof HEADER)[number], string>>): string[] {
  return HEADER.map((h) => cells[h] ?? '')
}

function writeDocuments(root: string, rows: string[][]): void {
  const csv: Csv = { delimiter: ';', bom: false, eol: '\n', header: HEADER, rows }
  writeCsv(path.join(root, DOCUMENTS), csv)
}

const ownRow = (root: string) =>
  row({
    id: 'own-report',
    kind: 'test-report',
    title_it: 'Rapporto di prova',
    title_en: 'Test report',
    lines: firstLine(root),
    pdf: PDF,
    language: 'en',
    issued: '2025-06-12',
  })

const copies = generatedCopies({
  today: TODAY,
  prepare: (root) => {
    const certificates = readCsv(path.join(root, CERTIFICATIONS))
    fs.mkdirSync(path.join(root, 'public', path.dirname(PDF)), { recursive: true })
    fs.copyFileSync(path.join(root, 'public', certificates.rows[0]![column(certificates, 'pdf')]!), path.join(root, 'public', PDF))
    writeDocuments(root, [ownRow(root)])
  },
})
let copy: GeneratedCopy
let root = ''
beforeEach(() => {
  copy = copies.make()
  root = copy.root
})
afterEach(() => removeCopy(root))
afterAll(copies.remove)

/** The catalogue the copy generated, before a test changed it: where a test finds a product and a code. */
function generatedBefore(): CatalogueData {
  return JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'catalogue.json'), 'utf8')) as CatalogueData
}

/** A product of the copy with codes in its table, and one of them. */
function productWithCode(): { product: string; code: string } {
  for (const p of generatedBefore().products) {
    const item = p.table?.rows.find((r) => r.kind === 'item')
    if (item?.kind === 'item') return { product: p.id, code: item.item.code }
  }
  throw new Error('no product with a code')
}

/** Adds a row to the documents sheet, the own row's cells with `cells` in place; where it is refused. */
function addRow(cells: Partial<Record<(typeof HEADER)[number], string>>, refused: { column: string; code: string; names?: string }): Refusal {
  const rows = [ownRow(root), row({ ...Object.fromEntries(HEADER.map((h, i) => [h, ownRow(root)[i]!])), id: 'another', ...cells })]
  writeDocuments(root, rows)
  return { at: { file: DOCUMENTS, row: 3, column: refused.column }, code: refused.code, names: refused.names }
}

const cases: [name: string, mutate: () => Refusal][] = [
  [
    'a PDF that does not exist',
    () => addRow({ pdf: '/pdfs/documents/nowhere.pdf' }, { column: 'pdf', code: 'missing-file', names: '/pdfs/documents/nowhere.pdf' }),
  ],
  ['a PDF outside /pdfs/', () => addRow({ pdf: '/images/report.pdf' }, { column: 'pdf', code: 'invalid-value' })],
  ['an unknown line', () => addRow({ lines: 'no-such-line' }, { column: 'lines', code: 'unknown-line', names: 'no-such-line' })],
  [
    'an unknown product',
    () => addRow({ products: 'no-such-line/no-such-product' }, { column: 'products', code: 'unknown-product', names: 'no-such-line/no-such-product' }),
  ],
  ['a line written as a product', () => addRow({ lines: '', products: firstLine(root) }, { column: 'products', code: 'unknown-product' })],
  ['an unknown code', () => addRow({ codes: `${productWithCode().code}, NO-SUCH-CODE` }, { column: 'codes', code: 'unknown-code', names: 'NO-SUCH-CODE' })],
  ['an unknown kind', () => addRow({ kind: 'brochure' }, { column: 'kind', code: 'invalid-value', names: 'test-report' })],
  ['an issue date that is not a date', () => addRow({ issued: '2025-02-30' }, { column: 'issued', code: 'invalid-value', names: 'year-month-day' })],
  [
    'a validity date written day/month/year',
    () => addRow({ valid_until: '31/12/2030' }, { column: 'valid_until', code: 'invalid-value', names: '2030-12-31' }),
  ],
  ['a missing issue date', () => addRow({ issued: '' }, { column: 'issued', code: 'missing-value' })],
  [
    'a validity that ends before the document was issued',
    () => addRow({ valid_until: '2025-06-11' }, { column: 'valid_until', code: 'valid-until-before-issued', names: '2025-06-12' }),
  ],
  ['a row covering nothing', () => addRow({ lines: '', products: '', codes: '' }, { column: 'lines', code: 'document-covers-nothing' })],
  ['a language that is not a two-letter code', () => addRow({ language: 'English' }, { column: 'language', code: 'invalid-value' })],
  ['an id used twice', () => addRow({ id: 'own-report' }, { column: 'id', code: 'duplicate-value', names: 'every document must be unique' })],
]

describe('the documents sheet refuses, at its cell, and writes nothing', () => {
  test.each(cases)('%s', async (_name, mutate) => {
    await expectRefusedAt(copy, mutate, TODAY)
  })
})

describe('what the generated catalogue holds', () => {
  function generated(): { data: CatalogueData; warnings: ReturnType<typeof generateCatalogue>['warnings'] } {
    const out = path.join(root, 'out')
    const result = generateCatalogue({ root, outDir: out, today: TODAY })
    expect(result.problems).toEqual([])
    return { data: JSON.parse(fs.readFileSync(path.join(out, 'catalogue.json'), 'utf8')) as CatalogueData, warnings: result.warnings }
  }

  test('a document with its kind, title, what it covers, PDF, language and dates; lists read as written, each name once', () => {
    const { product, code } = productWithCode()
    const line = firstLine(root)
    writeDocuments(root, [
      row({
        id: 'covers-all',
        kind: 'plant-declaration',
        title_it: 'Dichiarazione',
        title_en: 'Declaration',
        lines: `${line}`,
        products: `${product},${product}`,
        codes: ` ${code} `,
        pdf: PDF,
        language: 'it',
        issued: '2025-02-10',
        valid_until: '2099-02-09',
      }),
      row({ id: 'no-validity', kind: 'safety-data-sheet', title_it: 'Scheda', title_en: 'Sheet', codes: code, pdf: PDF, language: 'de', issued: '2025-05-20' }),
    ])
    const { data, warnings } = generated()
    expect(data.documents).toEqual([
      {
        id: 'covers-all',
        kind: 'plant-declaration',
        title: { it: 'Dichiarazione', en: 'Declaration' },
        lines: [line],
        products: [product],
        codes: [code],
        pdf: PDF,
        language: 'it',
        issued: '2025-02-10',
        validUntil: '2099-02-09',
      },
      {
        id: 'no-validity',
        kind: 'safety-data-sheet',
        title: { it: 'Scheda', en: 'Sheet' },
        lines: [],
        products: [],
        codes: [code],
        pdf: PDF,
        language: 'de',
        issued: '2025-05-20',
      },
    ])
    expect(warnings).toEqual([])
  })

  test('the sheet may be left out: no documents', () => {
    fs.rmSync(path.join(root, DOCUMENTS))
    expect(generated().data.documents).toEqual([])
  })

  test.each([
    ['expired the day before', '2031-03-31', 'document-expired', '1 day ago'],
    ['expiring in 30 days', '2031-05-01', 'document-expiring', '30 days from today (2031-04-01)'],
    ['valid until today', TODAY, 'document-expiring', 'which is today'],
  ])('a document %s is warned of at its cell, and the catalogue is written', (_what, validUntil, code, says) => {
    writeDocuments(root, [row({ ...Object.fromEntries(HEADER.map((h, i) => [h, ownRow(root)[i]!])), valid_until: validUntil })])
    const { data, warnings } = generated()
    expect(warnings).toEqual([expect.objectContaining({ file: DOCUMENTS, row: 2, column: 'valid_until', code })])
    expect(warnings[0]!.message).toContain(says)
    expect(warnings[0]!.message).toContain("Put the renewed document's PDF in place and write its new valid_until date")
    expect(data.documents[0]!.validUntil).toBe(validUntil)
  })

  test('a document valid for 90 days more is not warned of', () => {
    writeDocuments(root, [row({ ...Object.fromEntries(HEADER.map((h, i) => [h, ownRow(root)[i]!])), valid_until: '2031-06-30' })])
    expect(generated().warnings).toEqual([])
  })
})
