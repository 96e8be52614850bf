/**
 * The whole catalogue as one workbook per language, written with SheetJS from the same localised
 * tables the pages show (src/catalogue/localiseTable.ts), with a sheet per product line and, after
 * them, the products' regulatory data as the pages' "Regulatory data" block gives it. A product's
 * own table and a comparison are made in the browser on click (src/features/downloads), from the
 * same rows: tableSheetRows and regulatoryRow.
 */
import * as XLSX from 'xlsx'
import { productTitle } from '../../../src/catalogue/productTitle.ts'
import type { CatalogueData, Product } from '../../../src/catalogue/generatedData.ts'
import { type Lang, langs } from '../../../src/catalogue/langs.ts'
import { catalogueDownload } from '../../../src/features/downloads/downloadFiles.ts'
import { localiseTable } from '../../../src/catalogue/localiseTable.ts'
import { productFacts } from '../../../src/features/requestList/tenderIndex.ts'
import { DECLARATION_DATE_FORMAT } from '../../../src/features/requestList/tenderColumns.ts'
import { REGULATORY_SHEET, regulatoryColumns, regulatoryRow } from '../../../src/features/downloads/regulatoryRow.ts'
import { sheetNamer } from '../../../src/features/downloads/sheetNamer.ts'
import { columnWidths, isGroupRow, type SheetValue, tableSheetRows } from '../../../src/features/downloads/tableSheetRows.ts'

type Row = SheetValue[]

/** A group label spans its table, as on the page: rows[first] is the table's header row. */
function groupMerges(rows: Row[], first: number): XLSX.Range[] {
  const width = rows[first]!.length
  const merges: XLSX.Range[] = []
  for (let r = first + 1; r < rows.length; r++) if (isGroupRow(rows[r]!, width)) merges.push({ s: { r, c: 0 }, e: { r, c: width - 1 } })
  return merges
}

/** The regulatory sheet of these rows, under the headers of the page language, its columns as wide as the tender sheet's. */
function regulatorySheet(rows: Row[], lang: Lang): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet([regulatoryColumns.map((c) => c.label[lang]), ...rows], { dateNF: DECLARATION_DATE_FORMAT[lang], UTC: true })
  sheet['!cols'] = regulatoryColumns.map((c) => ({ wch: c.width }))
  linkAddresses(sheet)
  return sheet
}

/** A cell holding one web address opens it: the address is a link, as in the tender sheet. */
function linkAddresses(sheet: XLSX.WorkSheet): void {
  for (const [ref, cell] of Object.entries(sheet)) {
    if (!ref.startsWith('!') && typeof (cell as XLSX.CellObject).v === 'string' && /^https?:\/\/\S+$/.test((cell as XLSX.CellObject).v as string))
      (cell as XLSX.CellObject).l = { Target: (cell as XLSX.CellObject).v as string }
  }
}

/** A line's sheet: each of its products' title on a row of its own, then its table, a blank row between products. */
interface LineSheet {
  name: string
  rows: Row[]
  /** The header and code rows, whose text sets the column widths. */
  tableRows: Row[]
  merges: XLSX.Range[]
  /** The line's products' rows of the regulatory sheet. */
  regulatory: Row[]
}

/**
 * The whole-catalogue workbook of a language, by its path under the site root (without the leading
 * "/"). It has a sheet per product line (a buyer scans ten tabs, not 1,800), the lines in the
 * catalogue's order, their products in theirs. After them, its regulatory sheet has a row per
 * product, in the same order. `origin` is the site's public address: the sheet's addresses are whole.
 */
export function* catalogueWorkbooks(catalogue: CatalogueData, origin: string): Generator<[string, Buffer]> {
  // A product no longer sold is in no download: its page offers none, and the whole catalogue leaves it out.
  const tabled = catalogue.products.filter((p): p is Product & { table: NonNullable<Product['table']> } => p.table !== undefined && p.withdrawn === undefined)
  const lines = new Map(catalogue.lines.map((l) => [l.id, l]))
  for (const lang of langs) {
    const lineSheets = new Map<string, LineSheet>(
      catalogue.lines.map((l) => [l.id, { name: l.name[lang], rows: [], tableRows: [], merges: [], regulatory: [] }]),
    )
    for (const product of tabled) {
      const rows = tableSheetRows(localiseTable(product.table, lang))
      const title = productTitle(lines.get(product.line), product, lang)
      let line = lineSheets.get(product.line)
      if (!line) lineSheets.set(product.line, (line = { name: product.line, rows: [], tableRows: [], merges: [], regulatory: [] }))
      if (line.rows.length > 0) line.rows.push([])
      line.rows.push([title])
      const first = line.rows.length
      line.rows.push(...rows)
      line.tableRows.push(...rows)
      line.merges.push(...groupMerges(line.rows, first))
      const facts = productFacts(product, lines.get(product.line), catalogue.ifuDocuments, lang, catalogue.cycles)
      const regulatory = regulatoryRow(facts, { lang, origin, title, page: origin + product.path[lang] })
      if (regulatory) line.regulatory.push(regulatory)
    }
    const whole = XLSX.utils.book_new()
    const nameSheet = sheetNamer()
    for (const line of lineSheets.values()) {
      if (line.rows.length === 0) continue
      const sheet = XLSX.utils.aoa_to_sheet(line.rows)
      sheet['!merges'] = line.merges
      sheet['!cols'] = columnWidths(line.tableRows).map((wch) => ({ wch }))
      XLSX.utils.book_append_sheet(whole, sheet, nameSheet(line.name))
    }
    // After the lines' sheets, a row per product, in the order those sheets list them.
    const regulatoryRows = [...lineSheets.values()].flatMap((line) => line.regulatory)
    if (regulatoryRows.length > 0) XLSX.utils.book_append_sheet(whole, regulatorySheet(regulatoryRows, lang), nameSheet(REGULATORY_SHEET[lang]))
    yield [catalogueDownload(lang).slice(1), XLSX.write(whole, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer]
  }
}
