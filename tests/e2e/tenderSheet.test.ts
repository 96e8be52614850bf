/**
 * The tender sheet as a hospital buyer gets it: three codes added from their product pages with
 * their packs, the list page in each language, the sheet downloaded and read back. Every cell is
 * held to what the pages show (product, size, GTIN, addresses) and to the generated catalogue
 * (regulatory values, documents, manufacturer); the codes are picked by their shape, never by name.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Lang, Product, TableItem } from '@/catalogue/schema'
import { baseUrl, launchBrowser, openPage } from './browser'
import { catalogue, itemsOf, site } from './examples'

/** The sheet's headers, as a buyer reads them in each language. */
const HEADERS: Record<Lang, string[]> = {
  it: ['Codice', 'Confezioni richieste', 'Prodotto', 'Formato', 'Pezzi per confezione', 'GTIN (UDI-DI)', 'UDI-DI di base', 'CND/EMDN', 'N. BD/RDM', 'Classe di rischio', 'Fabbricante', 'Sede legale del fabbricante', 'Pagina del prodotto', "Istruzioni per l'uso (IFU)", 'Dichiarazione di conformità UE', 'Data della dichiarazione'],
  en: ['Code', 'Packs requested', 'Product', 'Size', 'Pieces per package', 'GTIN (UDI-DI)', 'Basic UDI-DI', 'EMDN', 'BD/RDM number', 'Risk class', 'Manufacturer', "Manufacturer's registered address", 'Product page', 'Instructions for use (IFU)', 'EU declaration of conformity', 'Declaration date'],
}
const LIST_PAGE: Record<Lang, string> = { it: '/richiesta/', en: '/request/' }
const BUTTON: Record<Lang, string> = { it: 'Scarica la scheda per gara', en: 'Download the tender sheet' }

// Products still sold: one no longer sold cannot be asked for.
const withCodes = catalogue.products.filter((p) => itemsOf(p).length > 0 && p.withdrawn === undefined)
const lineOf = (p: Product) => catalogue.lines.find((l) => l.id === p.line)!

/**
 * Three codes of three products: one with a GTIN and regulatory data; then, where the catalogue has
 * them, a product without regulatory data and one of another line (another declaration).
 */
function pickExamples(): { product: Product; item: TableItem; packs: number }[] {
  const first = withCodes.find((p) => p.regulatory && itemsOf(p).some((i) => i.gtin))
  if (!first) throw new Error('The generated catalogue has no code with a GTIN and regulatory data, which this test needs as its example.')
  const others = withCodes.filter((p) => p !== first)
  const second = others.find((p) => !p.regulatory) ?? others[0]!
  const rest = others.filter((p) => p !== second)
  const third = rest.find((p) => p.line !== first.line && p.line !== second.line) ?? rest[0]!
  return [
    { product: first, item: itemsOf(first).find((i) => i.gtin)!, packs: 3 },
    // The last code of its table: another place in the product's file of the index.
    { product: second, item: itemsOf(second).at(-1)!, packs: 1 },
    { product: third, item: itemsOf(third)[0]!, packs: 12 },
  ]
}
const examples = pickExamples()

/** The IFU cell as the documentation promises it: the sheet's language's documents, else every one after its language. */
function expectedIfu(product: Product, lang: Lang, origin: string): string | undefined {
  const covering = catalogue.ifuDocuments.filter((d) => d.products.includes(product.id))
  const own = covering.filter((d) => d.language === lang)
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  const chosen = (own.length > 0 ? own : covering).toSorted((a, b) => order(a.language, b.language) || order(a.page, b.page))
  if (chosen.length === 0) return undefined
  const prefix = lang === 'it' ? '/ifu/' : '/en/ifu/'
  return chosen.map((d) => `${own.length > 0 ? '' : `${d.language}: `}${origin}${prefix}${d.page}/${d.language}/`).join('; ')
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function open(page: Page, url: string) {
  await page.goto(baseUrl() + url)
  await page.waitForLoadState('networkidle')
}

/** Adds a code from its product page and returns what that page shows of it: its GTIN and its address. */
async function addFromProductPage(page: Page, product: Product, item: TableItem, packs: number, lang: Lang) {
  await open(page, product.path[lang])
  await page.getByRole('spinbutton', { name: lang === 'it' ? `Confezioni di ${item.code}` : `Packs of ${item.code}` }).fill(String(packs))
  await page.getByRole('button', { name: lang === 'it' ? `Aggiungi alla richiesta: ${item.code}` : `Add to request: ${item.code}` }).click()
  const gtin = page.locator(`tr[id="${item.code}"] td[data-label="GTIN"]`)
  return {
    gtin: (await gtin.count()) > 0 ? (await gtin.textContent())!.trim() : undefined,
    url: (await page.locator('link[rel="canonical"]').getAttribute('href'))!,
  }
}

/** Each list item's product and size as the list page shows them. */
async function listShows(page: Page) {
  const items = page.locator('.request-item')
  await expect.poll(() => items.locator('.request-item__what a').count()).toBe(examples.length)
  return Promise.all(
    examples.map(async (_e, n) => ({
      product: (await items.nth(n).locator('.request-item__what a').textContent())!,
      size: (await items.nth(n).locator('.request-item__facts').textContent())!.split(' · ')[0]!,
    })),
  )
}

async function readSheet(file: string) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile(file)
  expect(book.worksheets).toHaveLength(1)
  return book.worksheets[0]!
}

/** A cell's value as a buyer reads it: text as text, a number as a number, a date as year-month-day, an empty cell as undefined. */
function valueOf(cell: ExcelJS.Cell): string | number | undefined {
  const v = cell.value
  if (v === null || v === undefined || v === '') return undefined
  if (v instanceof Date) return v.toISOString().slice(0, 10)
  return v as string | number
}

describe('tender sheet', () => {
  test.each(['it', 'en'] as const)('%s: three codes added from their pages, downloaded and read back', async (lang) => {
    const { page, context, errors, failed } = await openPage(browser)
    const pages: { gtin?: string; url: string }[] = []
    for (const { product, item, packs } of examples) pages.push(await addFromProductPage(page, product, item, packs, lang))

    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    await open(page, LIST_PAGE[lang])
    const shown = await listShows(page)
    const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin
    // Nothing of the sheet comes with the page: its data is fetched on the click.
    expect(requested.filter((p) => p.includes('/tender/'))).toEqual([])
    const scriptsBefore = new Set(requested.filter((p) => p.endsWith('.js')))

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: BUTTON[lang] }).click()])
    expect(download.suggestedFilename()).toMatch(lang === 'it' ? /^scheda-gara-\d{4}-\d{2}-\d{2}\.xlsx$/ : /^tender-sheet-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tender-')), download.suggestedFilename())
    await download.saveAs(file)
    expect(requested.filter((p) => p.endsWith('.js') && !scriptsBefore.has(p)).length, 'the writer is loaded on the click').toBeGreaterThan(0)
    expect(requested.some((p) => p.includes('/tender/'))).toBe(true)

    const sheet = await readSheet(file)
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS[lang]])
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true)
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet.rowCount).toBe(1 + examples.length)
    examples.forEach(({ product, item, packs }, n) => {
      const row = sheet.getRow(n + 2)
      const doc = lineOf(product).declarationOfConformity
      const expected = [
        item.code,
        packs,
        shown[n]!.product,
        shown[n]!.size,
        item.pieces,
        pages[n]!.gtin,
        product.regulatory?.basicUdiDi,
        product.regulatory?.emdn,
        product.regulatory?.bdRdm,
        product.regulatory?.riskClass,
        site.company.name,
        site.company.legalAddress,
        pages[n]!.url,
        expectedIfu(product, lang, origin),
        doc && origin + doc.pdf,
        doc?.issued,
      ]
      expect(HEADERS[lang].map((_h, i) => valueOf(row.getCell(i + 1))), item.code).toEqual(expected)
      // The GTIN the catalogue has, kept as text with its leading zero; the counts as numbers.
      expect(valueOf(row.getCell(6))).toBe(item.gtin)
      if (item.gtin) expect(row.getCell(6).type).toBe(ExcelJS.ValueType.String)
      expect([row.getCell(2).type, row.getCell(5).type]).toEqual([ExcelJS.ValueType.Number, ExcelJS.ValueType.Number])
    })
    // Every address in the sheet is a page or file of the site.
    const addresses = [13, 14, 15].flatMap((c) => examples.flatMap((_e, n) => String(valueOf(sheet.getRow(n + 2).getCell(c)) ?? '').split('; ').filter((s) => s !== '')))
    expect(addresses.length).toBeGreaterThanOrEqual(examples.length)
    for (const address of addresses) {
      const url = address.replace(/^[a-z]{2,3}: /, '')
      expect(url.startsWith(`${origin}/`), url).toBe(true)
      expect((await page.request.get(baseUrl() + url.slice(origin.length))).status(), url).toBe(200)
    }
    expect(examples[0]!.product.regulatory, 'the first example has regulatory data').toBeDefined()
    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await context.close()
  })

  test('a failure to load the sheet is said in words, and a second click works', async () => {
    const { page, context } = await openPage(browser)
    const { product, item } = examples[0]!
    await addFromProductPage(page, product, item, 2, 'en')
    await context.route('**/search-index/tender/**', (route) => route.abort())
    await open(page, LIST_PAGE.en)
    await page.getByRole('button', { name: BUTTON.en }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The tender sheet could not be prepared. Check your connection and try again.')
    await context.unroute('**/search-index/tender/**')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: BUTTON.en }).click()])
    expect(download.suggestedFilename()).toMatch(/^tender-sheet-/)
    expect(await page.getByRole('alert').count()).toBe(0)
    await context.close()
  })

  test('a long list comes whole: its sheet is compressed in a worker the policy allows', async () => {
    const { page, context, errors } = await openPage(browser)
    // Every code of the catalogue, then withdrawn ones: enough rows for a sheet of several hundred
    // kilobytes, which the zip library compresses in a worker.
    const codes = withCodes.flatMap((p) => itemsOf(p).map((i) => i.code))
    const list = Array.from({ length: 1500 }, (_, n) => ({ code: n < codes.length ? codes[n]! : `GONE-${n}`, packs: 1 + (n % 7) }))
    await context.addInitScript((stored) => window.localStorage.setItem('requestList', stored), JSON.stringify(list))
    const workers: string[] = []
    page.on('worker', (w) => workers.push(w.url()))
    await open(page, LIST_PAGE.en)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: BUTTON.en }).click()])
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tender-')), download.suggestedFilename())
    await download.saveAs(file)
    expect(workers.length, 'the test makes a sheet large enough for the worker').toBeGreaterThan(0)
    const sheet = await readSheet(file)
    expect(sheet.rowCount).toBe(1 + list.length)
    expect(list.map((_e, n) => [valueOf(sheet.getRow(n + 2).getCell(1)), valueOf(sheet.getRow(n + 2).getCell(2))])).toEqual(list.map((e) => [e.code, e.packs]))
    expect(valueOf(sheet.getRow(list.length + 1).getCell(3))).toBe('Code no longer in the catalogue')
    expect(errors).toEqual([])
    await context.close()
  })

  test('an empty list offers no sheet', async () => {
    const { page, context } = await openPage(browser)
    await open(page, LIST_PAGE.it)
    await expect.poll(() => page.getByText('La richiesta è vuota').isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: BUTTON.it }).count()).toBe(0)
    await context.close()
  })
})
