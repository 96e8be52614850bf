import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { baseUrl, launchBrowser, openPage } from './browser.ts'
import { site } from '../../scripts/harness/builtSite.ts'
import { groupedExample } from '../../scripts/harness/catalogueExamples.ts'

// A table with group headings between its codes: every row, headings included, must print.
const product = groupedExample()

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

test('a product page prints as a datasheet: letterhead, title, every row, the address; no navigation, notice, buttons or footer', async () => {
  const { page, context } = await openPage(browser, { acceptNotice: false })
  await page.goto(`${baseUrl()}${product.path.en}`)
  await page.waitForLoadState('networkidle')
  const visible = (selector: string) => page.locator(selector).first().isVisible()
  expect(await visible('.print-letterhead')).toBe(false)
  expect(await visible('.medical-notice')).toBe(true)
  await page.emulateMedia({ media: 'print' })
  for (const hidden of ['.site-header', '.site-footer', '.medical-notice', '.back-button', '.table-downloads', '.request-cell', '.add-to-request__button']) {
    expect(await visible(hidden), hidden).toBe(false)
  }
  expect(await page.locator('.print-letterhead').textContent()).toContain(site.company.phone)
  expect(await visible('h1')).toBe(true)
  expect(await page.locator('.print-url').textContent()).toMatch(new RegExp(`^Printed from https?://[^ ]+${product.path.en}$`))
  const rows = page.locator('.product-table tbody tr')
  const count = product.table!.rows.length
  expect(await rows.count()).toBe(count)
  for (let i = 0; i < count; i++) expect(await rows.nth(i).isVisible()).toBe(true)
  const pdf = await page.pdf({ format: 'A4' })
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  await context.close()
})
