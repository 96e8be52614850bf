/**
 * The downloadable product tables, written with SheetJS from the same localised tables the pages
 * show (src/pages/product/localiseTable.ts): per language, an XLSX and a CSV per product with a
 * table, and the whole catalogue as one workbook with a sheet per product.
 */
import * as XLSX from 'xlsx'
import { productTitle } from '../../src/catalogue/productTitle.ts'
import { type CatalogueData, type Lang, type Localised, langs, type Product } from '../../src/catalogue/schema.ts'
import { catalogueDownload, productDownloads } from '../../src/features/downloads/downloadFiles.ts'
import { localiseTable } from '../../src/pages/product/localiseTable.ts'

/** Excel's limit on sheet names, and the characters it refuses in them. */
const SHEET_NAME_MAX = 31
const SHEET_NAME_BANNED = /[[\]:*?/\\]/g

/** Italian Excel reads CSV split by semicolons (the comma is the decimal separator). */
const CSV_SEPARATOR: Localised<string> = { it: ';', en: ',' }
/** Without the byte order mark Excel reads UTF-8 CSV as Windows-1252 and garbles "×" and accents. */
const BOM = '\uFEFF'

type Tabled = Product & { table: NonNullable<Product['table']> }


/** The rows of a sheet: the headers, then each code row; a group row is its label in the first column. */
export function sheetRows(product: Tabled, lang: Lang): Array<Array<string | number>> {
  const table = localiseTable(product.table, lang)
  // Whole numbers (pieces per pack) stay numbers, so a purchasing sheet can multiply them.
  const value = (cell: string) => (/^\d+$/.test(cell) ? Number(cell) : cell)
  return [table.headers, ...table.rows.map((row) => (typeof row === 'string' ? [row] : row.map(value)))]
}

function sheetOf(rows: Array<Array<string | number>>): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet(rows)
  const width = rows[0]!.length
  // A group label spans the table, as on the page.
  sheet['!merges'] = rows.flatMap((r, i) => (r.length === 1 && width > 1 ? [{ s: { r: i, c: 0 }, e: { r: i, c: width - 1 } }] : []))
  sheet['!cols'] = rows[0]!.map((_, c) => ({ wch: Math.min(40, Math.max(8, ...rows.filter((r) => r.length > 1).map((r) => String(r[c] ?? '').length + 2))) }))
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

/** Every download file, by its path under the site root (without the leading "/"). */
export function buildDownloads(catalogue: CatalogueData): Map<string, Buffer | string> {
  const files = new Map<string, Buffer | string>()
  const tabled = catalogue.products.filter((p): p is Tabled => p.table !== undefined)
  const lines = new Map(catalogue.lines.map((l) => [l.id, l]))
  for (const lang of langs) {
    const whole = XLSX.utils.book_new()
    const nameSheet = sheetNamer()
    for (const product of tabled) {
      const rows = sheetRows(product, lang)
      const title = productTitle(lines.get(product.line), product, lang)
      const book = XLSX.utils.book_new()
      XLSX.utils.book_append_sheet(book, sheetOf(rows), sheetNamer()(title))
      XLSX.utils.book_append_sheet(whole, sheetOf(rows), nameSheet(title))
      const { xlsx, csv } = productDownloads(product, lang)
      files.set(xlsx.slice(1), writeXlsx(book))
      files.set(csv.slice(1), BOM + XLSX.utils.sheet_to_csv(sheetOf(rows), { FS: CSV_SEPARATOR[lang], RS: '\r\n' }))
    }
    files.set(catalogueDownload(lang).slice(1), writeXlsx(whole))
  }
  return files
}
