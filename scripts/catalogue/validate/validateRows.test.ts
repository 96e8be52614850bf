import { describe, expect, test } from 'vitest'
import { CategoryRow, ProductRow } from '../../../src/catalogue/sheetRows.ts'
import { CompanyRow } from '../../../src/catalogue/companyFields.ts'
import type { CellValue, Sheet } from '../read/readSources.ts'
import { sheetOf } from '../../harness/sheetOf.ts'
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

describe('regulatory values of a product row', () => {
  const header = [...productHeader, 'basic_udi_di', 'emdn', 'bd_rdm', 'risk_class']
  const row = (basicUdiDi?: CellValue, emdn?: CellValue, bdRdm?: CellValue, riskClass?: CellValue) => [...goodProduct, basicUdiDi, emdn, bdRdm, riskClass]

  test('read as written, a BD/RDM number cell as its digits, a risk class as MDR spells it', () => {
    const { rows, problems } = validate(sheetOf([header, row(' 872003953HF-236PX6 ', 's01010101', 1234567, 'iia'), row('1987654Ad4X4bL5ttr2310c2K', 'S0101', '0012', 'CLASSE iii'), row()]))
    expect(problems).toEqual([])
    expect(rows.map((r) => [r.value.basic_udi_di, r.value.emdn, r.value.bd_rdm, r.value.risk_class])).toEqual([
      ['872003953HF-236PX6', 'S01010101', '1234567', 'IIa'],
      ['1987654Ad4X4bL5ttr2310c2K', 'S0101', '0012', 'III'],
      [undefined, undefined, undefined, undefined],
    ])
  })

  // Each refusal at its cell, with its code: a failed check has a code of its own, a wrong form is an invalid value.
  test.each([
    ['a Basic UDI-DI with a wrong check pair', row('872003953HF-236PX7'), 'basic_udi_di', 'basic-udi-di-check'],
    ['a Basic UDI-DI with its check pair swapped', row('872003953HF-236P6X'), 'basic_udi_di', 'basic-udi-di-check'],
    ['a Basic UDI-DI without a company prefix', row('HF-236PX6AB'), 'basic_udi_di', 'invalid-value'],
    ['a Basic UDI-DI longer than 25 characters', row('872003953HF-236PXXXXXXXXXXX6'), 'basic_udi_di', 'invalid-value'],
    ['an EMDN with a dot', row(undefined, 'S01.01'), 'emdn', 'invalid-value'],
    ['an EMDN without its letter', row(undefined, '01010101'), 'emdn', 'invalid-value'],
    ['an EMDN with an odd number of digits', row(undefined, 'S010'), 'emdn', 'invalid-value'],
    ['a BD/RDM number with letters', row(undefined, undefined, 'BD-1234567'), 'bd_rdm', 'invalid-value'],
    ['an unknown risk class', row(undefined, undefined, undefined, 'IV'), 'risk_class', 'invalid-value'],
    ['a risk class of the old directives', row(undefined, undefined, undefined, 'I sterile'), 'risk_class', 'invalid-value'],
  ])('%s', (_name, bad, column, code) => {
    const { problems } = validate(sheetOf([header, bad]))
    expect(problems).toEqual([expect.objectContaining({ file: 'catalogue/site.xlsx', sheet: 'products', row: 2, column, code })])
  })
})
