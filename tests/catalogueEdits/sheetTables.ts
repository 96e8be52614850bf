/**
 * The product tables of a catalogue as a spreadsheet app shows them, for edits made as a product
 * manager makes them: each sheet's rows of cells, numbers as numbers, saved back whole.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from 'xlsx'
import { readWorkbook, writeWorkbook } from '../../scripts/harness/catalogueCopy.ts'

export interface Table {
  file: string
  sheet: string
  rows: unknown[][]
}

/** Every sheet of every workbook under catalogue/tables, workbooks by name, sheets in their order. */
export function tables(root: string): Table[] {
  const dir = path.join(root, 'catalogue/tables')
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.xlsx'))
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name)
      const wb = readWorkbook(file)
      return wb.SheetNames.map((sheet) => ({ file, sheet, rows: XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[sheet]!, { header: 1, blankrows: false }) }))
    })
}

/** Writes the table as its sheet, a new sheet last in its workbook, or first when `first`. */
export function saveTable(t: Table, { first = false } = {}): void {
  const wb = readWorkbook(t.file)
  wb.Sheets[t.sheet] = XLSX.utils.aoa_to_sheet(t.rows)
  if (!wb.SheetNames.includes(t.sheet)) wb.SheetNames[first ? 'unshift' : 'push'](t.sheet)
  writeWorkbook(t.file, wb)
}

export const filled = (v: unknown) => v !== undefined && v !== ''
const headerOf = (t: Table) => (t.rows[0] ?? []).map((h) => String(h).trim().toLowerCase())
export const has = (t: Table, ...columns: string[]) => columns.every((c) => headerOf(t).includes(c))
export const col = (t: Table, name: string) => headerOf(t).indexOf(name)
/** The rows that hold a code, in order. */
export const codeRows = (t: Table) => t.rows.slice(1).filter((r) => filled(r[col(t, 'code')]))
/** "greenfit.xlsx › flat-pouches", as the edits report a table. */
export const tableName = (t: Table) => `${path.basename(t.file)} › ${t.sheet}`
/** The workbook of a product's table, by its line: catalogue/tables/<line>.xlsx. */
export const workbookOf = (root: string, line: string) => path.join(root, 'catalogue/tables', `${line}.xlsx`)
