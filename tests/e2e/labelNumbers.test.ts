/**
 * Every number on a label works where a person types it: the GTIN printed under the barcode, a GS1
 * element string as a scanner types it, or a Digital Link URI, in the site's search and in the IFU
 * page's code lookup. The GTIN is read off a product page, as a nurse or buyer would, never taken
 * from the shipped catalogue's values.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { hydrated } from '../../scripts/harness/typingCheck.ts'
import { baseUrl, launchBrowser, openPage } from './browser.ts'
import { catalogue, routeOfKind, routes } from '../../scripts/harness/builtSite.ts'
// A product that an IFU document covers, with a code that has a GTIN.
const product = catalogue.products.find(
  (p) => catalogue.ifuDocuments.some((d) => d.products.includes(p.id)) && p.table?.rows.some((r) => r.kind === 'item' && r.item.gtin),
)
const route = product && routes.find((r) => r.id === `product:${product.id}`)!

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The first GTIN the product page shows in its table, as printed: 14 digits, or 13 without the leading zero. */
async function gtinOnPage(page: Page, url: string): Promise<{ gtin14: string; printed: string }> {
  await page.goto(baseUrl() + url)
  const cells = await page.locator('.product-table td[data-label="GTIN"]').allTextContents()
  const gtin14 = cells.map((c) => c.trim()).find((c) => /^\d{14}$/.test(c))!
  return { gtin14, printed: gtin14.startsWith('0') ? gtin14.slice(1) : gtin14 }
}

const ways = (gtin14: string, printed: string) => [
  ['the GTIN as printed', printed],
  ['a scanned element string', `(01)${gtin14}(10)L2405(17)270531`],
  ['an element string with FNC1', `01${gtin14}10L2405\u001d17270531`],
  ['a Digital Link URI', `https://id.example.com/01/${gtin14}/10/L2405?17=270531`],
]

describe('a label’s numbers', () => {
  test('the catalogue has a product with an IFU and a GTIN', () => {
    expect(product).toBeDefined()
  })

  test.each(langs)('%s: the search overlay and the results page find the product of a GTIN, an element string or a Digital Link URI', async (lang) => {
    const v = await openPage(browser)
    const { gtin14, printed } = await gtinOnPage(v.page, route!.path[lang])
    await hydrated(v.page)
    for (const [what, typed] of ways(gtin14, printed)) {
      // Each search from the page the one before left: the results page, reached on the client.
      await v.page.locator('.search-button:visible').first().click()
      await v.page.keyboard.type(typed!, { delay: 5 })
      await expect
        .poll(() => v.page.locator('.search-overlay__suggestion').first().getAttribute('href'), { message: what, timeout: 10_000 })
        .toBe(route!.path[lang])
      await v.page.keyboard.press('Enter')
      await v.page.waitForURL((url) => url.searchParams.get('q') === typed!.trim())
      // The results name what was typed: they are this search's, not the one before.
      await expect.poll(() => v.page.locator('.search-results__summary').textContent(), { message: what }).toContain(typed!.slice(0, 16))
      await expect.poll(() => v.page.locator('a.search-result').first().getAttribute('href'), { message: what, timeout: 10_000 }).toBe(route!.path[lang])
    }
    expect(v.errors).toEqual([])
    await v.context.close()
  })

  test.each([
    ['it', "Codice prodotto sull'etichetta"],
    ['en', 'Product code on the label'],
  ] as const)('%s: the IFU lookup finds the documents of a GTIN, an element string or a Digital Link URI', async (lang, label) => {
    const expected = catalogue.ifuDocuments.filter((d) => d.products.includes(product!.id)).map((d) => d.language)
    const v = await openPage(browser)
    const { gtin14, printed } = await gtinOnPage(v.page, route!.path[lang])
    await v.page.goto(baseUrl() + routeOfKind('ifu').path[lang])
    await v.page.waitForLoadState('networkidle')
    for (const [what, typed] of ways(gtin14, printed)) {
      await v.page.getByLabel(label).fill(typed!)
      await v.page.locator('.ifu-lookup button').click()
      // The answer names what was typed: it is this lookup's, not the one before.
      await expect.poll(() => v.page.locator('.ifu-lookup__answer p').first().textContent(), { message: what }).toContain(typed!.slice(0, 16))
      await expect
        .poll(() => v.page.locator('.ifu-lookup__docs a').evaluateAll((as) => as.map((a) => a.getAttribute('hreflang'))), { message: what })
        .toEqual(expect.arrayContaining(expected))
      expect(await v.page.locator('.ifu-lookup__none').count(), what).toBe(0)
      await v.page.getByLabel(label).fill('')
    }
    expect(v.errors).toEqual([])
    await v.context.close()
  })
})
