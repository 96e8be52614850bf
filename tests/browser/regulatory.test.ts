/**
 * A product page's "Regulatory data" as the browser renders it: reached from its category by a
 * link, the page renders the block from its data without loading a new document; the block fits a
 * phone and a desktop, and prints; its first IFU link opens the document page of the page's
 * language. Its values and both languages' words are the built page's (tests/built/regulatory.test.ts).
 */
import type { Locator } from '@playwright/test'
import { routeById } from '../../scripts/harness/builtSite.ts'
import { regulatoryExamples } from '../../scripts/harness/catalogueExamples.ts'
import { expect, test, visit } from './siteTest.ts'

const { full, documentsOf } = regulatoryExamples()
/** Nothing in the block wider than it. */
const fits = (block: Locator) => block.evaluate((el) => el.scrollWidth <= el.clientWidth)

test('reached by a link, the page shows the block from its data; it fits a phone and a desktop, prints, and links the IFU of its language', async ({
  page,
}) => {
  await visit(page, routeById(`category:${full.category}`).path.en)
  // A mark on this document: still there after the click, the page was rendered in it, not loaded anew.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.locator(`main a[href="${full.path.en}"]`).first().click()
  await expect(page).toHaveURL((url) => url.pathname === full.path.en)
  const block = page.locator('.regulatory')
  await expect(block.locator('dd').first()).toHaveText(full.regulatory!.basicUdiDi!)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

  await expect(block).toBeVisible()
  expect(await fits(block), 'at 1280 px').toBe(true)
  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(() => fits(block), 'at 390 px').toBe(true)
  await page.emulateMedia({ media: 'print' })
  await expect(block).toBeVisible()
  await page.emulateMedia({ media: 'screen' })

  const own = documentsOf(full).find((d) => d.language === 'en')!
  await block.locator('a[hreflang]').first().click()
  await expect(page).toHaveURL((url) => url.pathname === routeById(`ifuDocument:${own.page}/en`).path.en)
  await expect(page.locator('h1')).toContainText(own.product)
})
