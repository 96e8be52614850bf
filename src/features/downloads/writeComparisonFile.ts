/**
 * Makes a comparison's download in the browser, from the columns and rows its page shows: an XLSX
 * of one sheet, or a CSV. Loaded only when the visitor asks for a file (ComparisonDownloads.tsx).
 */
import writeXlsxFile from 'write-excel-file/browser'
import type { Lang } from '#src/catalogue/langs.ts'
import type { ComparisonRow } from '#src/features/comparison/comparisonRows.ts'
import { type ComparisonColumn, comparisonSheetRows, comparisonWidths } from './comparisonSheetRows'
import { csvText } from './csvText'
import type { DownloadFormat } from './DownloadButtons'
import { saveFile } from './saveFile'
import { sheetNamer } from './sheetNamer'
import { SHEET_FONT, xlsxSheet } from './xlsxSheet'

export interface ComparisonFileRequest {
  lang: Lang
  /** The file's name without its extension. */
  file: string
  /** The sheet's name: the product type's ("Buste piatte"). */
  sheet: string
  columns: readonly ComparisonColumn[]
  rows: readonly ComparisonRow[]
}

export async function writeComparisonFile(format: DownloadFormat, { lang, file, sheet, columns, rows }: ComparisonFileRequest): Promise<void> {
  const table = comparisonSheetRows(columns, rows)
  if (format === 'csv') return saveFile(new Blob([csvText(table, lang)], { type: 'text/csv;charset=utf-8' }), `${file}.csv`)
  const book = [xlsxSheet(sheetNamer()(sheet), table, comparisonWidths(columns), lang)]
  saveFile(await writeXlsxFile(book, SHEET_FONT).toBlob(), `${file}.xlsx`)
}
