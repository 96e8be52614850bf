/**
 * A label scanned: the Digital Link URI its QR code carries opens the landing page (the host's
 * resolver, which the static server runs as the host's Function does) in the browser's language
 * alone, the IFU revision in force its first link, the other IFU languages a <details> away, the
 * other language a link away with the lot kept; its product link opens the product page with the
 * code's row marked. axe finds nothing on it, on a phone in Italian and on a desktop in English.
 * The page has no script, so a browser without JavaScript gets the same. What the host answers is
 * tests/built/digitalLink.test.ts's and the resolver's conformance tests/host's.
 */
import type { Page } from '@playwright/test'
import { labelExample } from '../../scripts/harness/catalogueExamples.ts'
import { axeViolations } from './axe.ts'
import { expect, test } from './siteTest.ts'

const label = labelExample()
const sections = (page: Page) => page.locator('main > section[lang]').evaluateAll((all) => all.map((e) => e.getAttribute('lang')))

test.describe('on an Italian phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'it-IT' })

  test('a label scanned opens its landing page in Italian alone, the other IFU languages a <details> away; the English page keeps the lot', async ({
    page,
  }) => {
    // Batch in the path, expiry in the query, as a QR code that mirrors the UDI carrier holds them.
    await page.goto(`/01/${label.gtin}/10/L2405?17=${label.expiry}`)
    await expect(page).toHaveURL((url) => url.pathname === `/dl/${label.gtin}/`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
    expect(await sections(page)).toEqual(['it'])
    // The first button; a safety note's link before it, for a lot a notice does not list, is text.
    await expect(page.locator('main a[class^="landing-"]').first()).toHaveClass('landing-primary')

    const others = page.locator('details.landing-more li[data-language]')
    if ((await others.count()) > 0) {
      await expect(others.first()).toBeHidden()
      await page.locator('details.landing-more summary').click()
      await expect(others.first()).toBeVisible()
    }
    // The page's policy allows no script; axe runs outside it, as the browser's own tools do.
    expect(await axeViolations(page, 'landing page, it, 390 px')).toEqual([])

    await page.locator('header nav a[hreflang="en"]').click()
    await expect(page).toHaveURL((url) => url.search === `?10=L2405&17=${label.expiry}&lang=en`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await sections(page)).toEqual(['en'])
  })
})

test.describe('on an English desktop', () => {
  test.use({ locale: 'en-GB' })

  test("a label scanned opens its landing page in English; its product link opens the product page with the code's row marked", async ({ page }) => {
    const { gtin, product, item } = label
    await page.goto(`/01/${gtin}`)
    await expect(page).toHaveURL((url) => url.pathname === `/dl/${gtin}/`)
    expect(await sections(page)).toEqual(['en'])
    await page.locator('details').evaluateAll((all) => all.forEach((d) => d.setAttribute('open', '')))
    expect(await axeViolations(page, 'landing page, en, 1280 px')).toEqual([])

    await page.locator('section[lang="en"] .landing-links a').first().click()
    await expect(page).toHaveURL((url) => url.pathname === product.path.en && decodeURIComponent(url.hash.slice(1)) === item.code)
    await expect.poll(() => page.evaluate(() => document.querySelector(':target')?.id)).toBe(item.code)
  })
})
