/**
 * For sterile-processing staff: the compatibility page in both languages, whole and filtered by a
 * cycle from the address, and without JavaScript; a pouch product page with its sealing range and
 * its validated cycles. Cycles and products are picked from the generated catalogue by what they
 * have, never by name.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import type { Product } from '#src/catalogue/generatedData.ts'
import { baseUrl, launchBrowser, openPage, visitPage } from './browser.ts'
import { catalogue, routeOfKind } from '../../scripts/harness/builtSite.ts'

const page = routeOfKind('compatibility').path
const onSale = catalogue.products.filter((p) => p.withdrawn === undefined && p.table)
const lines = catalogue.lines.filter((l) => onSale.some((p) => p.line === l.id))
const WORDS = {
  it: { validated: 'Validato', method: 'Metodo', sealing: 'Parametri di saldatura', cycles: 'Cicli validati' },
  en: { validated: 'Validated', method: 'Method', sealing: 'Sealing parameters', cycles: 'Validated cycles' },
}

/** A cycle some product on sale is validated for, with a report where one has it. */
const validated = onSale.flatMap((p) => (p.cycles ?? []).map((v) => ({ product: p, validation: v })))
const example = validated.find((v) => v.validation.evidence) ?? validated[0]
if (!example) throw new Error('The generated catalogue validates no product for a cycle (site/validations.csv), which this test needs.')
const cycle = catalogue.cycles.find((c) => c.id === example.validation.cycle)!
const cycleLabel = `${cycle.model} ${cycle.cycle}`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('compatibility page', () => {
  test.each(langs)('%s: a row per line on sale, a column group per method; filtered by a cycle from the address', async (lang) => {
    const whole = await visitPage(browser, page[lang])
    expect(await whole.page.locator('.compat-table tbody tr').count()).toBe(lines.length)
    const methods = new Set([...onSale.flatMap((p) => p.attributes?.methods ?? []), ...catalogue.cycles.map((c) => c.method)])
    expect(await whole.page.locator('.compat-table thead tr:first-child th[scope="colgroup"]').count()).toBe(methods.size)
    expect(await whole.page.locator('.compat-table thead tr:nth-child(2) th').allTextContents()).toContain(cycleLabel)
    expect(whole.errors).toEqual([])
    await whole.context.close()

    const { page: p, context, errors, failed } = await visitPage(browser, `${page[lang]}?cycle=${encodeURIComponent(cycle.id)}`)
    // Once the page runs, its method's own column and the cycle's.
    await expect.poll(() => p.locator('.compat-table thead tr:nth-child(2) th').allTextContents()).toEqual([WORDS[lang].method, cycleLabel])
    expect(await p.locator('.compat-filter select').first().inputValue()).toBe(cycle.method)
    const row = p
      .locator('.compat-table tbody tr')
      .filter({ has: p.getByRole('rowheader', { name: catalogue.lines.find((l) => l.id === example.product.line)!.name[lang] }) })
    const cell = row.locator('td').nth(1)
    expect(await cell.textContent()).toContain(WORDS[lang].validated)
    if (example.validation.evidence) {
      const href = await cell.locator('a').first().getAttribute('href')
      expect(href).toBe(example.validation.evidence.pdf)
      expect((await fetch(baseUrl() + href)).status).toBe(200)
    }
    // Choosing every method again shows the whole table, and the address says so.
    await p.locator('.compat-filter select').first().selectOption('')
    expect(new URL(p.url()).search).toBe('')
    expect(await p.locator('.compat-table thead tr:nth-child(2) th').count()).toBeGreaterThan(2)
    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await context.close()
  })

  test('without JavaScript the whole table is there, whatever the address asks', async () => {
    const { page: p, context } = await openPage(browser, { javaScript: false })
    await p.goto(`${baseUrl()}${page.it}?cycle=${encodeURIComponent(cycle.id)}`)
    expect(await p.locator('.compat-table tbody tr').count()).toBe(lines.length)
    expect(await p.locator('.compat-table thead tr:nth-child(2) th').allTextContents()).toContain(cycleLabel)
    expect(await p.locator('.compat-filter').count()).toBe(0)
    await context.close()
  })
})

describe('a product page', () => {
  /** A pouch product (the pouch finder's) with a sealing temperature and cycles, else any product with both. */
  const both = (p: Product) => p.sealing?.temperatureC && (p.cycles?.length ?? 0) > 0
  const product = onSale.find((p) => both(p) && p.pouchFinder) ?? onSale.find(both)
  test.each(langs)('%s: its sealing range with its unit, and its validated cycles, in the regulatory block', async (lang) => {
    if (!product) throw new Error('The generated catalogue has no product with a sealing temperature and validated cycles, which this test needs.')
    const { page: p, context, errors } = await visitPage(browser, product.path[lang])
    const dd = (term: string) => p.locator('section.regulatory dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')
    const { min, max } = product.sealing!.temperatureC!
    const sealing = (await dd(WORDS[lang].sealing).textContent())!
    for (const n of [min, max]) if (n !== undefined) expect(sealing).toContain(String(n).replace('.', lang === 'it' ? ',' : '.'))
    expect(sealing).toContain('°C')
    const names = product.cycles!.map((v) => catalogue.cycles.find((c) => c.id === v.cycle)!).map((c) => `${c.model} ${c.cycle}`)
    const shown = (await dd(WORDS[lang].cycles).textContent())!
    for (const name of names) expect(shown).toContain(name)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('search by a sterilizer or its cycle', () => {
  const resultsPath = { it: '/cerca/', en: '/search/' } as const
  const compact = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')
  /** The products on sale validated for a cycle whose model or name holds the word. */
  const validatedFor = (word: string) =>
    onSale.filter((p) =>
      (p.cycles ?? []).some((v) =>
        compact(`${catalogue.cycles.find((c) => c.id === v.cycle)?.model ?? ''} ${catalogue.cycles.find((c) => c.id === v.cycle)?.cycle ?? ''}`).includes(
          compact(word),
        ),
      ),
    )
  test.each([
    ['it', 'sterrad'],
    ['en', '100nx'],
  ] as const)('%s: "%s" finds every product validated for such a cycle', async (lang, word) => {
    const expected = validatedFor(word)
    if (expected.length === 0) throw new Error(`No product of the generated catalogue is validated for a cycle named "${word}", which this test needs.`)
    const { page: p, context, errors } = await visitPage(browser, `${resultsPath[lang]}?q=${encodeURIComponent(word)}`)
    await expect.poll(() => p.locator('a.search-result').count()).toBeGreaterThan(0)
    const links = await p.locator('a.search-result').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(expected.map((product) => product.path[lang]).filter((path) => !links.includes(path))).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('the open data feed', () => {
  test('a validated code carries its cycles, and its product its sealing, as the site serves /data/products.json', async () => {
    const feed = (await (await fetch(`${baseUrl()}/data/products.json`)).json()) as {
      products: { id: string; sealing?: unknown; codes: { code: string; validatedCycles?: { model: string; cycle: string }[] }[] }[]
    }
    const product = feed.products.find((p) => p.id === example.product.id)!
    const code = example.validation.codes?.[0] ?? product.codes[0]!.code
    expect(product.codes.find((c) => c.code === code)!.validatedCycles).toContainEqual(expect.objectContaining({ model: cycle.model, cycle: cycle.cycle }))
    const sealed = onSale.find((p) => p.sealing)
    if (sealed) expect(feed.products.find((p) => p.id === sealed.id)!.sealing).toEqual(sealed.sealing)
  })
})
