/**
 * A sheet of rows (tableSheetRows.ts, regulatoryRow.ts, comparisonSheetRows.ts) as the XLSX writer
 * the site uses in the browser takes it (write-excel-file, as the tender sheet). Loaded with the
 * writer, on click only.
 */
import type { Cell, Sheet } from 'write-excel-file/browser'
import type { Lang } from '#src/catalogue/langs.ts'
import { DECLARATION_DATE_FORMAT } from '#src/features/requestList/tenderColumns.ts'
import { isGroupRow, type SheetValue } from './tableSheetRows'

/** One font for every cell, the tender sheet's, so that the widths in characters read alike in Excel and Calc. */
export const SHEET_FONT = { fontFamily: 'Calibri', fontSize: 11 }

function cellOf(value: SheetValue, lang: Lang): Cell {
  if (typeof value === 'number') return { type: Number, value }
  // Midnight UTC: the writer counts days in UTC, so the cell shows the day the catalogue gives.
  if (value instanceof Date) return { type: Date, value, format: DECLARATION_DATE_FORMAT[lang] }
  // A web address stays text, its value the address, which a program reading values gets.
  return value === '' ? null : { type: String, value }
}

/** A sheet of these rows, `rows[0]` its header row: a group row spans the table, as on the page. */
export function xlsxSheet(name: string, rows: readonly (readonly SheetValue[])[], widths: readonly number[], lang: Lang): Sheet<Blob> {
  const width = rows[0]?.length ?? 0
  return {
    sheet: name,
    data: rows.map((row) => (isGroupRow(row, width) ? [{ type: String, value: String(row[0]), columnSpan: width }] : row.map((v) => cellOf(v, lang)))),
    columns: widths.map((w) => ({ width: w })),
  }
}
