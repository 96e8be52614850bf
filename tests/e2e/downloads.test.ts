/**
 * The downloadable tables against the built pages: every product page with a table links an XLSX
 * and a CSV in its language, and both hold exactly the page's table (headers, codes, group rows,
 * same order); the whole-catalogue workbook of each language has a sheet per product, the same.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from 'xlsx'
import { describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '@/catalogue/generatedDir'
import type { Route } from '@/catalogue/schema'

const root = path.resolve(import.meta.dirname, '../..')
const client = path.join(root, process.env.OUT_DIR ?? 'dist', 'client')
const routes = JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'routes.json'), 'utf8')) as Route[]
const productPages = routes.filter((r) => r.page === 'product').flatMap((route) => (['it', 'en'] as const).map((lang) => ({ lang, path: route.path[lang] })))

const htmlOf = (urlPath: string) => fs.readFileSync(path.join(client, `${urlPath.slice(1)}/index.html`), 'utf8')
const decode = (s: string) =>
  s.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").trim()

/** The product table of a page as text rows; the request column (controls, not data) left out. */
function htmlTable(html: string): string[][] | undefined {
  const table = html.match(/<table class="product-table">([\s\S]*?)<\/table>/)?.[1]
  if (!table) return undefined
  return [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((tr) =>
    [...tr[1]!.matchAll(/<(th|td)([^>]*)>([\s\S]*?)<\/\1>/g)].filter((c) => !c[2]!.includes('request-cell')).map((c) => decode(c[3]!)),
  )
}

const sheetText = (sheet: XLSX.WorkSheet) =>
  (XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, blankrows: false }) as unknown[][]).map((r) => r.map((c) => String(c ?? '')))

const linkOf = (html: string, ext: string) => html.match(new RegExp(`href="(/downloads/[^"]+\\.${ext})"`))?.[1]

describe('product table downloads', () => {
  const withTable = productPages.filter((p) => htmlTable(htmlOf(p.path)))

  test('most product pages have a table to download', () => {
    expect(withTable.length).toBeGreaterThan(60)
  })

  test.each(withTable.map((p) => [p.path, p]))('%s: XLSX and CSV hold exactly the page table', (_p, { lang, path: urlPath }) => {
    const html = htmlOf(urlPath)
    const expected = htmlTable(html)!
    const xlsxUrl = linkOf(html, 'xlsx')!
    const csvUrl = linkOf(html, 'csv')!
    expect(xlsxUrl).toMatch(new RegExp(`^/downloads/${lang}/`))
    const book = XLSX.read(fs.readFileSync(path.join(client, xlsxUrl)))
    expect(book.SheetNames).toHaveLength(1)
    expect(sheetText(book.Sheets[book.SheetNames[0]!]!)).toEqual(expected)
    const csv = fs.readFileSync(path.join(client, csvUrl), 'utf8')
    expect(csv.startsWith('\uFEFF'), 'a byte order mark, so Excel reads UTF-8').toBe(true)
    const fromCsv = XLSX.read(csv.slice(1), { type: 'string', FS: lang === 'it' ? ';' : ',', raw: true })
    expect(sheetText(fromCsv.Sheets[fromCsv.SheetNames[0]!]!)).toEqual(expected)
  })

  test.each(['it', 'en'] as const)('%s: the whole-catalogue workbook has one sheet per product, each the page table', (lang) => {
    const pages = withTable.filter((p) => p.lang === lang)
    const urls = new Set(pages.map((p) => htmlOf(p.path).match(/href="(\/downloads\/[^"]+\/(catalogo|catalogue)\.xlsx)"/)?.[1]))
    expect([...urls]).toEqual([lang === 'it' ? '/downloads/it/catalogo.xlsx' : '/downloads/en/catalogue.xlsx'])
    const book = XLSX.read(fs.readFileSync(path.join(client, [...urls][0]!)))
    expect(book.SheetNames).toHaveLength(pages.length)
    const sheets = book.SheetNames.map((n) => sheetText(book.Sheets[n]!))
    for (const p of pages) expect(sheets).toContainEqual(htmlTable(htmlOf(p.path)))
  })
})
