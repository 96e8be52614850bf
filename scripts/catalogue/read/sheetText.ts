import * as XLSX from 'xlsx'
import { headerRowOf } from '../report/locateProblems.ts'

/**
 * A sheet as lines of text: its columns, then one line per row with each value named by its
 * column ("flat-pouches | code: SP-FP-075200 | width_mm: 75 | pieces: 2000"). Empty rows are left out.
 */
export function sheetLines(ws: XLSX.WorkSheet, sheetName: string | undefined): string[] {
  const rows = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, raw: true, defval: '', blankrows: true })
  const header = headerRowOf(ws)
  const labels = (rows[header] ?? []).map((v, c) => (String(v).trim() === '' ? `column ${XLSX.utils.encode_col(c)}` : String(v).trim()))
  const prefix = sheetName === undefined ? '' : `${sheetName} | `
  const lines = [`${prefix}columns: ${labels.join(', ')}`]
  for (const row of rows.slice(header + 1)) {
    const cells = row.flatMap((v, c) => (cellText(v) === '' ? [] : [`${labels[c] ?? `column ${XLSX.utils.encode_col(c)}`}: ${cellText(v)}`]))
    if (cells.length > 0) lines.push(`${prefix}${cells.join(' | ')}`)
  }
  return lines
}

function cellText(v: unknown): string {
  if (v instanceof Date) return v.toISOString().slice(0, 10)
  return String(v ?? '')
    .trim()
    .replace(/\r?\n/g, '\\n')
}
