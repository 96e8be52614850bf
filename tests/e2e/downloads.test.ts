/**
 * The downloads, as a visitor makes them. On a product page of each kind of table (each set of
 * columns, with and without group rows, with and without regulatory data), in each language, the buttons make the table as XLSX and CSV in the page, and both hold exactly the page's table
 * (headers, codes, group rows spanning the table, same order), counts as numbers and codes as
 * text; where the page has a "Regulatory data" block, the XLSX has a second sheet with the block's
 * values. A comparison page makes its table alike. Without JavaScript the buttons are not
 * shown, and the whole-catalogue workbook is a plain link. The workbook of each language (the one
 * file the build writes) has a sheet per product line, where each of the line's products is a
 * block: its page's title on a row of its own, then the page table: every product page is checked
 * there, so the writer's output for each kind of table is tried once, in the browser, and every
 * page's table once, in the workbook.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import type { Product } from '#src/catalogue/generatedData.ts'
import { dictionaries, type TextKey } from '#src/i18n/dictionary.ts'
import { SITE_BUDGETS } from '../../scripts/bench/site/budgets.ts'
import { baseUrl, launchBrowser, openPage, type Visit } from './browser.ts'
import {
  blocksOf,
  cells,
  countHeaders,
  csvRows,
  download,
  hydrated,
  IFU_CELL,
  origin,
  padded,
  REGULATORY,
  regulatoryOf,
  sheetNameOf,
  sheetText,
  type Shown,
  shown,
  typedCells,
  withoutIfu,
} from '../browser/downloadedFiles.ts'
import { catalogue, client, routeOf, routes } from '../../scripts/harness/builtSite.ts'

// A product no longer sold offers no downloads (tests/e2e/withdrawn.test.ts).
const tabled = catalogue.products.filter((p) => p.table && p.withdrawn === undefined)
const pagesOf = (products: readonly Product[]) => products.flatMap((p) => langs.map((lang) => ({ lang, path: routeOf(p).path[lang] })))
/** The first product of each kind of table: its columns, whether it has group rows, whether it has regulatory data. */
const kinds = new Map<string, Product>()
for (const p of tabled) {
  const kind = [p.table!.columns.join(), p.table!.rows.some((r) => r.kind === 'group'), p.regulatory !== undefined].join('|')
  if (!kinds.has(kind)) kinds.set(kind, p)
}
const productPages = pagesOf([...kinds.values()])
const allProductPages = pagesOf(tabled)
// The comparison pages share one writer and one table component: the first one, in each language.
const comparisonPages = routes
  .filter((r) => r.page === 'comparison')
  .slice(0, 1)
  .flatMap((route) => langs.map((lang) => ({ lang, path: route.path[lang] })))

let browser: Browser
const visits = new Map<Lang, Visit>()
beforeAll(async () => {
  browser = await launchBrowser()
  for (const lang of langs) visits.set(lang, await openPage(browser, { locale: lang === 'it' ? 'it-IT' : 'en-GB' }))
})
afterAll(async () => {
  for (const visit of visits.values()) await visit.context.close()
  await browser?.close()
})

const t = (lang: Lang, key: TextKey) => dictionaries[lang][key]

describe('product table downloads, made in the page', () => {
  test('the catalogue has product pages with a table to download', () => {
    expect(productPages.length).toBeGreaterThan(0)
  })

  test.each(productPages.map((p) => [p.path, p]))('%s: XLSX and CSV hold exactly the page table', async (_p, { lang, path: urlPath }) => {
    const { page, errors, failed } = visits.get(lang)!
    // A page's own errors: one page's failure is not the next one's.
    errors.length = failed.length = 0
    await page.goto(baseUrl() + urlPath)
    await hydrated(page)
    const onPage = await shown(page, 'section.product-codes:not(.withdrawn-codes) table.product-table')
    const stem = urlPath.split('/').filter(Boolean).join('-')

    const xlsx = await download(page, t(lang, 'downloads.xlsx'))
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
    for (const { header, cell } of typedCells(sheet, onPage.rows[0]!, onPage.groups)) {
      if (cell === undefined || cell.v === '') continue
      expect([header, cell.t]).toEqual([header, counts.has(header) ? 'n' : 's'])
    }
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

    const csv = await download(page, t(lang, 'downloads.csv'))
    expect(csv.name).toBe(`${stem}.csv`)
    expect(csvRows(csv.bytes, lang)).toEqual(onPage.rows.map(cells))
    expect(errors).toEqual([])
    expect(failed).toEqual([])
  })
})

describe('comparison downloads, made in the page', () => {
  test.each(comparisonPages.map((p) => [p.path, p]))(
    '%s: XLSX and CSV hold the page table, sizes and pieces as numbers',
    async (_p, { lang, path: urlPath }) => {
      const { page, errors, failed } = visits.get(lang)!
      errors.length = failed.length = 0
      await page.goto(baseUrl() + urlPath)
      await hydrated(page)
      const { title, rows } = await shown(page, 'table.comparison-table')
      const [headers, ...body] = rows
      // The page writes a number as its language does ("3,5" in Italian); the files hold the number.
      const numeric = await page.locator('table.comparison-table thead th').evaluateAll((ths) => ths.map((th) => th.classList.contains('numeric')))
      const asFile = (row: string[]) => row.map((cell, c) => (numeric[c] && cell !== '' ? String(Number(cell.replace(',', '.'))) : cell))
      const typeId = routes.find((r) => r.path[lang] === urlPath)!.id.split(':')[1]

      const xlsx = await download(page, t(lang, 'compare.xlsx'))
      expect(xlsx.name).toBe(`${lang === 'it' ? 'confronto' : 'compare'}-${typeId}.xlsx`)
      const book = XLSX.read(xlsx.bytes)
      // One sheet, named after the product type: the page's title without "Compare: ".
      expect(book.SheetNames).toEqual([sheetNameOf(title.replace(t(lang, 'compare.title').replace('{name}', ''), ''))])
      const sheet = book.Sheets[book.SheetNames[0]!]!
      expect(XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true }).map(cells)).toEqual([headers!, ...body.map(asFile)].map(cells))
      for (const { header, cell } of typedCells(sheet, headers!, [])) {
        if (cell !== undefined) expect([header, cell.t]).toEqual([header, numeric[headers!.indexOf(header)] ? 'n' : 's'])
      }

      const csv = await download(page, t(lang, 'compare.csv'))
      expect(csv.name).toBe(xlsx.name.replace(/\.xlsx$/, '.csv'))
      const decimal = (row: string[]) => row.map((cell, c) => (numeric[c] && lang === 'it' ? cell.replace('.', ',') : cell))
      expect(csvRows(csv.bytes, lang)).toEqual([headers!, ...body.map(asFile).map(decimal)].map(cells))
      expect(errors).toEqual([])
      expect(failed).toEqual([])
    },
  )
})

describe('the download buttons', () => {
  const product = productPages.find((p) => p.lang === 'it')!
  const comparison = comparisonPages.find((p) => p.lang === 'it')!

  test.each([
    ['a product page', product.path, 'downloads.xlsx'],
    ['a comparison page', comparison.path, 'compare.xlsx'],
  ] as const)('%s without JavaScript shows no button, and links the whole-catalogue workbook', async (_page, urlPath, button) => {
    const { page, context } = await openPage(browser, { javaScript: false })
    await page.goto(baseUrl() + urlPath)
    // In the page, as the HTML has them, but not shown.
    const buttons = page.locator('.download-button')
    expect(await buttons.allTextContents()).toEqual([t('it', button), t('it', button.replace('xlsx', 'csv') as TextKey)])
    for (const b of await buttons.all()) expect(await b.isVisible()).toBe(false)
    const link = page.getByRole('link', { name: t('it', 'downloads.catalogue') })
    await expect(link.isVisible()).resolves.toBe(true)
    const href = (await link.getAttribute('href'))!
    expect(href).toBe('/downloads/it/catalogo.xlsx')
    const response = await page.request.get(baseUrl() + href)
    expect(response.status()).toBe(200)
    expect(XLSX.read(await response.body()).SheetNames.length).toBeGreaterThan(0)
    await context.close()
  })

  test(`the first click loads the writer, at most ${SITE_BUDGETS.tableDownloadJsBytes / 1024} KB gzip, and not before`, async () => {
    const { page, context } = await openPage(browser)
    const scripts: string[] = []
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    await page.goto(baseUrl() + product.path)
    await hydrated(page)
    const isWriter = (url: string) => fs.readFileSync(path.join(client, url), 'utf8').includes('sharedStrings.xml')
    expect(scripts.filter(isWriter)).toEqual([])
    const before = scripts.length
    await download(page, t('it', 'downloads.xlsx'))
    const onClick = scripts.slice(before)
    expect(onClick.filter(isWriter)).toHaveLength(1)
    const bytes = onClick.reduce((sum, url) => sum + gzipSync(fs.readFileSync(path.join(client, url))).length, 0)
    expect(bytes).toBeLessThanOrEqual(SITE_BUDGETS.tableDownloadJsBytes)
    await context.close()
  })

  test('while the file is made the button says so; a failure is said beside the buttons, and the next click makes the file', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(baseUrl() + product.path)
    await hydrated(page)
    const button = page.locator('.download-button').first()
    // The writer's code held back, then refused: as on a connection that drops.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await context.route('**/assets/**', async (route) => {
      await held
      await route.abort()
    })
    await button.click()
    await expect.poll(() => button.textContent()).toBe(t('it', 'downloads.working'))
    expect(await button.getAttribute('aria-disabled')).toBe('true')
    release()
    const alert = page.getByRole('alert').filter({ hasText: t('it', 'downloads.failed') })
    await alert.waitFor()
    expect(await button.textContent()).toBe(t('it', 'downloads.xlsx'))
    expect(await button.getAttribute('aria-disabled')).toBe('false')
    await context.unrouteAll()
    const file = await download(page, t('it', 'downloads.xlsx'))
    expect(XLSX.read(file.bytes).SheetNames.length).toBeGreaterThan(0)
    expect(await alert.count()).toBe(0)
    await context.close()
  })
})

describe('the whole-catalogue workbook, written by the build', () => {
  test.each(langs)(
    "%s: a sheet per line, each page's table under its title in its line's sheet; the regulatory sheet last",
    async (lang) => {
      const { page, context } = await openPage(browser, { javaScript: false })
      const book = XLSX.read(fs.readFileSync(path.join(client, 'downloads', lang, lang === 'it' ? 'catalogo.xlsx' : 'catalogue.xlsx')))
      const pages: { path: string; shown: Shown }[] = []
      for (const p of allProductPages.filter((p) => p.lang === lang)) {
        await page.setContent(fs.readFileSync(path.join(client, p.path.slice(1), 'index.html'), 'utf8'), { waitUntil: 'domcontentloaded' })
        pages.push({ path: p.path, shown: await shown(page, 'section.product-codes:not(.withdrawn-codes) table.product-table') })
      }
      await context.close()
      const lineOf = (urlPath: string) => {
        const product = catalogue.products.find((p) => p.path[lang] === urlPath)!
        return catalogue.lines.find((l) => l.id === product.line)!.name[lang]
      }
      const lineNames = new Set(pages.map((p) => lineOf(p.path)))
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
      for (const p of pages) expect(blocks.get(lineOf(p.path)), p.path).toContainEqual({ title: [p.shown.title], table: p.shown.rows.map(cells) })
      // Nothing else: as many blocks as pages.
      expect([...blocks.values()].flat()).toHaveLength(pages.length)
    },
    120_000,
  )
})
