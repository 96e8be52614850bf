/**
 * A product table as the rows of a sheet, from the table its page shows (localiseTable.ts): the
 * product's download, made in the browser, and its block in the whole-catalogue workbook, made by
 * the build, both come from here. Pure, no React: the build loads it in Node.
 */
import type { LocalisedTable } from '../../catalogue/localiseTable.ts'

/** A cell: text stays text, a number is a number cell, a date a date cell; '' is an empty cell. */
export type SheetValue = string | number | Date

/** Column widths in characters: room for a short header, and no column wider than a screen's third. */
const MIN_WIDTH = 8
const MAX_WIDTH = 40

/** The headers, then each code row; a group row is its label alone, which spans the table. */
export function tableSheetRows(table: LocalisedTable): (string | number)[][] {
  // Counts (pieces per pack) are numbers, so a purchasing sheet can multiply them. Codes and GTINs
  // stay text, even of digits only: as numbers a GTIN would lose its leading zero.
  const value = (cell: string, c: number) => (table.counts[c] && /^\d+$/.test(cell) ? Number(cell) : cell)
  return [table.headers, ...table.rows.map((row) => (typeof row === 'string' ? [row] : row.map(value)))]
}

/** A row that spans its table: a group label alone on its row. */
export const isGroupRow = (row: readonly SheetValue[], width: number): boolean => row.length === 1 && width > 1

/** Each column as wide as its longest header or cell, within bounds; group rows, which span the table, set none. */
export function columnWidths(rows: readonly (readonly SheetValue[])[]): number[] {
  const widths: number[] = []
  for (const row of rows) {
    if (row.length < 2) continue
    row.forEach((cell, c) => (widths[c] = Math.max(widths[c] ?? 0, String(cell).length + 2)))
  }
  return Array.from({ length: Math.max(0, ...rows.map((r) => r.length)) }, (_, c) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widths[c] ?? 0)))
}
