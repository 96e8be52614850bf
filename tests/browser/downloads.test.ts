/**
 * The downloads, as a visitor makes them. On a product page of each kind of table (each set of
 * columns, with and without group rows, with and without regulatory data), in one language, the
 * kinds alternating: the first click loads the writer, and not before; the buttons make the table as
 * XLSX and CSV in the page, and both hold exactly the page's table (headers, codes, group rows
 * spanning the table, same order), counts as numbers and codes as text; where the page has a
 * "Regulatory data" block, the XLSX has a second sheet with the block's values. The other
 * language's words, and the whole-catalogue workbook the build writes, are tests/built/downloads.test.ts's;
 * the comparison's download is comparison.test.ts's.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Route } from '@playwright/test'
import * as XLSX from 'xlsx'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { SITE_BUDGETS } from '../../scripts/bench/site/budgets.ts'
import { builtPage, catalogue, client } from '../../scripts/harness/builtSite.ts'
import {
  cells,
  countHeaders,
  csvRows,
  download,
  IFU_CELL,
  origin,
  padded,
  REGULATORY,
  regulatoryOf,
  sheetNameOf,
  sheetText,
  shown,
  tableKinds,
  typedCells,
  withoutIfu,
} from './downloadedFiles.ts'
import { expect, test, visit } from './siteTest.ts'

const kinds = tableKinds(catalogue.products)
const PRODUCT_TABLE = 'section.product-codes:not(.withdrawn-codes) table.product-table'
/** The XLSX writer's own code: a script that writes a workbook's shared strings. */
const isWriter = (url: string) => fs.readFileSync(path.join(client, url), 'utf8').includes('sharedStrings.xml')

test('the catalogue has product pages with a table to download', () => {
  expect(kinds.length).toBeGreaterThan(0)
})

test.describe('product table downloads, made in the page', () => {
  for (const { lang, path: urlPath } of kinds) {
    test(`${urlPath}: the writer loaded on the first click; XLSX and CSV hold exactly the page table`, async ({ page }) => {
      const t = dictionaries[lang]
      const scripts: string[] = []
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
      })
      await visit(page, urlPath)
      const onPage = shown(builtPage(urlPath), PRODUCT_TABLE)
      const stem = urlPath.split('/').filter(Boolean).join('-')

      expect(scripts.filter(isWriter), 'the writer is not loaded before the click').toEqual([])
      const before = scripts.length
      const xlsx = await download(page, t['downloads.xlsx'])
      const onClick = scripts.slice(before)
      expect(onClick.filter(isWriter)).toHaveLength(1)
      const bytes = onClick.reduce((sum, url) => sum + gzipSync(fs.readFileSync(path.join(client, url))).length, 0)
      expect(bytes, 'the code the first click loads, gzip').toBeLessThanOrEqual(SITE_BUDGETS.tableDownloadJsBytes)

      expect(xlsx.name).toBe(`${stem}.xlsx`)
      // cellStyles: SheetJS reads the column widths only then.
      const book = XLSX.read(xlsx.bytes, { cellStyles: true })
      const regulatory = regulatoryOf(onPage, urlPath, lang)
      expect(book.SheetNames).toEqual(regulatory ? [sheetNameOf(onPage.title), REGULATORY[lang]] : [sheetNameOf(onPage.title)])
      const sheet = book.Sheets[book.SheetNames[0]!]!
      expect(sheetText(sheet)).toEqual(onPage.rows.map(cells))
      // A group row spans the table, as on the page.
      const width = onPage.rows[0]!.length
      expect((sheet['!merges'] ?? []).map((m) => [m.s.r, m.s.c, m.e.r, m.e.c])).toEqual(onPage.groups.map((r) => [r, 0, r, width - 1]))
      // Counts are numbers, everything else text (a GTIN keeps its leading zero); an empty cell is none.
      const counts = countHeaders(lang)
      const typed = typedCells(sheet, onPage.rows[0]!, onPage.groups).filter(({ cell }) => cell !== undefined && cell.v !== '')
      expect(typed.map(({ header, cell }) => [header, cell!.t])).toEqual(typed.map(({ header }) => [header, counts.has(header) ? 'n' : 's']))
      // Each column as wide as its text, within 8 and 40 characters.
      const widths = (sheet['!cols'] ?? []).map((c) => c.wch ?? 0)
      expect(widths).toHaveLength(width)
      onPage.rows[0]!.forEach((_, c) => {
        const longest = Math.max(...onPage.rows.filter((r) => r.length > 1).map((r) => (r[c] ?? '').length))
        expect(widths[c]).toBeGreaterThanOrEqual(Math.min(40, Math.max(8, longest + 2)) - 1)
        expect(widths[c]).toBeLessThanOrEqual(41)
      })

      if (regulatory) {
        const regSheet = book.Sheets[REGULATORY[lang]]!
        const [, row] = sheetText(regSheet)
        expect(withoutIfu(padded(row!))).toEqual(regulatory.row)
        // The IFU addresses are the block's document pages: those in the sheet's language when there are any.
        const addresses = row![IFU_CELL] ? row![IFU_CELL].split('; ').map((a) => a.replace(/^[a-z]{2}: /, '')) : []
        const own = regulatory.ifuLinks.filter((l) => l.language === lang)
        expect(addresses.toSorted()).toEqual((own.length > 0 ? own : regulatory.ifuLinks).map((l) => l.href).toSorted())
        // The declaration's day is a date, the shelf life a number; an address is its text (the writer has no link cells).
        const cell = (c: number) => regSheet[XLSX.utils.encode_cell({ r: 1, c })] as XLSX.CellObject | undefined
        // Cells by their place in the row without the IFU cell, which comes before the declaration's two.
        const at = (c: number) => (c < IFU_CELL ? c : c + 1)
        const [DOC_DAY, SHELF_LIFE, PAGE] = [regulatory.row.length - 1, IFU_CELL - 2, IFU_CELL - 1]
        if (regulatory.row[DOC_DAY]) expect(XLSX.SSF.is_date(cell(at(DOC_DAY))!.z as string), 'a date format').toBe(true)
        if (regulatory.row[SHELF_LIFE]) expect(cell(SHELF_LIFE)!.t).toBe('n')
        expect([cell(PAGE)!.t, cell(PAGE)!.v]).toEqual(['s', origin + urlPath])
      }

      const csv = await download(page, t['downloads.csv'])
      expect(csv.name).toBe(`${stem}.csv`)
      const read = csvRows(csv.bytes, lang)
      expect(read.problems).toEqual([])
      expect(read.rows).toEqual(onPage.rows.map(cells))
    })
  }
})

test('while the file is made the button says so; a failure is said beside the buttons, and the next click makes the file', async ({
  page,
  context,
  problems,
}) => {
  const { lang, path: urlPath } = kinds[1] ?? kinds[0]!
  const t = dictionaries[lang]
  await visit(page, urlPath)
  const button = page.locator('.download-button').first()
  // The writer's code held until the test has seen the button at work, then refused: a connection that drops.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const dropped = async (route: Route) => {
    await held
    await route.abort('internetdisconnected')
  }
  await context.route('**/assets/**', dropped)
  await button.click()
  await expect(button).toHaveText(t['downloads.working'])
  await expect(button).toHaveAttribute('aria-disabled', 'true')
  release()
  const alert = page.getByRole('alert').filter({ hasText: t['downloads.failed'] })
  await expect(alert).toBeVisible()
  await expect(button).toHaveText(t['downloads.xlsx'])
  await expect(button).toHaveAttribute('aria-disabled', 'false')
  problems.allow(/\/assets\/.*net::ERR_INTERNET_DISCONNECTED|^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/)

  await context.unroute('**/assets/**', dropped)
  const file = await download(page, t['downloads.xlsx'])
  expect(XLSX.read(file.bytes).SheetNames.length).toBeGreaterThan(0)
  await expect(alert).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('a product page shows no download button, and links the whole-catalogue workbook', async ({ page }) => {
    const { lang, path: urlPath } = kinds[0]!
    const t = dictionaries[lang]
    await page.goto(urlPath)
    // In the page, as the HTML has them, but hidden by the style for pages without scripts.
    const buttons = page.locator('.download-button')
    await expect(buttons).toHaveText([t['downloads.xlsx'], t['downloads.csv']])
    for (const b of await buttons.all()) await expect(b).toBeHidden()
    await expect(page.getByRole('link', { name: t['downloads.catalogue'] })).toBeVisible()
  })
})
