/**
 * Root causes first: plant one fault of each kind in the small catalogue and count what the
 * check says. A row, a file or an encoding refused is reported once, where it is; nothing that only
 * follows from it is reported too, and no advice asks to remove data or to change what is right.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import { encodeWindows1252 } from '../../scripts/catalogue/read/windows1252.ts'
import type { Problem } from '../../scripts/catalogue/report/problems.ts'
import { type Csv, column, EXCEL_CSV, giveOwnIfu, makeSmallCatalogue, readCsv, removeCopy, writeCsv } from '../../scripts/harness/catalogueCopy.ts'

let root: string
beforeEach(() => {
  root = makeSmallCatalogue()
})
afterEach(() => removeCopy(root))

const site = (name: string) => `catalogue/site/${name}.csv`

function editCsv(name: string, edit: (csv: Csv) => void): Csv {
  const file = path.join(root, site(name))
  const csv = readCsv(file)
  edit(csv)
  writeCsv(file, csv)
  return csv
}

function check(): Problem[] {
  return generateCatalogue({ root, check: true }).problems
}

/** Advice that would lose data or undo what is right. */
const HARMFUL = /\b(remove|delete|clear|or neither)\b/i

describe('one problem per real fault', () => {
  test('ifu.csv saved by Excel (dates day/month/year, revisions without their zero, CRLF and a byte order mark): one problem per date, with the date to type', () => {
    const csv = readCsv(path.join(root, site('ifu')))
    const dates = csv.rows.map((r) => r[column(csv, 'issued')]!)
    const asExcel = csv.rows.map((r) =>
      r.map((v, c) =>
        c === column(csv, 'issued') ? v.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1') : c === column(csv, 'revision') ? v.replace(/^0+(?=\d)/, '') : v,
      ),
    )
    writeCsv(path.join(root, site('ifu')), { ...csv, ...EXCEL_CSV, rows: asExcel })

    const problems = check()
    expect(problems.map((p) => [p.row, p.column, p.code])).toEqual(dates.map((_, i) => [i + 2, 'issued', 'invalid-value']))
    problems.forEach((p, i) => {
      expect(p.message).toContain(`write ${dates[i]}`)
      expect(p.message).not.toMatch(HARMFUL)
    })
  })

  test.each(['products', 'ifu', 'lines'])('%s.csv saved in Windows encoding: one problem, saying how to save it as UTF-8', (name) => {
    const file = path.join(root, site(name))
    // A letter outside ASCII, as every real sheet has somewhere.
    const text = fs.readFileSync(file, 'utf8')
    fs.writeFileSync(file, encodeWindows1252(/[^\x00-\x7f]/.test(text) ? text : text.replace(/;/, ';è')))
    const problems = check()
    expect(problems).toEqual([expect.objectContaining({ file: site(name), code: 'not-utf8' })])
    expect(problems[0]!.message).toContain('CSV UTF-8')
    expect(problems[0]!.message).not.toMatch(HARMFUL)
  })

  test('an empty Italian description of a product with its own IFU: one problem, at the cell', () => {
    const products = readCsv(path.join(root, site('products')))
    const product = products.rows.at(-1)!
    const id = `${product[column(products, 'line')]}/${product[column(products, 'slug_en')]}`
    giveOwnIfu(root, id)
    expect(check()).toEqual([])
    editCsv('products', (csv) => {
      csv.rows.at(-1)![column(csv, 'description_it')] = ''
    })
    const problems = check()
    expect(problems).toEqual([
      expect.objectContaining({ file: site('products'), row: products.rows.length + 1, column: 'description_it', code: 'missing-translation' }),
    ])
    expect(problems[0]!.message).toContain('Italian text is missing')
  })

  test.each([
    ['a line', 'lines', 'name_it'],
    ['a category', 'categories', 'description_en'],
    ['a text of the home page', 'texts', 'text_en'],
    ['the current revision of an IFU', 'ifu', 'pdf'],
  ])('%s refused for one empty cell: that cell is the one problem', (_what, name, emptied) => {
    let row = 0
    editCsv(name, (csv) => {
      const i = name === 'ifu' ? csv.rows.findIndex((r) => r[column(csv, 'current')] === 'yes') : 0
      csv.rows[i]![column(csv, emptied)] = ''
      row = i + 2
    })
    const problems = check()
    expect(problems.map((p) => [p.file, p.row, p.column])).toEqual([[site(name), row, emptied]])
    expect(problems[0]!.message).not.toMatch(HARMFUL)
  })
})
