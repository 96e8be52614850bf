import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { baseUrl, launchBrowser, openPage } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

test('a product page prints as a datasheet: letterhead, title, every row, the address; no navigation, notice, buttons or footer', async () => {
  const { page, context } = await openPage(browser, { acceptNotice: false })
  await page.goto(`${baseUrl()}/medical/sheets/tnt`)
  await page.waitForLoadState('networkidle')
  const visible = (selector: string) => page.locator(selector).first().isVisible()
  expect(await visible('.print-letterhead')).toBe(false)
  expect(await visible('.medical-notice')).toBe(true)
  await page.emulateMedia({ media: 'print' })
  for (const hidden of ['.site-header', '.site-footer', '.medical-notice', '.back-button', '.table-downloads', '.request-cell', '.add-to-request__button']) {
    expect(await visible(hidden), hidden).toBe(false)
  }
  expect(await page.locator('.print-letterhead').textContent()).toContain('+39 02 0000 0000')
  expect(await visible('h1')).toBe(true)
  expect(await page.locator('.print-url').textContent()).toMatch(/^Printed from https?:\/\/[^ ]+\/medical\/sheets\/tnt$/)
  const rows = page.locator('.product-table tbody tr')
  expect(await rows.count()).toBe(12)
  for (let i = 0; i < 12; i++) expect(await rows.nth(i).isVisible()).toBe(true)
  const pdf = await page.pdf({ format: 'A4' })
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  await context.close()
})
