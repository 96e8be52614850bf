/**
 * The shipped catalogue made `factor` times larger, for measuring the site at the size of a
 * distributor's catalogue: every product gets factor - 1 copies in its own line, each with its
 * own web address, name ("Buste piatte 7"), table sheet and codes ("SP-FP-075200-7"), and a GTIN
 * of its own for every code that has one. Texts, pictures and everything else stay as shipped.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from 'xlsx'
import { gtinCheckDigit } from '../../../src/catalogue/gtinCheckDigit.ts'
import { GTIN_DIGITS } from '../../../src/catalogue/identifiers.ts'

XLSX.set_fs(fs)

/** Excel refuses longer sheet names. */
const MAX_SHEET_NAME = 31

/**
 * The copies' GTINs: GTIN-13s with the company prefix the tables' GTINs have (so that a product's
 * Basic UDI-DI still shares it), by default in GS1's demonstration prefix 952, never a real trade item's.
 */
const DEFAULT_COMPANY_PREFIX = '9521234'
/** The GTIN columns of a table, the pack's and its box's and carton's, each made unique in a copy. */
const GTIN_COLUMNS = ['gtin', 'box_gtin', 'carton_gtin']

export function multiplyCatalogue(root: string, factor: number): void {
  const productsFile = path.join(root, 'catalogue/site/products.csv')
  const text = fs.readFileSync(productsFile, 'utf8').replace(/^\uFEFF/, '')
  const delimiter = (text.split('\n')[0]!.match(/;/g)?.length ?? 0) > (text.split('\n')[0]!.match(/,/g)?.length ?? 0) ? ';' : ','
  const wb = XLSX.read(text, { type: 'string', raw: true, FS: delimiter })
  const rows = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, raw: false, defval: '', blankrows: false })
  const header = rows[0]!.map(String)
  const col = (name: string) => header.indexOf(name)
  const originals = rows.slice(1)

  const tableName = (table: string, copy: number) => `${table.slice(0, MAX_SHEET_NAME - String(copy).length - 1)}-${copy}`
  const out: string[][] = [header]
  // Each product followed by its copies, so a line's products stay together as in the shipped order.
  for (const row of originals) {
    out.push(row)
    for (let copy = 2; copy <= factor; copy++) {
      const next = [...row]
      for (const c of ['slug_it', 'slug_en']) next[col(c)] = `${row[col(c)]}-${copy}`
      for (const c of ['name_it', 'name_en']) next[col(c)] = `${row[col(c)]} ${copy}`
      if (row[col('table')] !== '') next[col('table')] = tableName(row[col('table')]!, copy)
      out.push(next)
    }
  }
  const quote = (v: string) => (v.includes(delimiter) || /["\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  fs.writeFileSync(productsFile, `${out.map((r) => r.map(quote).join(delimiter)).join('\n')}\n`)

  // Each table sheet copied for every copy of its product, with codes and GTINs made unique; every
  // code gets a GTIN, so that the build is measured with a label page for each.
  const tablesDir = path.join(root, 'catalogue/tables')
  const books = fs
    .readdirSync(tablesDir)
    .filter((n) => n.endsWith('.xlsx'))
    .map((name) => ({ file: path.join(tablesDir, name), book: XLSX.read(fs.readFileSync(path.join(tablesDir, name)), { type: 'buffer' }) }))
  const nextGtin = gtinMaker(books.flatMap(({ book }) => book.SheetNames.flatMap((n) => gtinsOf(book.Sheets[n]!))))
  for (const { file, book } of books) {
    for (const sheetName of [...book.SheetNames]) {
      const table = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheetName]!, { header: 1, blankrows: false })
      const header = (table[0] ?? []).map(String)
      const codeCol = header.indexOf('code')
      if (codeCol < 0) continue
      let gtinCol = header.indexOf('gtin')
      if (gtinCol < 0) {
        gtinCol = header.length
        table[0] = [...(table[0] ?? []), 'gtin']
      }
      const isCode = (r: unknown[]) => r[codeCol] !== undefined && r[codeCol] !== ''
      for (const r of table.slice(1)) if (isCode(r) && (r[gtinCol] === undefined || r[gtinCol] === '')) r[gtinCol] = nextGtin()
      book.Sheets[sheetName] = XLSX.utils.aoa_to_sheet(table)
      const gtinCols = new Set([gtinCol, ...GTIN_COLUMNS.map((name) => header.indexOf(name)).filter((c) => c >= 0)])
      const copyCell = (v: unknown, c: number, copy: number) =>
        c === codeCol ? `${String(v)}-${copy}` : gtinCols.has(c) && v !== undefined && v !== '' ? nextGtin() : v
      for (let copy = 2; copy <= factor; copy++) {
        const copied = table.map((r, i) => (i === 0 || !isCode(r) ? r : r.map((v, c) => copyCell(v, c, copy))))
        XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(copied), tableName(sheetName, copy))
      }
    }
    fs.writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }))
  }
}

/** The GTINs of a sheet as the catalogue stores them, 14 digits, of every GTIN column. */
function gtinsOf(ws: XLSX.WorkSheet): string[] {
  const table = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, blankrows: false })
  const columns = GTIN_COLUMNS.map((name) => (table[0] ?? []).map(String).indexOf(name)).filter((c) => c >= 0)
  return table.slice(1).flatMap((r) => columns.flatMap((c) => (r[c] === undefined || r[c] === '' ? [] : [String(r[c]).trim().padStart(GTIN_DIGITS, '0')])))
}

/** Valid GTINs in sequence, as text of 14 digits, none of them already in use, with the company prefix most of those have. */
function gtinMaker(inUse: string[]): () => string {
  const used = new Set(inUse)
  const prefixes = new Map<string, number>()
  for (const g of inUse) prefixes.set(g.slice(1, 8), (prefixes.get(g.slice(1, 8)) ?? 0) + 1)
  const prefix = [...prefixes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? DEFAULT_COMPANY_PREFIX
  let n = 0
  return () => {
    for (;;) {
      if (n >= 100_000) throw new Error(`no more GTINs with the company prefix ${prefix}: a smaller factor, please`)
      const body = `0${prefix}${String(n++).padStart(5, '0')}`
      const gtin = `${body}${gtinCheckDigit(body)}`
      if (used.has(gtin)) continue
      used.add(gtin)
      return gtin
    }
  }
}
