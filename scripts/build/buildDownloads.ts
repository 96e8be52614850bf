/**
 * The downloadable product tables, written with SheetJS from the same localised tables the pages
 * show (src/catalogue/localiseTable.ts): per language, an XLSX and a CSV per product with a
 * table, and the whole catalogue as one workbook with a sheet per product line. The XLSX files
 * also carry the products' regulatory data, as the pages' "Regulatory data" block gives it, on a
 * sheet of their own; a CSV holds one table, so it has the product table only.
 */
import * as XLSX from 'xlsx'
import { productTitle } from '../../src/catalogue/productTitle.ts'
import { type CatalogueData, type Lang, type Line, type Localised, langs, type Product, shownColumns } from '../../src/catalogue/schema.ts'
import { catalogueDownload, productDownloads } from '../../src/features/downloads/downloadFiles.ts'
import { localiseTable } from '../../src/catalogue/localiseTable.ts'
import { productFacts } from '../../src/features/requestList/tenderIndex.ts'
import { DECLARATION_DATE_FORMAT, ifuText, tenderColumns } from '../../src/features/requestList/tenderRows.ts'
import { yesNoWords } from '../../src/catalogue/yesNoWords.ts'
import { productTypes } from '../../src/catalogue/productTypes.ts'
import { comparisonOf } from '../../src/features/comparison/comparisonOf.ts'
import { shownComparisonColumns } from '../../src/features/comparison/comparisonRows.ts'
import { comparisonDownloads } from '../../src/features/downloads/downloadFiles.ts'

/** Excel's limit on sheet names, and the characters it refuses in them. */
const SHEET_NAME_MAX = 31
const SHEET_NAME_BANNED = /[[\]:*?/\\]/g

/** Italian Excel reads CSV split by semicolons (the comma is the decimal separator). */
const CSV_SEPARATOR: Localised<string> = { it: ';', en: ',' }
/** Without the byte order mark Excel reads UTF-8 CSV as Windows-1252 and garbles "×" and accents. */
const BOM = '\uFEFF'

type Tabled = Product & { table: NonNullable<Product['table']> }
type Row = Array<string | number | Date>

/** The rows of a sheet: the headers, then each code row; a group row is its label in the first column. */
function sheetRows(product: Tabled, lang: Lang): Row[] {
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

/**
 * The regulatory sheet's columns: the product, then the tender sheet's columns that are the same
 * for every code of a product, with the tender sheet's headers, so a buyer meets one name for each.
 */
const regulatoryKeys = [
  'product',
  'basicUdiDi',
  'emdn',
  'emdnTerm',
  'bdRdmType',
  'bdRdm',
  'riskClass',
  'sterile',
  'singleUse',
  'latexFree',
  'pvcFree',
  'methods',
  'standards',
  'storage',
  'shelfLife',
  'productPage',
  'ifu',
  'doc',
  'docIssued',
] as const
const regulatoryColumns = regulatoryKeys.map((key) => tenderColumns.find((c) => c.key === key)!)
/**
 * The regulatory sheet's name: the product page block's title (the unit test holds them together;
 * the dictionary is not imported, as its modules resolve the site's path aliases, which the build's configuration cannot).
 */
export const REGULATORY_SHEET: Localised<string> = { it: 'Dati regolatori', en: 'Regulatory data' }

/**
 * A product's row of the regulatory sheet, or null when the product has no regulatory value,
 * declaration or IFU (its page's "Regulatory data" block then gives only the company's
 * registration and certificate, which are no column of the sheet). Addresses are whole
 * (`origin` is the site's public address), so they work wherever the file is opened.
 */
function regulatoryRow(product: Product, line: Line | undefined, catalogue: CatalogueData, lang: Lang, origin: string): Row | null {
  const facts = productFacts(product, line, catalogue.ifuDocuments, lang)
  if (Object.keys(facts).length === 0) return null
  const yesNo = (v: boolean | undefined) => (v === undefined ? undefined : yesNoWords[lang][v ? 0 : 1])
  const values: Partial<Record<(typeof regulatoryKeys)[number], string | number | Date>> = {
    ...facts,
    sterile: yesNo(facts.sterile),
    singleUse: yesNo(facts.singleUse),
    latexFree: yesNo(facts.latexFree),
    pvcFree: yesNo(facts.pvcFree),
    methods: facts.methods?.join(', '),
    standards: facts.standards?.join(', '),
    shelfLife: facts.shelfLifeMonths,
    product: productTitle(line, product, lang),
    productPage: origin + product.path[lang],
    ifu: ifuText(facts.ifu, { lang, origin }),
    doc: facts.doc && origin + facts.doc.pdf,
    docIssued: facts.doc && new Date(`${facts.doc.issued}T00:00:00Z`),
  }
  return regulatoryKeys.map((key) => values[key] ?? '')
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

const writeXlsx = (book: XLSX.WorkBook) => XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer

/** The rows of a line's sheet in the whole-catalogue workbook, and their group merges. */
interface LineSheet {
  name: string
  rows: Row[]
  tableRows: Row[]
  merges: XLSX.Range[]
  /** The line's products' rows of the regulatory sheet. */
  regulatory: Row[]
}

/**
 * Every download file, by its path under the site root (without the leading "/"), each made when
 * asked for: at 2,000 products they are 7,200 files, which the writer need not hold all at once.
 * The whole-catalogue workbook of a language has a sheet per product line (a buyer scans ten tabs,
 * not 1,800): each product's title on a row of its own, then its table as on its page, a blank
 * row between products; the lines in the catalogue's order, their products in theirs. After
 * them, its regulatory sheet has a row per product, in the same order.
 */
export function* buildDownloads(catalogue: CatalogueData, origin: string): Generator<[string, Buffer | string]> {
  // A product no longer sold has no download: its page has none to offer, and the whole catalogue leaves it out.
  const tabled = catalogue.products.filter((p): p is Tabled => p.table !== undefined && p.withdrawn === undefined)
  const lines = new Map(catalogue.lines.map((l) => [l.id, l]))
  for (const lang of langs) {
    const lineSheets = new Map<string, LineSheet>(
      catalogue.lines.map((l) => [l.id, { name: l.name[lang], rows: [], tableRows: [], merges: [], regulatory: [] }]),
    )
    const regulatoryTitle = REGULATORY_SHEET[lang]
    for (const product of tabled) {
      const rows = sheetRows(product, lang)
      const title = productTitle(lines.get(product.line), product, lang)
      const sheet = sheetOf(rows, groupMerges(rows))
      const book = XLSX.utils.book_new()
      const nameSheet = sheetNamer()
      XLSX.utils.book_append_sheet(book, sheet, nameSheet(title))
      const regulatory = regulatoryRow(product, lines.get(product.line), catalogue, lang, origin)
      if (regulatory) XLSX.utils.book_append_sheet(book, regulatorySheet([regulatory], lang), nameSheet(regulatoryTitle))
      const { xlsx, csv } = productDownloads(product, lang)
      yield [xlsx.slice(1), writeXlsx(book)]
      yield [csv.slice(1), BOM + XLSX.utils.sheet_to_csv(sheet, { FS: CSV_SEPARATOR[lang], RS: '\r\n' })]

      let line = lineSheets.get(product.line)
      if (!line) lineSheets.set(product.line, (line = { name: product.line, rows: [], tableRows: [], merges: [], regulatory: [] }))
      if (line.rows.length > 0) line.rows.push([])
      line.rows.push([title])
      const first = line.rows.length
      line.rows.push(...rows)
      line.tableRows.push(...rows)
      line.merges.push(...groupMerges(line.rows, first))
      if (regulatory) line.regulatory.push(regulatory)
    }
    const whole = XLSX.utils.book_new()
    const nameSheet = sheetNamer()
    for (const line of lineSheets.values()) {
      if (line.rows.length > 0) XLSX.utils.book_append_sheet(whole, sheetOf(line.rows, line.merges, line.tableRows), nameSheet(line.name))
    }
    // After the lines' sheets, a row per product, in the order those sheets list them.
    const regulatoryRows = [...lineSheets.values()].flatMap((line) => line.regulatory)
    if (regulatoryRows.length > 0) XLSX.utils.book_append_sheet(whole, regulatorySheet(regulatoryRows, lang), nameSheet(regulatoryTitle))
    yield [catalogueDownload(lang).slice(1), writeXlsx(whole)]
    yield* comparisonFiles(catalogue, lang)
  }
}

/**
 * Each product type's comparison as a flat table for a buyer's own spreadsheet: one header row,
 * one row per code, sizes and pieces as number cells (and plain numbers in the CSV), so a
 * spreadsheet sorts and sums them.
 */
function* comparisonFiles(catalogue: CatalogueData, lang: Lang): Generator<[string, Buffer | string]> {
  for (const type of productTypes(catalogue.products)) {
    const rows = comparisonOf(type, catalogue, lang)
    const columns = shownComparisonColumns(rows)
    const table: Row[] = [columns.map((c) => c.label[lang]), ...rows.map((r) => columns.map((c) => r[c.key] ?? ''))]
    const sheet = XLSX.utils.aoa_to_sheet(table)
    sheet['!cols'] = columns.map((c) => ({ wch: c.numeric ? 12 : 28 }))
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(book, sheet, sheetNamer()(type.products[0]!.name[lang]))
    const { xlsx, csv } = comparisonDownloads(type.id, lang)
    yield [xlsx.slice(1), writeXlsx(book)]
    // Numbers as the language's spreadsheet reads them: a decimal comma in Italian, beside the semicolons.
    const cell = (v: string | number) =>
      typeof v === 'number' ? (lang === 'it' ? String(v).replace('.', ',') : String(v)) : /[";,\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v
    yield [csv.slice(1), BOM + table.map((r) => r.map((v) => cell(v as string | number)).join(CSV_SEPARATOR[lang])).join('\r\n') + '\r\n']
  }
}
