/**
 * Where the focus goes when a visitor closes something with the keyboard: back to the control that
 * opened it, never to the top of the page; and Tab stays inside the open search overlay.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hydrated } from '../../scripts/harness/typingCheck.ts'
import { baseUrl, launchBrowser, openPage } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName,
    className: document.activeElement?.className ?? '',
    text: document.activeElement?.textContent?.trim() ?? '',
  }))

describe('the search overlay', () => {
  test.each(['/', '/en/'])('%s: Escape gives the focus back to the search button, and the next Tab goes on from there', async (url) => {
    const v = await openPage(browser)
    await v.page.goto(baseUrl() + url)
    await hydrated(v.page)
    await v.page.locator('.search-button:visible').first().focus()
    await v.page.keyboard.press('Enter')
    await v.page.waitForFunction(() => document.activeElement?.classList.contains('search-overlay__input'))
    await v.page.keyboard.type('a')
    await v.page.keyboard.press('Escape')
    await expect.poll(() => v.page.locator('dialog.search-overlay').count()).toBe(0)
    await expect.poll(async () => (await focused(v.page)).className).toContain('search-button')
    await v.page.keyboard.press('Tab')
    expect((await focused(v.page)).className, 'not the skip link: the control after the search button').not.toContain('skip-link')
    // The close button gives it back too.
    await v.page.locator('.search-button:visible').first().click()
    await v.page.locator('.search-overlay__close').click()
    await expect.poll(async () => (await focused(v.page)).className).toContain('search-button')
    expect(v.errors).toEqual([])
    await v.context.close()
  })

  test('Tab and Shift+Tab go round the overlay’s controls and never leave it', async () => {
    const v = await openPage(browser)
    await v.page.goto(baseUrl() + '/')
    await hydrated(v.page)
    await v.page.locator('.search-button:visible').first().click()
    await v.page.waitForFunction(() => document.activeElement?.classList.contains('search-overlay__input'))
    const inside = () => v.page.evaluate(() => document.activeElement?.closest('dialog.search-overlay') !== null)
    for (let i = 0; i < 8; i++) {
      await v.page.keyboard.press('Tab')
      expect(await inside(), `Tab ${i + 1}`).toBe(true)
    }
    for (let i = 0; i < 8; i++) {
      await v.page.keyboard.press('Shift+Tab')
      expect(await inside(), `Shift+Tab ${i + 1}`).toBe(true)
    }
    await v.context.close()
  })
})

describe('the client area menu', () => {
  test.each([
    ['/', 'Area clienti'],
    ['/en/', 'Client Area'],
  ])('%s: Escape inside "%s" closes it and gives the focus back to its summary', async (url, label) => {
    const v = await openPage(browser)
    await v.page.goto(baseUrl() + url)
    await hydrated(v.page)
    const summary = v.page.locator('.main-nav details.dropdown > summary')
    await summary.focus()
    await v.page.keyboard.press('Enter')
    await expect.poll(() => v.page.locator('.main-nav details.dropdown[open]').count()).toBe(1)
    await v.page.keyboard.press('Tab')
    expect((await focused(v.page)).tag).toBe('A')
    await v.page.keyboard.press('Escape')
    await expect.poll(() => v.page.locator('.main-nav details.dropdown[open]').count()).toBe(0)
    expect(await focused(v.page)).toMatchObject({ tag: 'SUMMARY', text: label })
    await v.context.close()
  })
})
