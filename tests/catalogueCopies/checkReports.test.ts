/**
 * The check's reports for machines (the marked copies are markedCopies.test.ts): break the small
 * catalogue in four places (a workbook cell, a duplicated code in a row whose pieces are also wrong,
 * a CSV row below cells with line breaks), run `catalogue:check` as CI does, and read what it printed and wrote.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { problemCodes } from '../../scripts/catalogue/report/problemCodes.ts'
import {
  cellAddress,
  column,
  makeSmallCatalogue,
  readCsv,
  readWorkbook,
  removeCopy,
  runCommand,
  workbookTables,
  writeCsv,
  writeWorkbook,
} from '../../scripts/harness/catalogueCopy.ts'

const PRODUCTS = 'catalogue/site/products.csv'

interface Broken {
  root: string
  workbook: string
  sheet: string
  /** Excel rows of the first three codes of the sheet: the second repeats the first's code and has pieces in words, the third's pieces are text. */
  first: number
  second: number
  third: number
  code: string
  /** Excel row in products.csv of the product whose English name was cleared, and its start. */
  productRow: number
  productLineStart: string
}

function breakCopy(): Broken {
  const root = makeSmallCatalogue()
  const products = readCsv(path.join(root, PRODUCTS))
  // The last product: every row above it may hold cells with line breaks, so its row and its line differ.
  const productIndex = products.rows.length - 1
  const product = products.rows[productIndex]!
  const line = product[column(products, 'line')]!
  product[column(products, 'name_en')] = ''
  writeCsv(path.join(root, PRODUCTS), products)

  const { workbook, sheet, codeRows } = workbookTables(root, 3)[0]!
  const [first, second, third] = codeRows as [number, number, number]
  const wb = readWorkbook(path.join(root, workbook))
  const ws = wb.Sheets[sheet]!
  const code = String(ws[cellAddress(ws, first, 'code')].v)
  ws[cellAddress(ws, second, 'code')] = { t: 's', v: code }
  ws[cellAddress(ws, second, 'pieces')] = { t: 's', v: 'cento' }
  ws[cellAddress(ws, third, 'pieces')] = { t: 's', v: 'mille' }
  writeWorkbook(path.join(root, workbook), wb)
  return {
    root,
    workbook,
    sheet,
    first,
    second,
    third,
    code,
    productRow: productIndex + 2,
    productLineStart: `${line};${product[column(products, 'slug_it')]};`,
  }
}

let b: Broken
beforeAll(() => {
  b = breakCopy()
})
afterAll(() => removeCopy(b.root))

describe('catalogue:check --format json', () => {
  test('prints every problem with its place, value, message and code, and exits 1', async () => {
    const run = await runCommand(b.root, '--check', '--format', 'json')
    expect(run.code).toBe(1)
    const problems = JSON.parse(run.stdout) as Record<string, unknown>[]
    expect(problems).toHaveLength(4)
    expect(problems).toContainEqual({
      file: b.workbook,
      sheet: b.sheet,
      row: b.third,
      column: 'pieces',
      value: 'mille',
      message: '"mille" is not valid; expected a whole number greater than 0, digits only (no dots, commas or spaces), e.g. 1000.',
      code: 'invalid-value',
    })
    expect(problems).toContainEqual({
      file: b.workbook,
      sheet: b.sheet,
      row: b.second,
      column: 'code',
      value: b.code,
      message: `"${b.code}" is also used at row ${b.first}; every code must be unique.`,
      code: 'duplicate-code',
    })
    // The same row's other fault, in the same run.
    expect(problems).toContainEqual(
      expect.objectContaining({ file: b.workbook, sheet: b.sheet, row: b.second, column: 'pieces', value: 'cento', code: 'invalid-value' }),
    )
    expect(problems).toContainEqual(
      expect.objectContaining({ file: PRODUCTS, sheet: null, row: b.productRow, column: 'name_en', value: null, code: 'missing-translation' }),
    )
    // The human report is still there for the log, on stderr.
    expect(run.stderr).toContain('The catalogue has 4 errors; nothing was written.')
  })

  test('prints an empty list for a valid catalogue, and exits 0', async () => {
    const root = makeSmallCatalogue()
    try {
      const run = await runCommand(root, '--check', '--format', 'json')
      expect(run.code).toBe(0)
      expect(JSON.parse(run.stdout)).toEqual([])
    } finally {
      removeCopy(root)
    }
  })

  test('refuses an unknown format in words', async () => {
    const run = await runCommand(b.root, '--check', '--format', 'xml')
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('--format must be one of text, json, github, not "xml"')
  })
})

describe('catalogue:check --format github', () => {
  test('prints one ::error per problem: the text line for CSV, sheet and row in the title for workbooks', async () => {
    const run = await runCommand(b.root, '--check', '--format', 'github')
    expect(run.code).toBe(1)
    const lines = run.stdout.trim().split('\n')
    expect(lines).toHaveLength(4)
    const csvText = fs.readFileSync(path.join(b.root, PRODUCTS), 'utf8').split('\n')
    const textLine = csvText.findIndex((l) => l.startsWith(b.productLineStart)) + 1
    expect(textLine).toBeGreaterThan(b.productRow) // rows above hold line breaks: row ≠ line
    expect(lines).toContain(
      `::error file=${PRODUCTS},line=${textLine},title=missing-translation%3A row ${b.productRow} › name_en::the English text is missing; the site shows it on its English pages, so both languages are required.`,
    )
    expect(lines).toContain(
      `::error file=${b.workbook},title=duplicate-code%3A ${b.sheet} › row ${b.second} › code::"${b.code}" is also used at row ${b.first}; every code must be unique.`,
    )
  })
})

describe('problem codes', () => {
  test('every code is listed once', () => {
    expect(new Set(problemCodes).size).toBe(problemCodes.length)
  })
})
