/**
 * The downloadable product tables, written with SheetJS from the same localised tables the pages
 * show (src/pages/product/localiseTable.ts): per language, an XLSX and a CSV per product with a
 * table, and the whole catalogue as one workbook with a sheet per product line.
 */
import * as XLSX from 'xlsx'
import { productTitle } from '../../src/catalogue/productTitle.ts'
import { type CatalogueData, type Lang, type Localised, langs, type Product, shownColumns } from '../../src/catalogue/schema.ts'
import { catalogueDownload, productDownloads } from '../../src/features/downloads/downloadFiles.ts'
import { localiseTable } from '../../src/catalogue/localiseTable.ts'

/** Excel's limit on sheet names, and the characters it refuses in them. */
const SHEET_NAME_MAX = 31
const SHEET_NAME_BANNED = /[[\]:*?/\\]/g

/** Italian Excel reads CSV split by semicolons (the comma is the decimal separator). */
const CSV_SEPARATOR: Localised<string> = { it: ';', en: ',' }
/** Without the byte order mark Excel reads UTF-8 CSV as Windows-1252 and garbles "×" and accents. */
const BOM = '\uFEFF'

type Tabled = Product & { table: NonNullable<Product['table']> }
type Row = Array<string | number>

/** The rows of a sheet: the headers, then each code row; a group row is its label in the first column. */
export function sheetRows(product: Tabled, lang: Lang): Row[] {
  const table = localiseTable(product.table, lang)
  // Whole numbers (pieces per pack) stay numbers, so a purchasing sheet can multiply them. Codes and
  // GTINs stay text, even of digits only: as numbers Excel would drop a GTIN's leading zero and show it in scientific notation.
  const whole = product.table.columns.map((name) => shownColumns.find((c) => c.name === name)?.type === 'whole')
  const value = (cell: string, c: number) => (whole[c] && /^\d+$/.test(cell) ? Number(cell) : cell)
  return [table.headers, ...table.rows.map((row) => (typeof row === 'string' ? [row] : row.map(value)))]
}

/** A group label spans its table, as on the page: rows[first] is the table's header row. */
function groupMerges(rows: Row[], first = 0, end = rows.length): XLSX.Range[] {
  const width = rows[first]!.length
  const merges: XLSX.Range[] = []
  for (let r = first + 1; r < end; r++) if (rows[r]!.length === 1 && width > 1) merges.push({ s: { r, c: 0 }, e: { r, c: width - 1 } })
  return merges
}

/** The sheet of rows; `tableRows` are the header and code rows, whose text sets the column widths. */
function sheetOf(rows: Row[], merges: XLSX.Range[], tableRows: Row[] = rows): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet(rows)
  sheet['!merges'] = merges
  const widths: number[] = []
  for (const row of tableRows) {
    if (row.length < 2) continue
    row.forEach((cell, c) => (widths[c] = Math.max(widths[c] ?? 0, String(cell).length + 2)))
  }
  sheet['!cols'] = Array.from({ length: Math.max(...tableRows.map((r) => r.length)) }, (_, c) => ({ wch: Math.min(40, Math.max(8, widths[c] ?? 0)) }))
  return sheet
}

/** Unique sheet names within Excel's rules: "Steripaper – Buste piatte", "… (2)" for a repeat. */
function sheetNamer() {
  const used = new Set<string>()
  return (title: string) => {
    const clean = title.replace(SHEET_NAME_BANNED, '-').slice(0, SHEET_NAME_MAX).trim()
    let name = clean
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${clean.slice(0, SHEET_NAME_MAX - String(n).length - 3)} (${n})`
    used.add(name.toLowerCase())
    return name
  }
}

const writeXlsx = (book: XLSX.WorkBook) => XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer

/** The rows of a line's sheet in the whole-catalogue workbook, and their group merges. */
interface LineSheet {
  name: string
  rows: Row[]
  tableRows: Row[]
  merges: XLSX.Range[]
}

/**
 * Every download file, by its path under the site root (without the leading "/"), each made when
 * asked for: at 2,000 products they are 7,200 files, which the writer need not hold all at once.
 * The whole-catalogue workbook of a language has a sheet per product line (a buyer scans ten tabs,
 * not 1,800): each product's title on a row of its own, then its table as on its page, a blank
 * row between products; the lines in the catalogue's order, their products in theirs.
 */
export function* buildDownloads(catalogue: CatalogueData): Generator<[string, Buffer | string]> {
  const tabled = catalogue.products.filter((p): p is Tabled => p.table !== undefined)
  const lines = new Map(catalogue.lines.map((l) => [l.id, l]))
  for (const lang of langs) {
    const lineSheets = new Map<string, LineSheet>(catalogue.lines.map((l) => [l.id, { name: l.name[lang], rows: [], tableRows: [], merges: [] }]))
    for (const product of tabled) {
      const rows = sheetRows(product, lang)
      const title = productTitle(lines.get(product.line), product, lang)
      const sheet = sheetOf(rows, groupMerges(rows))
      const book = XLSX.utils.book_new()
      XLSX.utils.book_append_sheet(book, sheet, sheetNamer()(title))
      const { xlsx, csv } = productDownloads(product, lang)
      yield [xlsx.slice(1), writeXlsx(book)]
      yield [csv.slice(1), BOM + XLSX.utils.sheet_to_csv(sheet, { FS: CSV_SEPARATOR[lang], RS: '\r\n' })]

      let line = lineSheets.get(product.line)
      if (!line) lineSheets.set(product.line, (line = { name: product.line, rows: [], tableRows: [], merges: [] }))
      if (line.rows.length > 0) line.rows.push([])
      line.rows.push([title])
      const first = line.rows.length
      line.rows.push(...rows)
      line.tableRows.push(...rows)
      line.merges.push(...groupMerges(line.rows, first))
    }
    const whole = XLSX.utils.book_new()
    const nameSheet = sheetNamer()
    for (const line of lineSheets.values()) {
      if (line.rows.length > 0) XLSX.utils.book_append_sheet(whole, sheetOf(line.rows, line.merges, line.tableRows), nameSheet(line.name))
    }
    yield [catalogueDownload(lang).slice(1), writeXlsx(whole)]
  }
}
