/**
 * The numbers on a label work where a person types them: the GTIN printed under the barcode, a GS1
 * element string as a scanner types it, or a Digital Link URI, in the site's search and in the IFU
 * page's code lookup. The GTIN is read off the product page, as a nurse or buyer would, never taken
 * from the shipped catalogue's values. Which forms read as which GTIN is readGs1.test.ts's; which
 * code and documents a GTIN names, memoryIndex.test.ts's and ifuLookupIndex.test.ts's.
 */
import { builtPage, catalogue, routeOf, routeOfKind, textOf } from '../../scripts/harness/builtSite.ts'
import { expect, test, visit } from './siteTest.ts'

// A product that an IFU document covers, with a code that has a GTIN.
const product = catalogue.products.find(
  (p) => catalogue.ifuDocuments.some((d) => d.products.includes(p.id)) && p.table?.rows.some((r) => r.kind === 'item' && r.item.gtin),
)
if (!product) throw new Error('The catalogue has no product that an IFU document covers with a GTIN in its table.')
const route = routeOf(product)

/** The first GTIN the product page shows in its table, as printed: 14 digits, or 13 without the leading zero. */
function gtinOnPage(url: string): { gtin14: string; printed: string } {
  const page = builtPage(url)
  const gtin14 = page
    .all('.product-table td[data-label="GTIN"]')
    .map((c) => textOf(c))
    .find((c) => /^\d{14}$/.test(c))
  if (!gtin14) throw new Error(`${url} shows no GTIN of 14 digits`)
  return { gtin14, printed: gtin14.startsWith('0') ? gtin14.slice(1) : gtin14 }
}

test('the search overlay and the results page find the product of a GTIN as printed and of a scanned element string', async ({ page }) => {
  const url = route.path.en
  const { gtin14, printed } = gtinOnPage(url)
  await visit(page, url)
  for (const [what, typed] of [
    ['the GTIN as printed', printed],
    ['an element string with FNC1, as a scanner sends it', `01${gtin14}10L2405\u001d17270531`],
  ] as const) {
    // Each search from the page the one before left: the results page, reached on the client. A
    // scanner's typing speed is searchTyping.test.ts's.
    await page.locator('.search-button:visible').first().click()
    await page.locator('.search-overlay__input').fill(typed)
    await expect(page.locator('.search-overlay__results'), what).toHaveAttribute('aria-busy', 'false')
    await expect(page.locator('.search-overlay__suggestion').first(), what).toHaveAttribute('href', url)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((u) => u.pathname === '/search/' && u.searchParams.get('q') === typed)
    // The results name what was typed: they are this search's, not the one before.
    await expect(page.locator('.search-results__summary'), what).toContainText(`Results for ${typed.slice(0, 16)}`)
    await expect(page.locator('a.search-result').first(), what).toHaveAttribute('href', url)
  }
})

test('the IFU lookup finds the documents of a Digital Link URI and of an element string', async ({ page }) => {
  const { gtin14 } = gtinOnPage(route.path.it)
  const expected = catalogue.ifuDocuments.filter((d) => d.products.includes(product.id)).map((d) => d.language)
  await visit(page, routeOfKind('ifu').path.it)
  for (const [what, typed] of [
    ['a Digital Link URI', `https://id.example.com/01/${gtin14}/10/L2405?17=270531`],
    ['a scanned element string', `(01)${gtin14}(10)L2405(17)270531`],
  ] as const) {
    await page.getByLabel("Codice prodotto sull'etichetta").fill(typed)
    await page.locator('.ifu-lookup button').click()
    // The answer names what was typed: it is this lookup's, not the one before.
    await expect(page.locator('.ifu-lookup__answer p').first(), what).toContainText(typed.slice(0, 16))
    await expect
      .poll(() => page.locator('.ifu-lookup__docs a').evaluateAll((as) => as.map((a) => a.getAttribute('hreflang'))), { message: what })
      .toEqual(expect.arrayContaining(expected))
    await expect(page.locator('.ifu-lookup__none'), what).toHaveCount(0)
  }
})
