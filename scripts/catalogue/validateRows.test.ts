import { describe, expect, test } from 'vitest'
import { CategoryRow, CompanyRow, ProductRow } from '../../src/catalogue/schema.ts'
import type { CellValue, Sheet } from './readSources.ts'
import { sheetOf } from '../../tests/unit/sheetOf.ts'
import { validateRows } from './validateRows.ts'

const productHeader = ['line', 'slug_it', 'slug_en', 'name_it', 'name_en', 'description_it', 'description_en', 'image', 'table']
const goodProduct = ['steripaper', 'buste-piatte', 'flat-pouches', 'Buste piatte', 'Flat pouches', 'Buste.', 'Pouches.', '/images/p.png', 'flat-pouches']

function validate(sheet: Sheet, schema: Parameters<typeof validateRows>[1] = ProductRow) {
  const { value: rows, problems } = validateRows(sheet, schema)
  return { rows, problems }
}

/** Replaces one cell of the good product row. */
function productWith(column: string, value: CellValue | undefined): (CellValue | undefined)[] {
  return goodProduct.map((v, i) => (productHeader[i] === column ? value : v))
}

describe('validateRows', () => {
  test('a repeated key is reported in the same run as a wrong cell of its row', () => {
    const repeated = productWith('description_en', undefined)
    const { problems } = validateRows(sheetOf([productHeader, goodProduct, repeated]), ProductRow, { columns: ['line', 'slug_en'], what: 'product' })
    expect(problems.map((p) => ({ row: p.row, column: p.column, code: p.code }))).toEqual([
      { row: 3, column: 'description_en', code: 'missing-translation' },
      { row: 3, column: 'slug_en', code: 'duplicate-value' },
    ])
  })

  test('a valid row comes back typed, with its row number', () => {
    const { rows, problems } = validate(sheetOf([productHeader, goodProduct]))
    expect(problems).toEqual([])
    expect(rows).toMatchObject([{ row: 2, value: { line: 'steripaper', slug_en: 'flat-pouches', note_it: '', features_en: '' } }])
  })

  // One failing case per rule: the problem names file, sheet, row and column as written.
  test.each([
    ['required text left empty', 'name_en', undefined, 'the English text is missing'],
    ['a web address part left empty', 'slug_it', undefined, 'the Italian web address part is missing'],
    ['a slug with spaces and capitals', 'slug_it', 'Buste Piatte', '"Buste Piatte" is not valid; expected a web address part'],
    ['an image path without the leading "/"', 'image', 'images/p.png', 'expected a path under public/ starting with "/"'],
    ['an image path with a space', 'image', '/images/flat pouch.png', 'with no spaces'],
  ])('%s', (_name, column, value, message) => {
    const { rows, problems } = validate(sheetOf([productHeader, goodProduct, productWith(column, value)]))
    expect(rows.map((r) => r.row)).toEqual([2])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: 'catalogue/site.xlsx', sheet: 'products', row: 3, column })
    expect(problems[0]!.message).toContain(message)
  })

  test('a value outside a fixed list names the list', () => {
    const header = ['id', 'slug_it', 'slug_en', 'name_it', 'name_en', 'description_it', 'description_en', 'image']
    const { problems } = validate(sheetOf([header, ['medicale', 'a', 'b', 'A', 'B', 'a.', 'b.', '/i.png']], 'catalogue/site/categories.csv', null), CategoryRow)
    expect(problems).toEqual([{ file: 'catalogue/site/categories.csv', sheet: undefined, row: 2, column: 'id', code: 'invalid-value', message: '"medicale" is not valid; expected one of: medical, dental, industrial.' }])
  })

  test('a number where text is expected is read as the text Excel shows', () => {
    const { rows, problems } = validate(sheetOf([['field', 'value'], ['phone', 390212345]]), CompanyRow)
    expect(problems).toEqual([])
    expect(rows[0]!.value.value).toBe('390212345')
  })

  test('an unknown column is reported at row 1 under its own header', () => {
    const { problems } = validate(sheetOf([[...productHeader, 'Price'], [...goodProduct, 12]]))
    expect(problems).toEqual([{ file: 'catalogue/site.xlsx', sheet: 'products', row: 1, column: 'Price', code: 'unknown-column', message: expect.stringContaining('this column is not known here') }])
  })

  test('a missing required column is reported once, not on every row', () => {
    const header = productHeader.filter((h) => h !== 'name_en')
    const row = goodProduct.filter((_, i) => productHeader[i] !== 'name_en')
    const { problems } = validate(sheetOf([header, row, row]))
    expect(problems).toEqual([{ file: 'catalogue/site.xlsx', sheet: 'products', row: 1, code: 'missing-column', message: 'the column "name_en" is missing; add it with that header in row 1.' }])
  })

  test('an empty sheet', () => {
    expect(validate(sheetOf([])).problems).toEqual([{ file: 'catalogue/site.xlsx', sheet: 'products', code: 'sheet-empty', message: expect.stringContaining('the sheet is empty') }])
  })

  test('headers but no data', () => {
    expect(validate(sheetOf([productHeader])).problems).toEqual([{ file: 'catalogue/site.xlsx', sheet: 'products', code: 'no-rows', message: 'the sheet has headers but no rows of data.' }])
  })

  test('a cell already reported by the reader (formula error, date) is not reported again', () => {
    const sheet = sheetOf([productHeader, productWith('name_en', undefined)])
    sheet.badCells.add('2:name_en')
    expect(validate(sheet).problems).toEqual([])
  })
})
