/**
 * Finds the cell a problem is about in its source file, for the reports that point at it: the
 * value for JSON, the text line for CSV annotations in CI, the cell to highlight in an annotated copy.
 * Files are read the way readSources reads them, so rows and columns agree with the report.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from 'xlsx'
import type { Problem } from './problems.ts'
import { columnKey, detectDelimiter } from '../read/readSources.ts'

export interface ProblemCell {
  /** The sheet's name in the workbook; for CSV, SheetJS's name of its one sheet. */
  sheet?: string
  /** Zero-based row and column in the sheet, as far as the problem names them. */
  r?: number
  c?: number
  /** The cell as the spreadsheet shows it. */
  value?: string | number | boolean
  /** CSV only: the line of the file where the row starts (a quoted cell may hold line breaks). */
  line?: number
}

export interface SourceFile {
  kind: 'xlsx' | 'csv'
  workbook: XLSX.WorkBook
  /** CSV: the line each record starts on, by zero-based record. */
  recordLines?: number[]
  /** CSV: the delimiter the file uses. */
  delimiter?: string
}

export class SourceCells {
  private readonly files = new Map<string, SourceFile | undefined>()

  constructor(readonly root: string) {}

  /** The file as a workbook, or undefined when it cannot be read (the check says why). */
  source(file: string): SourceFile | undefined {
    if (!this.files.has(file)) this.files.set(file, this.read(file))
    return this.files.get(file)
  }

  /** A workbook saved under a .csv name: no text to mark. */
  isWorkbook(file: string): boolean {
    try {
      return fs.readFileSync(path.join(this.root, file)).subarray(0, 4).toString('binary') === 'PK\x03\x04'
    } catch {
      return false
    }
  }

  locate(p: Problem): ProblemCell {
    const source = this.source(p.file)
    if (!source) return {}
    const sheetName = p.sheet ?? (source.kind === 'csv' ? source.workbook.SheetNames[0] : undefined)
    const ws = sheetName === undefined ? undefined : source.workbook.Sheets[sheetName]
    if (!ws || p.row === undefined) return { sheet: ws ? sheetName : undefined }
    const r = p.row - 1
    const line = source.recordLines?.[r]
    const c = p.column === undefined ? undefined : columnOf(ws, p.column)
    if (c === undefined) return { sheet: sheetName, r, line }
    const cell = ws[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined
    const value = cell === undefined || cell.v === undefined || cell.v === '' ? undefined : source.kind === 'csv' ? (cell.v as string | number | boolean) : (cell.w ?? (cell.v as string | number | boolean))
    return { sheet: sheetName, r, c, value, line }
  }

  private read(file: string): SourceFile | undefined {
    const abs = path.join(this.root, file)
    const ext = path.extname(file).toLowerCase()
    try {
      if (!fs.statSync(abs).isFile()) return undefined
      const bytes = fs.readFileSync(abs)
      if (ext === '.xlsx') {
        if (bytes.subarray(0, 4).toString('binary') !== 'PK\x03\x04') return undefined
        return { kind: 'xlsx', workbook: XLSX.read(bytes, { type: 'buffer', cellDates: false, cellFormula: false, cellHTML: false }) }
      }
      if (ext === '.csv') {
        const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
        const delimiter = detectDelimiter(text)
        const workbook = XLSX.read(text, { type: 'string', raw: true, FS: delimiter })
        return { kind: 'csv', workbook, recordLines: recordStartLines(text), delimiter }
      }
    } catch {
      // Unreadable: the check has reported it, and there is no cell to point at.
    }
    return undefined
  }
}

/** The header row is the first row holding anything, as in readSources. */
export function headerRowOf(ws: XLSX.WorkSheet): number {
  if (!ws['!ref']) return 0
  const range = XLSX.utils.decode_range(ws['!ref'])
  for (let r = range.s.r; r <= range.e.r; r++) {
    for (let c = range.s.c; c <= range.e.c; c++) {
      const cell = ws[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined
      if (cell && cell.v !== undefined && String(cell.v).trim() !== '') return r
    }
  }
  return 0
}

/** A column named by its header as written, by its key, or as "column F" when it has no header. */
function columnOf(ws: XLSX.WorkSheet, column: string): number | undefined {
  const letter = /^column ([A-Z]+)$/.exec(column)
  if (letter) return XLSX.utils.decode_col(letter[1]!)
  if (!ws['!ref']) return undefined
  const range = XLSX.utils.decode_range(ws['!ref'])
  const r = headerRowOf(ws)
  for (let c = range.s.c; c <= range.e.c; c++) {
    const cell = ws[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined
    if (cell?.v === undefined) continue
    const label = String(cell.v).trim()
    if (label === column.trim() || columnKey(label) === columnKey(column)) return c
  }
  return undefined
}

/**
 * A CSV text cut into its records, each with its line ending; line breaks inside quotes do not end
 * a record. Joined again they give the text back exactly.
 */
export function recordsOf(text: string): string[] {
  const records: string[] = []
  let start = 0
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '"') quoted = !quoted
    else if (ch === '\n' && !quoted) {
      records.push(text.slice(start, i + 1))
      start = i + 1
    }
  }
  if (start < text.length) records.push(text.slice(start))
  return records
}

/** The one-based line on which each CSV record starts; line breaks inside quotes do not end a record. */
function recordStartLines(text: string): number[] {
  const starts = [1]
  let line = 1
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '"') quoted = !quoted
    else if (ch === '\n') {
      line++
      if (!quoted) starts.push(line)
    }
  }
  return starts
}
