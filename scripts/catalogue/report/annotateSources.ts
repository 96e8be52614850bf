/**
 * `catalogue:check --annotate DIR` (`npm run catalogue:annotate`): a copy of every workbook or CSV
 * file with problems, for fixing in Excel or LibreOffice where the problem is.
 *
 * One problem marks one cell: the cell it names, or the first cell of its row, or A1 for the whole
 * sheet. In a workbook that cell is filled red with a comment saying what is wrong. Workbooks share
 * one style among cells with the same format, and ExcelJS hands out that shared object (its issues
 * #2055 and #1705): each marked cell gets a style of its own, so colouring one cell colours no other.
 * A CSV file has no colours or comments: its copy gets a first column "problems", so the marks are
 * on the first printed page, and keeps the file's bytes otherwise, its encoding and byte order mark
 * included.
 */
import fs from 'node:fs'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { decodeWindows1252, encodeWindows1252 } from '../read/windows1252.ts'
import { type ProblemCell, recordsOf, type SourceCells } from './locateProblems.ts'
import type { Problem } from './problems.ts'

/** The fill of Excel's own "Bad" cell style; the font stays as it was. */
const BAD_FILL: ExcelJS.FillPattern = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } }
const PROBLEMS_COLUMN = 'problems'

export interface AnnotateResult {
  /** Paths of the annotated copies, relative to DIR (the same as in the repository). */
  written: string[]
  /** Files with problems that have no cells to mark (not a readable workbook or CSV). */
  skipped: string[]
}

interface Located {
  problem: Problem
  cell: ProblemCell
}

export async function annotateSources(problems: readonly Problem[], cells: SourceCells, outDir: string): Promise<AnnotateResult> {
  const byFile = new Map<string, Located[]>()
  for (const problem of problems) {
    const list = byFile.get(problem.file) ?? []
    list.push({ problem, cell: cells.locate(problem) })
    byFile.set(problem.file, list)
  }
  const result: AnnotateResult = { written: [], skipped: [] }
  for (const [file, located] of byFile) {
    const abs = path.join(cells.root, file)
    const out = path.join(outDir, file)
    const kind = path.extname(file).toLowerCase()
    if (kind === '.xlsx' && cells.source(file)?.kind === 'xlsx') {
      fs.mkdirSync(path.dirname(out), { recursive: true })
      await annotateWorkbook(abs, out, located)
    } else if (kind === '.csv' && isFile(abs) && !cells.isWorkbook(file)) {
      fs.mkdirSync(path.dirname(out), { recursive: true })
      fs.writeFileSync(out, annotatedCsv(fs.readFileSync(abs), located))
    } else {
      result.skipped.push(file)
      continue
    }
    result.written.push(file)
  }
  return result
}

function isFile(abs: string): boolean {
  return fs.existsSync(abs) && fs.statSync(abs).isFile()
}

/** The one cell a problem marks, one-based as ExcelJS counts: its own, its row's first, or A1. */
function markedCell({ cell }: Located): { row: number; col: number } {
  if (cell.r === undefined) return { row: 1, col: 1 }
  return { row: cell.r + 1, col: (cell.c ?? 0) + 1 }
}

async function annotateWorkbook(source: string, out: string, located: Located[]): Promise<void> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.readFile(source)
  const notes = new Map<ExcelJS.Cell, string[]>()
  for (const entry of located) {
    const ws = (entry.cell.sheet === undefined ? undefined : wb.getWorksheet(entry.cell.sheet)) ?? wb.worksheets[0]
    if (!ws) continue
    const { row, col } = markedCell(entry)
    const cell = ws.getCell(row, col)
    notes.set(cell, [...(notes.get(cell) ?? []), entry.problem.message])
  }
  for (const [cell, messages] of notes) {
    // A style of the cell's own: the object read from the file is shared with every cell of its format.
    cell.style = { ...structuredClone(cell.style), fill: BAD_FILL }
    cell.note = messages.join('\n\n')
  }
  await wb.xlsx.writeFile(out)
}

// ---------------------------------------------------------------- CSV

const BOM = Buffer.from([0xef, 0xbb, 0xbf])

/** The encodings a CSV file arrives in: UTF-8 ("CSV UTF-8"), or Windows' own (Excel's plain "CSV" in western Europe). */
type CsvEncoding = 'utf-8' | 'windows-1252'

function csvEncodingOf(bytes: Buffer): CsvEncoding {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return 'utf-8'
  } catch {
    return 'windows-1252'
  }
}

/**
 * The file with a first cell added to every record: "problems" on the header, the problems of the
 * row on each row. Everything else is the file's own text, written back in its own encoding.
 */
function annotatedCsv(bytes: Buffer, located: readonly Located[]): Buffer {
  const encoding = csvEncodingOf(bytes)
  const bom = encoding === 'utf-8' && bytes.subarray(0, 3).equals(BOM)
  const body = bom ? bytes.subarray(3) : bytes
  const text = encoding === 'utf-8' ? body.toString('utf8') : decodeWindows1252(body)
  const delimiter = detectCsvDelimiter(text)
  const records = recordsOf(text)
  const header = Math.max(0, records.findIndex((r) => r.trim() !== ''))
  const notes = new Map<number, string[]>()
  for (const { problem, cell } of located) {
    const r = cell.r ?? header
    const note = problem.column && cell.c !== undefined ? `${problem.column}: ${problem.message}` : problem.message
    notes.set(r, [...(notes.get(r) ?? []), note])
  }
  const marked = records.map((record, r) => {
    const said = notes.get(r) ?? []
    const first = r === header ? [PROBLEMS_COLUMN, ...said].join(' — ') : said.join(' | ')
    return `${quoteCsv(first, delimiter)}${delimiter}${record}`
  })
  const out = encoding === 'utf-8' ? Buffer.from(marked.join(''), 'utf8') : encodeWindows1252(marked.join(''))
  return bom ? Buffer.concat([BOM, out]) : out
}

function detectCsvDelimiter(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? ''
  return header.split(';').length > header.split(',').length ? ';' : ','
}

function quoteCsv(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}
