/**
 * `catalogue:check --annotate DIR`: a copy of every workbook or CSV file with problems, for
 * fixing in Excel or LibreOffice where the problem is. In a workbook the wrong cells are filled
 * red with a comment saying what is wrong; a CSV file has no colours or comments, so its copy gets
 * a last column "problems" and is saved with a byte order mark, by which Excel knows it is UTF-8.
 */
import fs from 'node:fs'
import path from 'node:path'
import ExcelJS from 'exceljs'
import * as XLSX from 'xlsx'
import { headerRowOf, type ProblemCell, type SourceCells } from './locateProblems.ts'
import type { Problem } from './problems.ts'

/** The fill of Excel's own "Bad" cell style; the font stays as it was. */
const BAD_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } }
export const PROBLEMS_COLUMN = 'problems'

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
    const source = cells.source(file)
    if (!source) {
      result.skipped.push(file)
      continue
    }
    const out = path.join(outDir, file)
    fs.mkdirSync(path.dirname(out), { recursive: true })
    if (source.kind === 'xlsx') await annotateWorkbook(path.join(cells.root, file), out, located)
    else fs.writeFileSync(out, annotatedCsv(source.workbook, source.delimiter ?? ',', located))
    result.written.push(file)
  }
  return result
}

async function annotateWorkbook(source: string, out: string, located: Located[]): Promise<void> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.readFile(source)
  const notes = new Map<ExcelJS.Cell, string[]>()
  const mark = (cell: ExcelJS.Cell, message?: string) => {
    cell.fill = BAD_FILL
    if (message !== undefined) notes.set(cell, [...(notes.get(cell) ?? []), message])
  }
  for (const { problem, cell } of located) {
    const ws = (cell.sheet === undefined ? undefined : wb.getWorksheet(cell.sheet)) ?? wb.worksheets[0]
    if (!ws) continue
    if (cell.r === undefined) {
      // About the whole sheet or file: said on the first cell, where the sheet opens.
      mark(ws.getCell(1, 1), problem.message)
    } else if (cell.c === undefined) {
      // About a row as a whole (a missing column is reported on the header row): the row is marked.
      const last = Math.max(1, ws.getRow(cell.r + 1).cellCount)
      for (let c = 1; c <= last; c++) mark(ws.getCell(cell.r + 1, c))
      mark(ws.getCell(cell.r + 1, 1), problem.message)
    } else {
      mark(ws.getCell(cell.r + 1, cell.c + 1), problem.message)
    }
  }
  for (const [cell, messages] of notes) cell.note = messages.join('\n\n')
  await wb.xlsx.writeFile(out)
}

function annotatedCsv(workbook: XLSX.WorkBook, delimiter: string, located: Located[]): string {
  const ws = workbook.Sheets[workbook.SheetNames[0]!]!
  const rows = XLSX.utils.sheet_to_json<string[]>(ws, { header: 1, raw: false, rawNumbers: false, defval: '', blankrows: true })
  const header = headerRowOf(ws)
  const width = Math.max(...rows.map((r) => r.length))
  const notes = new Map<number, string[]>()
  for (const { problem, cell } of located) {
    const r = cell.r ?? header
    const text = problem.column && cell.c !== undefined ? `${problem.column}: ${problem.message}` : problem.message
    notes.set(r, [...(notes.get(r) ?? []), text])
  }
  const lines = rows.map((row, r) => {
    const cells = [...row.map(String), ...Array<string>(width - row.length).fill('')]
    const extra = r === header ? [PROBLEMS_COLUMN, ...(notes.get(r) ?? [])].join(' — ') : (notes.get(r) ?? []).join(' | ')
    return [...cells, extra].map((v) => quoteCsv(v, delimiter)).join(delimiter)
  })
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

function quoteCsv(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}
