/**
 * What Excel and LibreOffice Calc do to values when a product manager opens a file and saves it
 * again: leading zeros dropped, long numbers rounded or written in scientific notation. Each such
 * value is read back in its canonical form or refused with how to keep it; and every file of the
 * shipped catalogue saved again by Calc leaves the generated output byte for byte the same.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from 'xlsx'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import {
  cellAddress,
  column,
  copyShippedCatalogue,
  fingerprint,
  headersOf,
  makeSmallCatalogue,
  readCsv,
  readWorkbook,
  removeCopy,
  workbookTables,
  writeCsv,
  writeWorkbook,
} from '../../scripts/harness/catalogueCopy.ts'
import { hasSoffice, saveAgainWithCalc } from './saveAgainWithCalc.ts'

let root: string
beforeEach(() => {
  root = makeSmallCatalogue()
})
afterEach(() => removeCopy(root))

const IFU = 'catalogue/site/ifu.csv'
const COMPANY = 'catalogue/site/company.csv'

function editCsv(file: string, edit: (csv: ReturnType<typeof readCsv>) => void): void {
  const csv = readCsv(path.join(root, file))
  edit(csv)
  writeCsv(path.join(root, file), csv)
}

function companyRow(csv: ReturnType<typeof readCsv>, field: string): string[] {
  return csv.rows.find((r) => r[column(csv, 'field')] === field)!
}

describe('values a spreadsheet app changes', () => {
  test('a revision saved without its leading zero reads as the catalogue writes it', () => {
    // At least one revision with a leading zero, whatever the sheet holds.
    editCsv(IFU, (csv) => {
      const digits = csv.rows.find((r) => /^\d$/.test(r[column(csv, 'revision')]!))
      if (!csv.rows.some((r) => /^0\d/.test(r[column(csv, 'revision')]!)) && digits) digits[column(csv, 'revision')] = `0${digits[column(csv, 'revision')]}`
    })
    expect(generateCatalogue({ root }).problems).toEqual([])
    const before = fingerprint(path.join(root, GENERATED_DIR))
    let changed = 0
    editCsv(IFU, (csv) => {
      for (const r of csv.rows) {
        const revision = r[column(csv, 'revision')]!
        r[column(csv, 'revision')] = revision.replace(/^0+(?=\d)/, '')
        if (r[column(csv, 'revision')] !== revision) changed++
      }
    })
    expect(changed).toBeGreaterThan(0)
    expect(generateCatalogue({ root }).problems).toEqual([])
    expect(fingerprint(path.join(root, GENERATED_DIR))).toBe(before)
  })

  test.each([
    ['phone', '390200000000', 'expected a phone number with "+" and the country code in front'],
    ['vat_number', '1234567890', 'expected a VAT number with its country prefix'],
  ])('a company %s that a spreadsheet app may have changed is refused with how to keep it', (field, value, says) => {
    editCsv(COMPANY, (csv) => {
      companyRow(csv, field)[column(csv, 'value')] = value
    })
    const { problems } = generateCatalogue({ root, check: true })
    expect(problems).toEqual([expect.objectContaining({ file: COMPANY, column: 'value', code: 'invalid-value' })])
    expect(problems[0]!.message).toContain(says)
  })

  test.each([
    ['written in scientific notation', { t: 's', v: '8.01235E+12' }, 'scientific notation'],
    ['a number of 16 digits', { t: 'n', v: 8012345678901234 }, 'more than 15 digits'],
  ] as const)('a code %s is refused with how to keep it', (_name, cell, says) => {
    const { workbook, sheet, codeRows } = workbookTables(root, 1)[0]!
    const wb = readWorkbook(path.join(root, workbook))
    const ws = wb.Sheets[sheet]!
    ws[cellAddress(ws, codeRows[0]!, 'code')] = { ...cell }
    writeWorkbook(path.join(root, workbook), wb)
    const { problems } = generateCatalogue({ root, check: true })
    expect(problems).toEqual([expect.objectContaining({ file: workbook, sheet, row: codeRows[0], column: 'code', code: 'invalid-value' })])
    expect(problems[0]!.message).toContain(says)
    expect(problems[0]!.message).toContain('format the code column as Text')
  })
})

describe('GTINs a spreadsheet app changes', () => {
  /** The first code of a workbook table, given the gtin column and a GTIN if it has none; its place and a GTIN-13 no other code uses. */
  function gtinCell() {
    const { workbook, sheet, codeRows } = workbookTables(root, 1)[0]!
    const wb = readWorkbook(path.join(root, workbook))
    const ws = wb.Sheets[sheet]!
    if (!headersOf(ws).includes('gtin')) {
      const range = XLSX.utils.decode_range(ws['!ref']!)
      ws[XLSX.utils.encode_cell({ r: 0, c: range.e.c + 1 })] = { t: 's', v: 'gtin' }
      ws['!ref'] = XLSX.utils.encode_range({ s: range.s, e: { r: range.e.r, c: range.e.c + 1 } })
    }
    const set = (cell: XLSX.CellObject) => {
      ws[cellAddress(ws, codeRows[0]!, 'gtin')] = cell
      writeWorkbook(path.join(root, workbook), wb)
    }
    return { workbook, sheet, row: codeRows[0]!, set }
  }
  // GS1's demonstration prefix 952, so no real trade item's: a GTIN-13 written as a GTIN-14, with its leading zero.
  const GTIN_14 = '09521234567899'

  test('a GTIN saved as a number, its leading zero dropped, reads as the catalogue writes it', () => {
    const cell = gtinCell()
    cell.set({ t: 's', v: GTIN_14 })
    expect(generateCatalogue({ root }).problems).toEqual([])
    const before = fingerprint(path.join(root, GENERATED_DIR))
    cell.set({ t: 'n', v: Number(GTIN_14) })
    expect(generateCatalogue({ root }).problems).toEqual([])
    expect(fingerprint(path.join(root, GENERATED_DIR))).toBe(before)
  })

  test.each([
    ['written in scientific notation, as Excel writes long numbers in CSV', { t: 's', v: '2.99999E+12' }, 'scientific notation'],
    ['stored as a number of 16 digits', { t: 'n', v: 2999999999999100 }, 'more than 15 digits'],
  ] as const)('a GTIN %s is refused with how to keep it', (_name, value, says) => {
    const cell = gtinCell()
    cell.set({ ...value })
    const { problems } = generateCatalogue({ root, check: true })
    expect(problems).toEqual([expect.objectContaining({ file: cell.workbook, sheet: cell.sheet, row: cell.row, column: 'gtin', code: 'invalid-value' })])
    expect(problems[0]!.message).toContain(says)
    expect(problems[0]!.message).toContain('format the gtin column as Text')
  })
})

// Any catalogue the check accepts must survive Calc: the shipped one, with the variety of its real values, once.
describe.skipIf(!hasSoffice())('every file of the shipped catalogue opened and saved again by LibreOffice Calc', () => {
  test('leaves the generated output byte for byte the same', { timeout: 180_000 }, async () => {
    // The shipped catalogue in place of the small one, removed after the test as it would be.
    removeCopy(root)
    root = copyShippedCatalogue()
    expect(generateCatalogue({ root }).problems).toEqual([])
    const before = fingerprint(path.join(root, GENERATED_DIR))
    const files = fs
      .readdirSync(path.join(root, 'catalogue'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(xlsx|csv)$/.test(e.name))
      .map((e) => path.join(e.parentPath, e.name))
    expect(files.length).toBeGreaterThan(1)
    await saveAgainWithCalc(files)
    fs.rmSync(path.join(root, GENERATED_DIR), { recursive: true, force: true })
    expect(generateCatalogue({ root }).problems).toEqual([])
    expect(fingerprint(path.join(root, GENERATED_DIR))).toBe(before)
  })
})
