/**
 * A product type compared across its lines: the table sorts by width and by length as numbers, and
 * its flat download, made in the page, opens in LibreOffice Calc with those columns as numbers.
 * The type is picked by its shape (the first with widths and lengths in mm), never by name.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { productTypes } from '#src/catalogue/productTypes.ts'
import { baseUrl, launchBrowser, openPage } from './browser.ts'
import { catalogue, itemsOf, routes } from '../../scripts/harness/builtSite.ts'

const type = productTypes(catalogue.products).find((t) =>
  t.products.every((p) => itemsOf(p).some((i) => i.size?.widthMm !== undefined && i.size.lengthMm !== undefined)),
)
const route = routes.find((r) => r.id === `comparison:${type?.id}`)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The numbers of one column, as the page writes them, read back as numbers. */
async function column(page: Page, header: string): Promise<number[]> {
  const index = await page.locator('.comparison-table thead th').evaluateAll((ths, h) => ths.findIndex((th) => th.textContent!.includes(h)), header)
  expect(index, header).toBeGreaterThanOrEqual(0)
  const cells = await page.locator(`.comparison-table tbody tr > :nth-child(${index + 1})`).allTextContents()
  return cells.map((c) => Number(c.replace(',', '.')))
}

const ascending = (numbers: number[]) => numbers.every((n, i) => i === 0 || numbers[i - 1]! <= n)

describe('comparison of a product type across lines', () => {
  test('there is a type of pouches made by two lines or more, with its page', () => {
    expect(type, 'a product type made by two lines or more, with widths and lengths in mm').toBeDefined()
    expect(route).toBeDefined()
  })

  test.each(langs)('%s: every code of its lines, sorted by width and by length as numbers', async (lang) => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(baseUrl() + route!.path[lang])
    await page.waitForLoadState('networkidle')
    const codes = type!.products.flatMap((p) => itemsOf(p).map((i) => i.code))
    expect(await page.locator('.comparison-table tbody tr').count()).toBe(codes.length)
    const [width, length] = lang === 'it' ? ['Larghezza (mm)', 'Lunghezza (mm)'] : ['Width (mm)', 'Length (mm)']
    await page.getByRole('button', { name: lang === 'it' ? `Ordina per ${width}` : `Sort by ${width}` }).click()
    expect(await page.locator('th[aria-sort="ascending"]').textContent()).toContain(width)
    const widths = await column(page, width)
    expect(ascending(widths), widths.join(' ')).toBe(true)
    await page.getByRole('button', { name: lang === 'it' ? `Ordina per ${length}` : `Sort by ${length}` }).click()
    const lengths = await column(page, length)
    expect(ascending(lengths), lengths.join(' ')).toBe(true)
    // As numbers, not text: "1000" after "250".
    expect(lengths.toSorted((a, b) => a - b)).toEqual(lengths)
    await page.getByRole('button', { name: lang === 'it' ? `Ordina per ${length}` : `Sort by ${length}` }).click()
    expect(await page.locator('th[aria-sort="descending"]').textContent()).toContain(length)
    const down = await column(page, length)
    expect(down).toEqual(lengths.toReversed())
    expect(errors).toEqual([])
    await context.close()
  })

  test('its download opens in LibreOffice Calc with widths, lengths and pieces as numbers', { timeout: 120_000 }, async () => {
    const { page, context } = await openPage(browser)
    await page.goto(baseUrl() + route!.path.en)
    // The file is made in the page, once React has hydrated its button.
    await page.waitForFunction(() => Object.keys(document.querySelector('.download-button') ?? {}).some((k) => k.startsWith('__reactProps')))
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the comparison as Excel (XLSX)' }).click()])
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-'))
    const file = path.join(dir, download.suggestedFilename())
    await download.saveAs(file)
    // Calc's own reading of the file, as flat OpenDocument XML: each cell says whether it is a number.
    await promisify(execFile)(
      'soffice',
      [`-env:UserInstallation=file://${path.join(dir, 'profile')}`, '--headless', '--convert-to', 'fods', '--outdir', dir, file],
      { timeout: 100_000 },
    )
    const fods = fs.readFileSync(file.replace(/\.xlsx$/, '.fods'), 'utf8')
    // A run of equal cells is one element with number-columns-repeated: expanded to one per column.
    const rows = [...fods.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)].map((m) =>
      [...m[1]!.matchAll(/<table:table-cell([^>]*?)\/?>/g)].flatMap((c) =>
        Array<string>(Number(/number-columns-repeated="(\d+)"/.exec(c[1]!)?.[1] ?? 1)).fill(c[1]!),
      ),
    )
    const header = [...fods.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)][0]![1]!
    const headers = [...header.matchAll(/<text:p>([^<]*)<\/text:p>/g)].map((m) => m[1])
    for (const name of ['Width (mm)', 'Length (mm)', 'Pieces per package']) {
      const c = headers.indexOf(name)
      expect(c, name).toBeGreaterThanOrEqual(0)
      const body = rows.slice(1).filter((r) => r.length > c)
      expect(body.length).toBeGreaterThan(0)
      for (const cells of body) expect(cells[c], name).toContain('office:value-type="float"')
    }
    await context.close()
  })
})
