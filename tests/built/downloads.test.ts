/**
 * The downloads as the built files have them. The whole-catalogue workbook of each language (the
 * one file the build writes) has a sheet per product line, where each of the line's products is a
 * block: its page's title on a row of its own, then the page's table; every product page is checked
 * there. Each kind of table, whose file the browser makes in one language (tests/browser/downloads.test.ts),
 * has its page in the other language in that language's words: the table's headers the file takes,
 * the buttons, the workbook's link. Without JavaScript the buttons are hidden by a style (tried in
 * the browser on a product page), which the comparison page has too.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import * as XLSX from 'xlsx'
import { langs } from '#src/catalogue/langs.ts'
import { localiseTable } from '#src/catalogue/localiseTable.ts'
import { catalogueDownload } from '#src/features/downloads/downloadFiles.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { blocksOf, cells, padded, REGULATORY, regulatoryOf, sheetText, shown, tableKinds, withoutIfu } from '../browser/downloadedFiles.ts'
import { builtPage, catalogue, client, pageHtml, routeOf } from '../../scripts/harness/builtSite.ts'
import { comparisonExample } from '../../scripts/harness/catalogueExamples.ts'

// A product no longer sold offers no downloads (tests/browser/edited/withdrawn.test.ts).
const tabled = catalogue.products.filter((p) => p.table && p.withdrawn === undefined)
const PRODUCT_TABLE = 'section.product-codes:not(.withdrawn-codes) table.product-table'
const comparison = comparisonExample().route
/** The downloads' style that hides the buttons without JavaScript, as the build minifies it. */
const HIDDEN_WITHOUT_SCRIPT = /@media[^{]*\(scripting:\s*none\)[^{]*\{\s*\.download-buttons\s*\{\s*display:\s*none/

describe('the whole-catalogue workbook, written by the build', () => {
  test.each(langs)("%s: a sheet per line, each page's table under its title in its line's sheet; the regulatory sheet last", (lang) => {
    const book = XLSX.read(fs.readFileSync(path.join(client, catalogueDownload(lang))))
    const pages = tabled.map((p) => {
      const urlPath = routeOf(p).path[lang]
      return { path: urlPath, line: catalogue.lines.find((l) => l.id === p.line)!.name[lang], shown: shown(builtPage(urlPath), PRODUCT_TABLE) }
    })
    const lineNames = new Set(pages.map((p) => p.line))
    expect(lineNames.size).toBeGreaterThan(5)
    // The regulatory sheet comes last, with a row per page that has the block.
    const regulatoryRows = pages.flatMap((p) => {
      const regulatory = regulatoryOf(p.shown, p.path, lang)
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
    for (const p of pages) expect(blocks.get(p.line), p.path).toContainEqual({ title: [p.shown.title], table: p.shown.rows.map(cells) })
    // Nothing else: as many blocks as pages.
    expect([...blocks.values()].flat()).toHaveLength(pages.length)
  })
})

describe('each kind of table in the language its file is not made in, in the browser', () => {
  const kinds = tableKinds(catalogue.products)
  test('the catalogue has product pages with a table to download', () => {
    expect(kinds.length).toBeGreaterThan(0)
  })
  test.each(kinds.map((k) => [k.product.path[k.other], k]))('%s: the headers the file takes, the buttons and the workbook link', (_p, { product, other }) => {
    const page = builtPage(product.path[other])
    const t = dictionaries[other]
    const { rows } = shown(page, PRODUCT_TABLE)
    expect(rows[0]).toEqual(localiseTable(product.table!, other).headers)
    expect(page.all('.download-buttons .download-button').map((b) => page.text(undefined, b))).toEqual([t['downloads.xlsx'], t['downloads.csv']])
    const link = page.one('.catalogue-links a[download]')
    expect([page.text(undefined, link), link.attribs.href]).toEqual([t['downloads.catalogue'], catalogueDownload(other)])
  })
})

describe('without JavaScript', () => {
  test.each(langs)('%s: the comparison page has the buttons under the style that hides them, and links the built workbook', (lang) => {
    const page = builtPage(comparison.path[lang])
    const t = dictionaries[lang]
    expect(page.all('.download-buttons .download-button').map((b) => page.text(undefined, b))).toEqual([t['compare.xlsx'], t['compare.csv']])
    expect(pageHtml(comparison.path[lang])).toMatch(HIDDEN_WITHOUT_SCRIPT)
    const href = page.one('.catalogue-links a[download]').attribs.href!
    expect(href).toBe(catalogueDownload(lang))
    expect(XLSX.read(fs.readFileSync(path.join(client, href))).SheetNames.length).toBeGreaterThan(0)
  })
})
