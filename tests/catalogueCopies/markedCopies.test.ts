/**
 * The marked copies (`catalogue:check --annotate DIR`): break the small catalogue, run the
 * check as a product manager does, and read the copies back with another reader than the one that
 * wrote them. A workbook's coloured cells are exactly the cells with problems, whichever program
 * saved it last; a CSV file's copy is the file itself with a first column of problems, in the
 * encoding and with the byte order mark it came with.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import * as XLSX from 'xlsx'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { decodeWindows1252, encodeWindows1252 } from '../../scripts/catalogue/read/windows1252.ts'
import { recordsOf } from '../../scripts/catalogue/report/locateProblems.ts'
import {
  cellAddress,
  column,
  csvText,
  EXCEL_CSV,
  headersOf,
  makeSmallCatalogue,
  readCsv,
  readWorkbook,
  removeCopy,
  runCommand,
} from '../../scripts/harness/catalogueCopy.ts'
import { hasSoffice, saveAgainWithCalc } from './saveAgainWithCalc.ts'

const PRODUCTS = 'catalogue/site/products.csv'
const BAD_ARGB = 'FFFFC7CE'

let root: string
let out: string
beforeEach(() => {
  root = makeSmallCatalogue()
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'marked-'))
})
afterEach(() => {
  removeCopy(root)
  fs.rmSync(out, { recursive: true, force: true })
})

interface ReportedProblem {
  file: string
  sheet: string | null
  row: number | null
  column: string | null
  code: string
  message: string
}

/** The problems as `catalogue:check --format json --annotate DIR` prints them, the marked copies in `out`. */
async function checkAndMark(): Promise<ReportedProblem[]> {
  const run = await runCommand(root, '--check', '--format', 'json', '--annotate', out)
  expect(run.code).toBe(1)
  expect(run.stderr).toContain(`Marked copy: ${out}`)
  return JSON.parse(run.stdout) as ReportedProblem[]
}

// ---------------------------------------------------------------- workbooks

/** A workbook table with a GTIN and a width column and at least two codes. */
function sizedTableWithGtins(): { workbook: string; sheet: string; rows: number[] } {
  for (const file of fs
    .readdirSync(path.join(root, 'catalogue/tables'))
    .filter((f) => f.endsWith('.xlsx'))
    .sort()) {
    const wb = readWorkbook(path.join(root, 'catalogue/tables', file))
    for (const sheet of wb.SheetNames) {
      const ws = wb.Sheets[sheet]!
      const headers = headersOf(ws)
      if (!headers.includes('gtin') || !headers.includes('width_mm')) continue
      const all = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, blankrows: true })
      const gtinCol = headers.indexOf('gtin')
      const rows = all.flatMap((r, i) => (i > 0 && r[gtinCol] !== undefined && r[headers.indexOf('width_mm')] !== undefined ? [i + 1] : []))
      if (rows.length >= 2) return { workbook: `catalogue/tables/${file}`, sheet, rows }
    }
  }
  throw new Error('no table with GTINs and widths')
}

/** Values typed into cells as a spreadsheet app does it: each cell keeps its format. */
async function editCells(file: string, sheet: string, values: Record<string, string>): Promise<void> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.readFile(file)
  for (const [address, value] of Object.entries(values)) wb.getWorksheet(sheet)!.getCell(address).value = value
  await wb.xlsx.writeFile(file)
}

/** Rewritten with the shared formats Excel gives a formatted column and a header: every cell of a format points at one style. */
async function resaveWithSharedFormats(file: string): Promise<void> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.readFile(file)
  for (const ws of wb.worksheets) {
    ws.getRow(1).font = { bold: true }
    ws.getRow(1).eachCell((cell) => {
      if (cell.value === 'gtin' || cell.value === 'code') ws.getColumn(cell.col).numFmt = '@'
    })
  }
  await wb.xlsx.writeFile(file)
}

/** "sheet!A1" of every cell filled red in a workbook, read back by ExcelJS from the file. */
async function redCells(file: string): Promise<Map<string, string | undefined>> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.readFile(file)
  const red = new Map<string, string | undefined>()
  for (const ws of wb.worksheets) {
    ws.eachRow({ includeEmpty: true }, (row) =>
      row.eachCell({ includeEmpty: true }, (cell) => {
        if ((cell.fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb === BAD_ARGB)
          red.set(`${ws.name}!${cell.address}`, typeof cell.note === 'string' ? cell.note : cell.note?.texts?.map((t) => t.text).join(''))
      }),
    )
  }
  return red
}

const savers = [
  ['as written, edited in place', async () => {}],
  ['saved with shared cell formats, as Excel keeps them', resaveWithSharedFormats],
  ...(hasSoffice() ? ([['saved by LibreOffice Calc', (file: string) => saveAgainWithCalc([file])]] as const) : []),
] as const

describe('a marked workbook', () => {
  test.each(savers)('%s: colours exactly the cells with problems, each with its comment', { timeout: 120_000 }, async (_name, resave) => {
    const { workbook, sheet, rows } = sizedTableWithGtins()
    const ws = readWorkbook(path.join(root, workbook)).Sheets[sheet]!
    const gtinCell = cellAddress(ws, rows[0]!, 'gtin')
    const widthCell = cellAddress(ws, rows[1]!, 'width_mm')
    const gtin = String(ws[gtinCell].v)
    // The check digit off by one, a typing mistake in one cell; a width in words. Edited in place, formats kept.
    await editCells(path.join(root, workbook), sheet, { [gtinCell]: `${gtin.slice(0, -1)}${(Number(gtin.slice(-1)) + 1) % 10}`, [widthCell]: 'wide' })
    await resave(path.join(root, workbook))

    const problems = await checkAndMark()
    expect(problems.map((p) => [p.file, p.sheet, p.row, p.column, p.code])).toEqual([
      [workbook, sheet, rows[0], 'gtin', 'gtin-check-digit'],
      [workbook, sheet, rows[1], 'width_mm', 'invalid-value'],
    ])
    const red = await redCells(path.join(out, workbook))
    expect([...red.keys()].sort()).toEqual([`${sheet}!${gtinCell}`, `${sheet}!${widthCell}`].sort())
    expect(red.get(`${sheet}!${gtinCell}`)).toBe(problems[0]!.message)
    expect(red.get(`${sheet}!${widthCell}`)).toBe(problems[1]!.message)
    // The values are untouched, so the copy can be fixed and saved over the original.
    expect(readWorkbook(path.join(out, workbook)).Sheets[sheet]![widthCell].v).toBe('wide')
  })

  test('a problem about a whole row or sheet marks one cell: the first of its row, or A1', async () => {
    const { workbook, sheet } = sizedTableWithGtins()
    // The pieces column renamed: "pieces" is missing (row 1) and "pcs" unknown (its header cell).
    const piecesCell = cellAddress(readWorkbook(path.join(root, workbook)).Sheets[sheet]!, 1, 'pieces')
    await editCells(path.join(root, workbook), sheet, { [piecesCell]: 'pcs' })
    const problems = await checkAndMark()
    expect(problems.map((p) => p.code).sort()).toEqual(['missing-column', 'unknown-column'])
    const red = await redCells(path.join(out, workbook))
    expect([...red.keys()].sort()).toEqual([`${sheet}!A1`, `${sheet}!${piecesCell}`].sort())
  })
})

// ---------------------------------------------------------------- CSV files

/** products.csv with the English name of its last product cleared, written as given. */
function breakProducts(write: (text: string) => Buffer): number {
  const csv = readCsv(path.join(root, PRODUCTS))
  const i = csv.rows.length - 1
  csv.rows[i]![column(csv, 'name_en')] = ''
  fs.writeFileSync(path.join(root, PRODUCTS), write(csvText({ ...csv, eol: EXCEL_CSV.eol })))
  return i + 2
}

describe('a marked CSV file', () => {
  test.each([
    ['UTF-8 with a byte order mark and Windows line ends ("CSV UTF-8")', (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
    ['UTF-8 without a byte order mark', (text: string) => Buffer.from(text)],
  ])('%s: problems in a first column, every other byte as it was', async (_name, write) => {
    const row = breakProducts(write)
    const problems = await checkAndMark()
    expect(problems).toEqual([expect.objectContaining({ file: PRODUCTS, row, column: 'name_en', code: 'missing-translation' })])
    const original = fs.readFileSync(path.join(root, PRODUCTS))
    const marked = fs.readFileSync(path.join(out, PRODUCTS))
    const bom = original[0] === 0xef
    expect(marked[0] === 0xef).toBe(bom)
    const records = recordsOf(marked.subarray(bom ? 3 : 0).toString('utf8'))
    const originalRecords = recordsOf(original.subarray(bom ? 3 : 0).toString('utf8'))
    expect(records).toHaveLength(originalRecords.length)
    const delimiter = readCsv(path.join(root, PRODUCTS)).delimiter
    // Each record is its original, after a first cell; the first cell holds a problem on the wrong row only.
    const firstCells = records.map((record, r) => {
      expect(record.endsWith(originalRecords[r]!)).toBe(true)
      return record.slice(0, record.length - originalRecords[r]!.length - delimiter.length)
    })
    expect(firstCells[0]).toBe('problems')
    expect(firstCells.flatMap((cell, r) => (r > 0 && cell !== '' ? [r + 1] : []))).toEqual([row])
    expect(firstCells[row - 1]).toContain(`name_en: ${problems[0]!.message}`)
  })

  test('saved in Windows encoding: one problem, said on the header, and the copy keeps the encoding', async () => {
    breakProducts(encodeWindows1252)
    const problems = await checkAndMark()
    expect(problems).toEqual([expect.objectContaining({ file: PRODUCTS, code: 'not-utf8', row: null })])
    const original = fs.readFileSync(path.join(root, PRODUCTS))
    const marked = fs.readFileSync(path.join(out, PRODUCTS))
    // Still Windows-1252 (no valid UTF-8), the original's bytes after the added first cells.
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(marked)).toThrow()
    // Compared byte for byte (Latin-1 gives each byte one character), the message read as Windows writes it.
    const records = recordsOf(marked.toString('latin1'))
    const originalRecords = recordsOf(original.toString('latin1'))
    expect(records.map((r, i) => r.endsWith(originalRecords[i]!))).toEqual(originalRecords.map(() => true))
    // The message has quotes and the delimiter: the first cell is quoted, as CSV writes it.
    expect(decodeWindows1252(Buffer.from(records[0]!, 'latin1')).startsWith(`"problems — ${problems[0]!.message.replace(/"/g, '""')}"`)).toBe(true)
  })
})
