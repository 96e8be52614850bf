/**
 * IFU documents in the catalogue: revisions, dates, files and the languages a line needs. Each test
 * breaks one thing in the small catalogue and checks the report names file, row, column.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import { formatReport } from '../../scripts/catalogue/report/problems.ts'
import type { CatalogueData } from '../../src/catalogue/generatedData.ts'
import { type Csv, column, makeSmallCatalogue, readCsv, removeCopy, writeCsv } from '../../scripts/harness/catalogueCopy.ts'

const IFU = 'catalogue/site/ifu.csv'
const LINES = 'catalogue/site/lines.csv'

let root: string
beforeEach(() => {
  root = makeSmallCatalogue()
})
afterEach(() => removeCopy(root))

const ifu = () => readCsv(path.join(root, IFU))
const cell = (csv: Csv, row: string[], name: string) => row[column(csv, name)]!
function edit(file: string, change: (csv: Csv) => void) {
  const csv = readCsv(path.join(root, file))
  change(csv)
  writeCsv(path.join(root, file), csv)
}
function report(): string {
  const { problems } = generateCatalogue({ root, check: true })
  return problems.length === 0 ? '' : formatReport(problems)
}
function generated(): CatalogueData {
  const out = path.join(root, 'out')
  const { problems } = generateCatalogue({ root, outDir: out })
  expect(problems).toEqual([])
  return JSON.parse(fs.readFileSync(path.join(out, 'catalogue.json'), 'utf8')) as CatalogueData
}
/** Excel row of the first current revision of a language. */
function currentRow(csv: Csv, language: string): number {
  const i = csv.rows.findIndex((r) => cell(csv, r, 'language') === language && cell(csv, r, 'current') === 'yes')
  expect(i).toBeGreaterThanOrEqual(0)
  return i + 2
}

describe('IFU documents', () => {
  test('has one document per page and language, each with the checksum of its PDF, and a history', () => {
    const data = generated()
    const csv = ifu()
    expect(data.ifuDocuments.length).toBe(csv.rows.filter((r) => cell(csv, r, 'current') === 'yes').length)
    for (const d of data.ifuDocuments) {
      for (const rev of [d.current, ...d.earlier]) {
        const bytes = fs.readFileSync(path.join(root, 'public', rev.pdf))
        expect(rev.sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
        expect(rev.bytes).toBe(bytes.length)
      }
      expect(d.products.length).toBeGreaterThan(0)
    }
    for (const d of data.ifuDocuments) for (const e of d.earlier) expect(e.issued <= d.current.issued).toBe(true)
  })

  test('a line id in "products" covers every product of the line', () => {
    const line = generated().products[0]!.line
    let page = ''
    let language = ''
    edit(IFU, (csv) => {
      const row = csv.rows[currentRow(csv, cell(csv, csv.rows[0]!, 'language')) - 2]!
      page = cell(csv, row, 'page')
      language = cell(csv, row, 'language')
      row[column(csv, 'products')] = `${cell(csv, row, 'products')}, ${line}`
    })
    const data = generated()
    const doc = data.ifuDocuments.find((d) => d.page === page && d.language === language)!
    expect(doc.products).toEqual(expect.arrayContaining(data.products.filter((p) => p.line === line).map((p) => p.id)))
  })
})

describe('catalogue:check refuses', () => {
  test('two current revisions of the same document and language', () => {
    const csv = ifu()
    const row = currentRow(csv, 'it')
    const copy = [...csv.rows[row - 2]!]
    copy[column(csv, 'revision')] = '09'
    // A PDF of its own, so that the one fault is the second "yes".
    const pdf = cell(csv, csv.rows[row - 2]!, 'pdf')
    copy[column(csv, 'pdf')] = pdf.replace(/\.pdf$/, '-rev09.pdf')
    fs.copyFileSync(path.join(root, 'public', pdf), path.join(root, 'public', copy[column(csv, 'pdf')]!))
    csv.rows.push(copy)
    writeCsv(path.join(root, IFU), csv)
    // Revisions of digits are written with at least two, as the check writes them ("2" saved by Calc reads "02").
    const earlier = cell(csv, csv.rows[row - 2]!, 'revision').replace(/^\d$/, '0$&')
    expect(report()).toContain(
      `catalogue/site/ifu.csv › row ${csv.rows.length + 1} › current: revision 09 of ${cell(csv, copy, 'document')} in "it" is marked current, and so is revision ${earlier} at row ${row}`,
    )
  })

  test('a revision dated in the future', () => {
    let row = 0
    edit(IFU, (csv) => {
      row = currentRow(csv, 'en')
      csv.rows[row - 2]![column(csv, 'issued')] = '2999-01-31'
    })
    expect(report()).toMatch(new RegExp(`ifu\\.csv › row ${row} › issued: 2999-01-31 is in the future`))
  })

  test('a date that is not a date', () => {
    let row = 0
    edit(IFU, (csv) => {
      row = currentRow(csv, 'it')
      csv.rows[row - 2]![column(csv, 'issued')] = '31/02/2025'
    })
    expect(report()).toContain(`row ${row} › issued: "31/02/2025" is not valid; expected a date written as year-month-day`)
  })

  test('a missing file and a file that is not a PDF', () => {
    let a = 0
    let b = 0
    edit(IFU, (csv) => {
      a = currentRow(csv, 'it')
      b = currentRow(csv, 'en')
      csv.rows[a - 2]![column(csv, 'pdf')] = '/pdfs/it/nowhere.pdf'
      const pdf = cell(csv, csv.rows[b - 2]!, 'pdf')
      fs.writeFileSync(path.join(root, 'public', pdf), '<html>not a pdf</html>')
    })
    const text = report()
    expect(text).toContain(`row ${a} › pdf: the file "/pdfs/it/nowhere.pdf" does not exist`)
    expect(text).toMatch(new RegExp(`row ${b} › pdf: ".*" is not a PDF \\(a PDF starts with "%PDF-"\\)`))
  })

  test('a product sold in a language with no current IFU, where its line requires one', () => {
    const product = generated().products[0]!
    let lineRow = 0
    edit(LINES, (csv) => {
      const i = csv.rows.findIndex((r) => cell(csv, r, 'id') === product.line)
      lineRow = i + 2
      // A language no document of the catalogue is in.
      csv.rows[i]![column(csv, 'ifu_languages')] = 'it, en, xq'
    })
    expect(report()).toContain(
      `catalogue/site/lines.csv › row ${lineRow} › ifu_languages: the product "${product.id}" is sold in "xq" but no current instructions for use in that language cover it`,
    )
  })

  test('a line that needs no IFU is not asked for one', () => {
    let line = ''
    edit(LINES, (csv) => {
      line = cell(csv, csv.rows[0]!, 'id')
      csv.rows[0]![column(csv, 'ifu_languages')] = ''
    })
    // Every revision that covers the line, whole or by a product of it, taken out.
    const covers = (products: string) => products.split(',').some((p) => p.trim() === line || p.trim().startsWith(`${line}/`))
    edit(IFU, (csv) => {
      csv.rows = csv.rows.filter((r) => !covers(cell(csv, r, 'products')))
    })
    expect(readCsv(path.join(root, IFU)).rows.length).toBeGreaterThan(0)
    expect(report()).toBe('')
  })

  test('an unknown product and no current revision at all', () => {
    let row = 0
    let document = ''
    edit(IFU, (csv) => {
      // A document with one revision in English, the current one.
      const i = csv.rows.findIndex(
        (r) =>
          cell(csv, r, 'language') === 'en' &&
          csv.rows.filter((s) => cell(csv, s, 'document') === cell(csv, r, 'document') && cell(csv, s, 'language') === 'en').length === 1,
      )
      row = i + 2
      document = cell(csv, csv.rows[i]!, 'document')
      const line = cell(csv, csv.rows[i]!, 'products').split(',')[0]!.trim().split('/')[0]!
      csv.rows[i]![column(csv, 'products')] = `${line}, ${line}/no-such-thing`
      csv.rows[i]![column(csv, 'current')] = ''
    })
    const text = report()
    expect(text).toMatch(new RegExp(`row ${row} › products: "[a-z0-9-]+/no-such-thing" is neither a product nor a line`))
    expect(text).toContain(`row ${row} › current: no revision of ${document} in "en" is marked current`)
  })
})
