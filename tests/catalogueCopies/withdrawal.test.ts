/**
 * Withdrawing a product or a code in the small catalogue, as catalogue/README.md tells a
 * product manager to: a date in its "withdrawn" cell. It leaves the lists, the search, the sitemap and
 * the request list; its page, its IFUs and their lookup stay. Deleting the row of a product an IFU
 * names is refused, with the withdrawal as the way.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from 'xlsx'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { sitemapXml } from '../../scripts/site/emitters/sitemapXml.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import type { CatalogueData, SearchItem } from '../../src/catalogue/generatedData.ts'
import type { Route } from '../../src/catalogue/route.ts'
import { assembleIfuLookupIndex, lookUpCode } from '../../src/features/ifu/ifuLookupIndex.ts'
import { codeIndex } from '../../src/features/requestList/codeIndex.ts'
import {
  type Csv,
  column,
  giveOwnIfu,
  makeSmallCatalogue,
  readCsv,
  readWorkbook,
  removeCopy,
  workbookTables,
  writeCsv,
  writeWorkbook,
} from '../../scripts/harness/catalogueCopy.ts'

let root: string
beforeEach(() => {
  root = makeSmallCatalogue()
})
afterEach(() => removeCopy(root))

const PRODUCTS = 'catalogue/site/products.csv'
const IFU = 'catalogue/site/ifu.csv'
const TODAY = new Date().toISOString().slice(0, 10)

function editCsv(file: string, edit: (csv: Csv) => void): void {
  const csv = readCsv(path.join(root, file))
  edit(csv)
  writeCsv(path.join(root, file), csv)
}

/** Adds the column if the sheet has none. */
function setCell(csv: Csv, row: number, name: string, value: string): void {
  if (!csv.header.includes(name)) {
    csv.header.push(name)
    for (const r of csv.rows) r.push('')
  }
  csv.rows[row]![column(csv, name)] = value
}

function generate() {
  const out = path.join(root, 'out')
  const { problems } = generateCatalogue({ root, outDir: out })
  expect(problems).toEqual([])
  const read = <T>(name: string) => JSON.parse(fs.readFileSync(path.join(out, name), 'utf8')) as T
  return { catalogue: read<CatalogueData>('catalogue.json'), routes: read<Route[]>('routes.json'), search: read<SearchItem[]>('search-it.json') }
}

/** The first product with a workbook table, its id, and an IFU of its own naming it. */
function productWithItsOwnIfu(): { index: number; id: string; workbook: string; sheet: string; codeRows: number[] } {
  const table = workbookTables(root, 2)[0]!
  const products = readCsv(path.join(root, PRODUCTS))
  const index = table.productRow - 2
  const row = products.rows[index]!
  const id = `${row[column(products, 'line')]}/${row[column(products, 'slug_en')]}`
  giveOwnIfu(root, id)
  return { index, id, ...table }
}

describe('a withdrawn product', () => {
  test('leaves the lists, the search, the sitemap and the request list, and keeps its page, its IFUs and their lookup', () => {
    const { index, id } = productWithItsOwnIfu()
    const before = generate()
    const code = before.catalogue.products.find((p) => p.id === id)!.table!.rows.find((r) => r.kind === 'item')!
    editCsv(PRODUCTS, (csv) => setCell(csv, index, 'withdrawn', TODAY))
    const { catalogue, routes, search } = generate()

    const product = catalogue.products.find((p) => p.id === id)!
    expect(product.withdrawn).toBe(TODAY)
    expect(catalogue.lines.find((l) => l.id === product.line)!.products).not.toContain(id)
    expect(search.map((s) => s.id)).not.toContain(id)
    const route = routes.find((r) => r.id === `product:${id}`)!
    expect(route).toMatchObject({ page: 'product', withdrawn: true })
    const sitemap = sitemapXml(routes, 'https://www.example.com')
    expect(sitemap).not.toContain(`<loc>https://www.example.com${route.path.it}</loc>`)
    expect(sitemap).not.toContain(`<loc>https://www.example.com${route.path.en}</loc>`)
    if (code.kind !== 'item') throw new Error('no code')
    expect(codeIndex(catalogue, 'it')[code.item.code]).toBeUndefined()
    // Its IFU documents still cover it, and a code on a box in use still finds them.
    expect(catalogue.ifuDocuments.filter((d) => d.products.includes(id)).map((d) => d.document)).toContain('IFU-OWN')
    expect(lookUpCode(assembleIfuLookupIndex(catalogue), code.item.code, 'it')?.documents.map((d) => d.page)).toContain('own-ifu')
  })

  test('a withdrawal day in the future is refused at its cell', () => {
    editCsv(PRODUCTS, (csv) => setCell(csv, 0, 'withdrawn', '2999-01-01'))
    const { problems } = generateCatalogue({ root, check: true })
    expect(problems).toEqual([expect.objectContaining({ file: PRODUCTS, row: 2, column: 'withdrawn', code: 'future-withdrawal' })])
  })

  test('deleting its row instead, while an IFU names it, is refused with the withdrawal as the way', () => {
    const { index, id } = productWithItsOwnIfu()
    // Each row of ifu.csv that names it: the one just given, and any the catalogue had.
    const ifu = readCsv(path.join(root, IFU))
    const naming = ifu.rows.flatMap((r, i) => (r[column(ifu, 'products')]!.split(',').some((x) => x.trim() === id) ? [i + 2] : []))
    editCsv(PRODUCTS, (csv) => {
      csv.rows.splice(index, 1)
    })
    const { problems } = generateCatalogue({ root, check: true })
    // Other sheets may name it too (validations.csv, sealing.csv): each says the same.
    const named = problems.filter((p) => p.code === 'unknown-product')
    expect(named.filter((p) => p.file === IFU).map((p) => p.row)).toEqual(naming)
    for (const p of named) expect(p.message).toContain('"withdrawn" column')
    for (const p of named.filter((p) => p.file === IFU)) expect(p.column).toBe('products')
  })
})

describe('a withdrawn code', () => {
  function withdrawCode(rowOf: (codeRows: number[]) => number[], date = TODAY) {
    const { workbook, sheet, codeRows } = workbookTables(root, 2)[0]!
    const wb = readWorkbook(path.join(root, workbook))
    const ws = wb.Sheets[sheet]!
    const range = XLSX.utils.decode_range(ws['!ref']!)
    const c = range.e.c + 1
    ws[XLSX.utils.encode_cell({ r: 0, c })] = { t: 's', v: 'withdrawn' }
    for (const row of rowOf(codeRows)) ws[XLSX.utils.encode_cell({ r: row - 1, c })] = { t: 's', v: date }
    ws['!ref'] = XLSX.utils.encode_range({ s: range.s, e: { r: range.e.r, c } })
    writeWorkbook(path.join(root, workbook), wb)
    const codeCol = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1 })[0]!.indexOf('code')
    return { workbook, sheet, codes: rowOf(codeRows).map((r) => String(ws[XLSX.utils.encode_cell({ r: r - 1, c: codeCol })].v)) }
  }

  test('leaves its table and the request list, and is listed apart with its day', () => {
    const { codes } = withdrawCode((rows) => [rows[0]!])
    const { catalogue } = generate()
    const product = catalogue.products.find((p) => p.table?.withdrawn?.some((w) => w.code === codes[0]))!
    expect(product.table!.withdrawn).toEqual([expect.objectContaining({ code: codes[0], withdrawn: TODAY })])
    expect(product.table!.rows.some((r) => r.kind === 'item' && r.item.code === codes[0])).toBe(false)
    expect(codeIndex(catalogue, 'en')[codes[0]!]).toBeUndefined()
  })

  test('every code withdrawn and the product not: refused, saying to withdraw the product', () => {
    withdrawCode((rows) => rows)
    const { problems } = generateCatalogue({ root, check: true })
    expect(problems).toEqual([expect.objectContaining({ file: PRODUCTS, column: 'withdrawn', code: 'no-code-sold' })])
  })

  test('a withdrawal day in the future is refused at its cell', () => {
    const { workbook, sheet } = withdrawCode((rows) => [rows[0]!], '2999-01-01')
    const { problems } = generateCatalogue({ root, check: true })
    expect(problems).toEqual([expect.objectContaining({ file: workbook, sheet, column: 'withdrawn', code: 'future-withdrawal' })])
  })
})
