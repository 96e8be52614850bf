/**
 * Reads every source under catalogue/ into plain tables. A table is addressed by a key that does
 * not depend on the format: sheet "flat-pouches" of tables/steripaper.xlsx and the file
 * tables/steripaper/flat-pouches.csv are both "tables/steripaper/flat-pouches".
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from 'xlsx'
import { dateColumns } from '../../../src/catalogue/cells.ts'
import { type Place, type Problem, problem, type Step } from '../report/problems.ts'
import { decodeWindows1252 } from './windows1252.ts'

XLSX.set_fs(fs)

/** Far above any real catalogue file (the shipped ones are a few kB); protects the build from a stray export. */
export const MAX_SOURCE_BYTES = 5 * 1024 * 1024

export type CellValue = string | number | boolean

export interface SheetRow {
  /** Row number as Excel shows it. */
  row: number
  /** Values by column key (the header, trimmed and lower-cased). */
  cells: Record<string, CellValue | undefined>
}

export interface Sheet {
  key: string
  file: string
  sheet?: string
  /** Column key → header as written. */
  headers: Map<string, string>
  rows: SheetRow[]
  /** "row:key" of cells already reported while reading (formula errors, dates). */
  badCells: Set<string>
}

export interface Sources {
  sheets: Map<string, Sheet>
  /** Markdown files by key, e.g. "legal/privacy.en", "guide/packing-guide.it". */
  markdown: Map<string, { file: string; text: string }>
  /** Every file read, for the summary. */
  files: string[]
  /**
   * Files refused whole (not UTF-8, not a workbook, empty…), by the key of their tables without the
   * sheet: "site/products" for site/products.csv, "tables/steripaper" for tables/steripaper.xlsx.
   * What they would have held is unknown, and nothing is reported for lacking it.
   */
  refused: Set<string>
}

/** Whether the table of this key ("site/products", "tables/steripaper/flat-pouches") is in a file that was refused whole. */
export function fileRefused(sources: Sources, key: string): boolean {
  const parts = key.split('/')
  return parts.some((_, i) => sources.refused.has(parts.slice(0, i + 1).join('/')))
}

export function columnKey(header: string): string {
  return header.trim().toLowerCase().replace(/\s+/g, '_')
}

export function readSources(root: string): Step<Sources> {
  const problems: Problem[] = []
  const sources: Sources = { sheets: new Map(), markdown: new Map(), files: [], refused: new Set() }
  const catalogueDir = path.join(root, 'catalogue')
  for (const abs of listFiles(catalogueDir)) {
    const rel = path.relative(catalogueDir, abs).split(path.sep).join('/')
    const file = `catalogue/${rel}`
    const name = path.basename(rel)
    if (isIgnored(name)) continue
    const ext = path.extname(name).toLowerCase()
    if (ext === '.md' && (rel.startsWith('legal/') || rel.startsWith('guide/'))) {
      const text = readText(abs, file, problems)
      if (text !== undefined) sources.markdown.set(rel.slice(0, -ext.length), { file, text })
      sources.files.push(file)
      continue
    }
    if (ext !== '.xlsx' && ext !== '.csv') {
      problems.push(problem('file-format', { file }))
      continue
    }
    sources.files.push(file)
    const size = fs.statSync(abs).size
    const base = rel.slice(0, -ext.length)
    if (size === 0) {
      problems.push(problem('file-empty', { file }))
      sources.refused.add(base)
      continue
    }
    if (size > MAX_SOURCE_BYTES) {
      // Rounded up, so a file just over the limit never reads as "5.0 MB; at most 5 MB".
      const megabytes = String(Math.ceil((size / 1024 / 1024) * 10) / 10)
      problems.push(problem('file-too-large', { file }, { megabytes, limitMegabytes: MAX_SOURCE_BYTES / 1024 / 1024 }))
      sources.refused.add(base)
      continue
    }
    const read = ext === '.xlsx' ? readWorkbook(abs, file, base, problems) : readCsv(abs, file, base, problems)
    if (read === undefined) {
      sources.refused.add(base)
      continue
    }
    for (const sheet of read) {
      const existing = sources.sheets.get(sheet.key)
      if (existing) {
        problems.push(problem('duplicate-table', { file, sheet: sheet.sheet }, { other: `${existing.file}${existing.sheet ? ` › ${existing.sheet}` : ''}` }))
        continue
      }
      sources.sheets.set(sheet.key, sheet)
    }
  }
  return { value: sources, problems }
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
}

/** README files, and the lock files Excel (~$name) and LibreOffice (.~lock.name#) leave while a file is open. */
function isIgnored(name: string): boolean {
  return name === 'README.md' || name.startsWith('~$') || name.startsWith('.~lock.') || name === '.DS_Store'
}

function readText(abs: string, file: string, problems: Problem[]): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(fs.readFileSync(abs)).replace(/^\uFEFF/, '')
  } catch {
    problems.push(problem('not-utf8', { file }, { csv: false }))
    return undefined
  }
}

/** The workbook's sheets, or undefined when the file is refused whole. */
function readWorkbook(abs: string, file: string, base: string, problems: Problem[]): Sheet[] | undefined {
  const bytes = fs.readFileSync(abs)
  // An .xlsx file is a zip archive; anything else (an .xls or a CSV renamed) would be misread.
  if (bytes.subarray(0, 4).toString('binary') !== 'PK\x03\x04') {
    problems.push(problem('not-xlsx', { file }))
    return undefined
  }
  let wb: XLSX.WorkBook
  try {
    wb = XLSX.read(bytes, { type: 'buffer', dense: true, cellDates: true, cellFormula: false, cellHTML: false, cellStyles: false })
  } catch (e) {
    problems.push(problem('workbook-unreadable', { file }, { reason: (e as Error).message }))
    return undefined
  }
  return wb.SheetNames.map((name) => toSheet(wb.Sheets[name]!, `${base}/${name}`, file, name, problems))
}

/** The file's one table, or undefined when the file is refused whole. */
function readCsv(abs: string, file: string, base: string, problems: Problem[]): Sheet[] | undefined {
  const bytes = fs.readFileSync(abs)
  if (bytes.subarray(0, 4).toString('binary') === 'PK\x03\x04') {
    problems.push(problem('xlsx-named-csv', { file }))
    return undefined
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    problems.push(problem('not-utf8', { file }, { csv: true, example: windowsExample(bytes) }))
    return undefined
  }
  text = text.replace(/^\uFEFF/, '')
  let wb: XLSX.WorkBook
  try {
    // raw: cells stay text exactly as typed; the schema decides what is a number.
    wb = XLSX.read(text, { type: 'string', dense: true, raw: true, FS: detectDelimiter(text) })
  } catch (e) {
    problems.push(problem('csv-unreadable', { file }, { reason: (e as Error).message }))
    return undefined
  }
  return [toSheet(wb.Sheets[wb.SheetNames[0]!]!, base, file, undefined, problems)]
}

/** The first word with a letter outside ASCII, read as Windows writes it: what the person sees in the file. */
function windowsExample(bytes: Buffer): string | undefined {
  return /[^\s;,"]*[^\x00-\x7f][^\s;,"]*/.exec(decodeWindows1252(bytes))?.[0]
}

/** Italian Excel writes ';', English Excel ','; the header line tells which. */
export function detectDelimiter(text: string): ';' | ',' {
  const header = text.split(/\r?\n/, 1)[0] ?? ''
  const count = (ch: string) => header.split(ch).length - 1
  return count(';') > count(',') ? ';' : ','
}

function toSheet(ws: XLSX.WorkSheet, key: string, file: string, sheetName: string | undefined, problems: Problem[]): Sheet {
  const sheet: Sheet = { key, file, sheet: sheetName, headers: new Map(), rows: [], badCells: new Set() }
  // Dense rows: the loops below visit stored cells only, however far a stray format stretches the range.
  const data = (ws['!data'] ?? []) as (XLSX.CellObject | undefined)[][]
  const headerRow = data.findIndex((cells) => cells?.some((cell) => !isBlank(cell)))
  if (headerRow < 0) return sheet
  const columns: { col: number; key: string }[] = []
  const unnamed = new Set<number>()
  data[headerRow]!.forEach((cell, c) => {
    const label = isBlank(cell) ? '' : String(cell!.v).trim()
    if (label === '') {
      unnamed.add(c)
      return
    }
    const k = columnKey(label)
    if (sheet.headers.has(k)) {
      problems.push(problem('duplicate-header', { file, sheet: sheetName, row: headerRow + 1, column: label }))
      return
    }
    sheet.headers.set(k, label)
    columns.push({ col: c, key: k })
  })
  const reportedUnnamed = new Set<number>()
  for (let r = headerRow + 1; r < data.length; r++) {
    const cells = data[r]
    if (!cells) continue
    const row: SheetRow = { row: r + 1, cells: {} }
    let bad = false
    for (const { col, key: k } of columns) {
      const cell = cells[col]
      if (isBlank(cell)) continue
      const where = { file, sheet: sheetName, row: r + 1, column: sheet.headers.get(k) }
      const refused = cellProblem(cell!, where, dateColumns.includes(k))
      if (refused) {
        problems.push(refused)
        sheet.badCells.add(`${r + 1}:${k}`)
        bad = true
      } else if (typeof cell!.v === 'string') {
        const v = cell!.v.trim()
        if (v !== '') row.cells[k] = v
      } else {
        row.cells[k] = cell!.v as CellValue
      }
    }
    // A value under no header would be silently lost; one report per column is enough.
    cells.forEach((cell, c) => {
      if ((unnamed.has(c) || c >= data[headerRow]!.length) && !isBlank(cell) && !reportedUnnamed.has(c)) {
        reportedUnnamed.add(c)
        problems.push(problem('value-without-header', { file, sheet: sheetName, row: r + 1, column: `column ${XLSX.utils.encode_col(c)}` }, { value: cell!.v, headerRow: headerRow + 1 }))
      }
    })
    if (bad || Object.keys(row.cells).length > 0) sheet.rows.push(row)
  }
  return sheet
}

function isBlank(cell: XLSX.CellObject | undefined): boolean {
  return !cell || cell.t === 'z' || cell.v === undefined || cell.v === null || (typeof cell.v === 'string' && cell.v.trim() === '')
}

/** Cells Excel shows as something the catalogue cannot use, whatever the column; dates are read as text even in a date column. */
function cellProblem(cell: XLSX.CellObject, where: Place, dateColumn: boolean): Problem | undefined {
  if (cell.t === 'e') return problem('formula-error', where, { shown: cell.w ?? '#ERROR' })
  if (cell.t === 'd' || cell.v instanceof Date) {
    const date = cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : String(cell.v)
    return problem('date-cell', where, dateColumn ? { date, dateColumn } : { date })
  }
  return undefined
}
