/**
 * Makes a product table's download in the browser, from the table its page shows: an XLSX with the
 * table on its first sheet and the product's regulatory data on a second where it has any, or a
 * CSV of the table alone (a CSV holds one table). Loaded only when the visitor asks for a file
 * (ProductDownloads.tsx), with the XLSX writer: none of it is in any page's first load.
 */
import writeXlsxFile from 'write-excel-file/browser'
import type { LocalisedTable } from '#src/catalogue/localiseTable.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import { csvText } from './csvText'
import type { DownloadFormat } from './DownloadButtons'
import { REGULATORY_SHEET, type RegulatoryFacts, regulatoryColumns, regulatoryRow } from './regulatoryRow'
import { saveFile } from './saveFile'
import { sheetNamer } from './sheetNamer'
import { columnWidths, tableSheetRows } from './tableSheetRows'
import { SHEET_FONT, xlsxSheet } from './xlsxSheet'

export interface ProductFileRequest {
  lang: Lang
  /** The file's name without its extension. */
  file: string
  /** The product's title, as its page's: the first sheet's name and the regulatory row's product. */
  title: string
  table: LocalisedTable
  /** The product page's whole address. */
  page: string
  regulatory: RegulatoryFacts
}

export async function writeProductFile(format: DownloadFormat, { lang, file, title, table, page, regulatory }: ProductFileRequest): Promise<void> {
  const rows = tableSheetRows(table)
  if (format === 'csv') return saveFile(new Blob([csvText(rows, lang)], { type: 'text/csv;charset=utf-8' }), `${file}.csv`)
  const name = sheetNamer()
  const sheets = [xlsxSheet(name(title), rows, columnWidths(rows), lang)]
  const row = regulatoryRow(regulatory, { lang, origin: new URL(page).origin, title, page })
  if (row) {
    const headers = regulatoryColumns.map((c) => c.label[lang])
    sheets.push(
      xlsxSheet(
        name(REGULATORY_SHEET[lang]),
        [headers, row],
        regulatoryColumns.map((c) => c.width),
        lang,
      ),
    )
  }
  saveFile(await writeXlsxFile(sheets, SHEET_FONT).toBlob(), `${file}.xlsx`)
}
