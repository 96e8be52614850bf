/**
 * The downloadable tables against the built pages: every product page with a table links an XLSX
 * and a CSV in its language, and both hold exactly the page's table (headers, codes, group rows,
 * same order); the whole-catalogue workbook of each language has a sheet per product line, where
 * each of the line's products is a block: its page's title on a row of its own, then the page table.
 * Where the page has a "Regulatory data" block, its XLSX has a second sheet with the block's values,
 * and the workbook's last sheet has that row too.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from 'xlsx'
import { describe, expect, test } from 'vitest'
import { langs } from '@/catalogue/langs'
import type { Lang } from '@/catalogue/schema'
import { dictionaries, type TextKey } from '@/i18n/dictionary'
import { catalogue, client, config, pageHtml as htmlOf, routes } from './fixtures'
// A product no longer sold offers no downloads (tests/e2e/withdrawn.test.ts).
const productPages = routes.filter((r) => r.page === 'product' && !r.withdrawn).flatMap((route) => langs.map((lang) => ({ lang, path: route.path[lang] })))

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim()

/**
 * A row as text cells, an empty cell the same on every side: '' whether the page has an empty <td>
 * or the file no cell at all (SheetJS leaves holes, and stops a row at its last filled cell), and
 * without the empty cells at its end. A code whose GTIN or any other optional cell is empty reads
 * the same on the page and in the files.
 */
function cells(row: ArrayLike<unknown>): string[] {
  const text = Array.from(row, (c) => String(c ?? ''))
  while (text.length > 0 && text.at(-1) === '') text.pop()
  return text
}

/** The product table of a page as text rows; the request column (controls, not data) left out. */
function htmlTable(html: string): string[][] | undefined {
  const table = html.match(/<table class="product-table">([\s\S]*?)<\/table>/)?.[1]
  if (!table) return undefined
  return [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((tr) =>
    cells([...tr[1]!.matchAll(/<(th|td)([^>]*)>([\s\S]*?)<\/\1>/g)].filter((c) => !c[2]!.includes('request-cell')).map((c) => decode(c[3]!))),
  )
}

const sheetText = (sheet: XLSX.WorkSheet) => (XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, blankrows: false }) as unknown[][]).map(cells)

/** The page's own title: its <title> without the company name after the last " | ". */
const pageTitle = (html: string) => decode(html.match(/<title>([^<]*)<\/title>/)![1]!).replace(/ \| [^|]*$/, '')

/** A line sheet's products: the rows between blank rows, the first of them the title. */
function blocksOf(sheet: XLSX.WorkSheet) {
  const rows = (XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, blankrows: true }) as unknown[][]).map(cells)
  const blocks: string[][][] = [[]]
  for (const row of rows) {
    if (row.every((c) => c === '')) blocks.push([])
    else blocks.at(-1)!.push(row)
  }
  return blocks.map(([title, ...table]) => ({ title: title!, table }))
}

/** The address the build printed in absolute links (SITE_URL). */
const siteOrigin = config.SITE_URL

/**
 * The row a page's "Regulatory data" block should be in the regulatory sheet, as far as the page
 * says it: its title, the identifiers (the EMDN with its term, the BD/RDM type and number), the
 * device attributes, the shelf life in months, its own address, the declaration's address and day. The IFU cell is checked
 * apart, against the block's links. Undefined when the page has no block, or one without any of the product's own data.
 */
function regulatoryOf(html: string, urlPath: string, lang: Lang) {
  const dl = html.match(/<section class="regulatory"[^>]*>[\s\S]*?<dl>([\s\S]*?)<\/dl><\/section>/)?.[1]
  if (!dl) return undefined
  const details = new Map([...dl.matchAll(/<dt>([^<]*)<\/dt>((?:<dd>[\s\S]*?<\/dd>)+)/g)].map((m) => [decode(m[1]!), m[2]!]))
  const t = dictionaries[lang]
  const text = (key: TextKey) => decode((details.get(t[key]) ?? '').replace(/<[^>]+>/g, ''))
  const doc = details.get(t['regulatory.doc'])
  const day = doc?.match(/datetime="(\d{4})-(\d\d)-(\d\d)"/)
  const ifuLinks = [...(details.get(t['regulatory.ifu']) ?? '').matchAll(/<a href="([^"]+)" hreflang="([^"]+)"/g)].map((m) => ({
    href: siteOrigin + m[1],
    language: m[2]!,
  }))
  // "S01010101 – TERM" and "DM1 9990001 (each code has its own, in the table)", as the block writes them.
  const [emdn = '', emdnTerm = ''] = text('regulatory.emdn').split(' – ')
  const [, bdRdmType = '', bdRdm = ''] = /^(?:(DM\d) )?(\d*)/.exec(text('regulatory.bdRdm')) ?? []
  const standards = [...(details.get(t['regulatory.standards']) ?? '').matchAll(/<abbr[^>]*>([^<]*)<\/abbr>/g)].map((m) => decode(m[1]!)).join(', ')
  const row = [
    pageTitle(html),
    text('regulatory.basicUdiDi'),
    emdn,
    emdnTerm,
    bdRdmType,
    bdRdm,
    text('regulatory.riskClass'),
    text('regulatory.sterile'),
    text('regulatory.singleUse'),
    text('regulatory.latexFree'),
    text('regulatory.pvcFree'),
    text('regulatory.methods'),
    standards,
    text('regulatory.storage'),
    // "60 mesi dalla produzione" on the page, 60 in the sheet.
    /^\d+/.exec(text('regulatory.shelfLife'))?.[0] ?? '',
    siteOrigin + urlPath,
    doc ? siteOrigin + doc.match(/href="([^"]+)"/)![1] : '',
    day ? (lang === 'it' ? `${day[3]}/${day[2]}/${day[1]}` : `${day[1]}-${day[2]}-${day[3]}`) : '',
  ]
  // The block also gives the company's registration and certificate, which no sheet column holds:
  // a block with nothing of the product's own has no row.
  const [, ...facts] = row.filter((cell) => cell !== siteOrigin + urlPath)
  if (facts.every((cell) => cell === '') && ifuLinks.length === 0) return undefined
  return { row, ifuLinks }
}

/** The regulatory sheet's columns, and where the IFU cell is among them. */
const REGULATORY_CELLS = 19
const IFU_CELL = 16
/** A regulatory sheet row of its cells, empty ones as '' (the sheet's text leaves holes for them). */
const padded = (row: readonly string[]) => Array.from({ length: REGULATORY_CELLS }, (_, i) => row[i] ?? '')
/** A regulatory sheet row without its IFU cell, to compare with regulatoryOf's row. */
const withoutIfu = (row: readonly string[]) => [...row.slice(0, IFU_CELL), ...row.slice(IFU_CELL + 1)]
const REGULATORY = { it: 'Dati regolatori', en: 'Regulatory data' } as const

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
    expect(sheetText(book.Sheets[book.SheetNames[0]!]!)).toEqual(expected)
    const regulatory = regulatoryOf(html, urlPath, lang)
    expect(book.SheetNames).toHaveLength(regulatory ? 2 : 1)
    if (regulatory) {
      expect(book.SheetNames[1]).toBe(REGULATORY[lang])
      const [, row] = sheetText(book.Sheets[REGULATORY[lang]]!)
      expect(withoutIfu(padded(row!))).toEqual(regulatory.row)
      // The IFU addresses are the block's document pages: those in the sheet's language when there are any.
      const addresses = row![IFU_CELL] ? row![IFU_CELL].split('; ').map((a) => a.replace(/^[a-z]{2}: /, '')) : []
      const own = regulatory.ifuLinks.filter((l) => l.language === lang)
      expect(addresses.toSorted()).toEqual((own.length > 0 ? own : regulatory.ifuLinks).map((l) => l.href).toSorted())
    }
    const csv = fs.readFileSync(path.join(client, csvUrl), 'utf8')
    expect(csv.startsWith('\uFEFF'), 'a byte order mark, so Excel reads UTF-8').toBe(true)
    const fromCsv = XLSX.read(csv.slice(1), { type: 'string', FS: lang === 'it' ? ';' : ',', raw: true })
    expect(sheetText(fromCsv.Sheets[fromCsv.SheetNames[0]!]!)).toEqual(expected)
  })

  test.each(langs)("%s: the whole-catalogue workbook has a sheet per line, each page's table under its title in its line's sheet", (lang) => {
    const pages = withTable.filter((p) => p.lang === lang)
    const urls = new Set(pages.map((p) => htmlOf(p.path).match(/href="(\/downloads\/[^"]+\/(catalogo|catalogue)\.xlsx)"/)?.[1]))
    expect([...urls]).toEqual([lang === 'it' ? '/downloads/it/catalogo.xlsx' : '/downloads/en/catalogue.xlsx'])
    const book = XLSX.read(fs.readFileSync(path.join(client, [...urls][0]!)))
    const lineOf = (urlPath: string) => {
      const product = catalogue.products.find((p) => p.path[lang] === urlPath)!
      return catalogue.lines.find((l) => l.id === product.line)!.name[lang]
    }
    const lineNames = new Set(pages.map((p) => lineOf(p.path)))
    expect(lineNames.size).toBeGreaterThan(5)
    // The regulatory sheet comes last, with a row per page that has the block.
    const regulatoryRows = pages.flatMap((p) => {
      const regulatory = regulatoryOf(htmlOf(p.path), p.path, lang)
      return regulatory ? [regulatory.row] : []
    })
    if (regulatoryRows.length > 0) {
      expect(book.SheetNames.at(-1)).toBe(REGULATORY[lang])
      const [, ...rows] = sheetText(book.Sheets[REGULATORY[lang]]!)
      expect(rows.map((r) => withoutIfu(padded(r))).toSorted()).toEqual(regulatoryRows.toSorted())
    }
    const lineSheets = regulatoryRows.length > 0 ? book.SheetNames.slice(0, -1) : book.SheetNames
    expect(lineSheets.toSorted()).toEqual([...lineNames].toSorted())
    const blocks = new Map(lineSheets.map((n) => [n, blocksOf(book.Sheets[n]!)]))
    for (const p of pages) {
      const html = htmlOf(p.path)
      expect(blocks.get(lineOf(p.path)), p.path).toContainEqual({ title: [pageTitle(html)], table: htmlTable(html) })
    }
    // Nothing else: as many blocks as pages.
    expect([...blocks.values()].flat()).toHaveLength(pages.length)
  })
})
