import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { baseUrl, launchBrowser, openPage } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('home pages', () => {
  test.each([
    ['/', 'it'],
    ['/en', 'en'],
  ])('%s is prerendered in %s and hydrates without errors', async (path, lang) => {
    const visit = await openPage(browser)
    await visit.page.goto(baseUrl() + path)
    expect(await visit.page.getAttribute('html', 'lang')).toBe(lang)
    await expect.poll(() => visit.page.locator('h1').count()).toBe(1)
    await visit.page.waitForLoadState('networkidle')
    expect(visit.errors).toEqual([])
    expect(visit.failed).toEqual([])
    await visit.context.close()
  })
})
