/**
 * The shipped catalogue made `factor` times larger, for measuring the site at the size of a
 * distributor's catalogue: every product gets factor - 1 copies in its own line, each with its
 * own web address, name ("Buste piatte 7"), table sheet and codes ("SP-FP-075200-7"). Texts,
 * pictures and everything else stay as shipped.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from 'xlsx'

XLSX.set_fs(fs)

/** Excel refuses longer sheet names. */
const MAX_SHEET_NAME = 31

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

  // Each table sheet copied for every copy of its product, with codes made unique.
  const tablesDir = path.join(root, 'catalogue/tables')
  for (const name of fs.readdirSync(tablesDir).filter((n) => n.endsWith('.xlsx'))) {
    const file = path.join(tablesDir, name)
    const book = XLSX.read(fs.readFileSync(file), { type: 'buffer' })
    for (const sheetName of [...book.SheetNames]) {
      const table = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheetName]!, { header: 1, blankrows: false })
      const codeCol = (table[0] ?? []).map(String).indexOf('code')
      for (let copy = 2; copy <= factor; copy++) {
        const copied = table.map((r, i) => (i === 0 || r[codeCol] === undefined || r[codeCol] === '' ? r : r.map((v, c) => (c === codeCol ? `${String(v)}-${copy}` : v))))
        XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(copied), tableName(sheetName, copy))
      }
    }
    fs.writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }))
  }
}
