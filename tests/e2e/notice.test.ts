/**
 * The medical notice a first-time visitor must answer: a modal alert dialog in the page's language
 * (or in English, with an offer to switch, for an English browser on an Italian page), painted
 * before the scripts run, keeping the focus, and remembered once accepted.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hydrated } from '../../scripts/harness/typingCheck.ts'
import { baseUrl, launchBrowser, openPage } from './browser.ts'

const KEY = 'medicalDisclaimerAccepted'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A first-time visitor: nothing in storage. */
async function firstVisit(url: string, locale?: string) {
  const v = await openPage(browser, { acceptNotice: false, locale })
  await v.page.goto(baseUrl() + url)
  await v.page.waitForLoadState('networkidle')
  return v
}

const notice = (page: Page) => page.locator('dialog.medical-notice')
const isModal = (page: Page) =>
  notice(page)
    .evaluate((d) => d.matches(':modal'))
    .catch(() => false)
const focusInside = (page: Page) => notice(page).evaluate((d) => d.contains(document.activeElement))
const rootOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow)

/** Loads a page without running the site's JavaScript bundle: what is painted before hydration. */
async function beforeHydration(context: BrowserContext, url: string) {
  const page = await context.newPage()
  await page.route('**/assets/**/*.js', (route) => route.abort())
  await page.goto(baseUrl() + url)
  return page
}

describe('medical notice', () => {
  // The browser's language is Italian (openPage): each page's notice is its own language's, with no offer to switch.
  test.each([
    ['/', 'Avviso per gli operatori sanitari', 'Accetto', 'Notice for healthcare professionals'],
    ['/en/', 'Notice for healthcare professionals', 'Accept', 'Avviso per gli operatori sanitari'],
  ])('%s: shows on a first visit as a labelled modal alert dialog in its language, focus inside, scrolling locked', async (url, title, accept, other) => {
    const { page, context, errors, failed } = await firstVisit(url)
    expect(await notice(page).isVisible()).toBe(true)
    await expect.poll(() => isModal(page)).toBe(true)
    expect(await page.getByRole('alertdialog', { name: title }).count()).toBe(1)
    const description = await notice(page).getAttribute('aria-describedby')
    expect(await page.locator(`#${description}`).textContent()).toMatch(/(operatori sanitari|healthcare professional)/)
    expect(await focusInside(page)).toBe(true)
    expect(await rootOverflow(page)).toBe('hidden')
    expect(await page.getByRole('button', { name: accept }).count()).toBe(1)
    expect(await page.getByText(other).isVisible()).toBe(false)
    expect(await page.locator('.medical-notice__offer').isVisible()).toBe(false)
    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await context.close()
  })

  test('an English browser’s first visit to an Italian page: the notice in English, with an offer to switch, before the scripts run too; nothing switches on its own', async () => {
    const { page, context, errors } = await firstVisit('/', 'en-GB')
    await expect.poll(() => isModal(page)).toBe(true)
    expect(await page.getByRole('alertdialog', { name: 'Notice for healthcare professionals' }).count()).toBe(1)
    expect(await page.getByText('Avviso per gli operatori sanitari').isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Accept' }).isVisible()).toBe(true)
    const offer = page.locator('.medical-notice__offer')
    expect(await offer.isVisible()).toBe(true)
    expect(await offer.getAttribute('lang')).toBe('en')
    expect(await offer.textContent()).toBe('This page is in Italian. Read it in English')
    const link = offer.getByRole('link', { name: 'Read it in English' })
    expect(await link.getAttribute('href')).toBe('/en/')
    expect(await page.getByRole('link', { name: 'More information in the disclaimer' }).getAttribute('href')).toBe('/en/disclaimer/')
    // Reachable with the keyboard: Tab goes round the notice's controls, the offer among them.
    let reached = false
    for (let i = 0; i < 6 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await link.evaluate((a) => a === document.activeElement)
    }
    expect(reached).toBe(true)
    // The page stays Italian until the visitor chooses, its scripts started.
    await hydrated(page)
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it')
    // Painted so before the page's scripts run.
    const early = await beforeHydration(context, '/')
    expect(await early.getByText('Notice for healthcare professionals').isVisible()).toBe(true)
    expect(await early.getByText('Avviso per gli operatori sanitari').isVisible()).toBe(false)
    await early.close()
    // The offer leads to the English page, whose notice still asks.
    await link.click()
    await page.waitForURL((url) => url.pathname === '/en/')
    await expect.poll(() => isModal(page)).toBe(true)
    expect(await page.getByRole('alertdialog', { name: 'Notice for healthcare professionals' }).count()).toBe(1)
    expect(await page.locator('.medical-notice__offer').isVisible()).toBe(false)
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull()
    expect(errors).toEqual([])
    await context.close()
  })

  test('an English browser that accepts on the Italian page stays there, the language switch at hand', async () => {
    const { page, context } = await firstVisit('/', 'en-GB')
    await expect.poll(() => isModal(page)).toBe(true)
    await page.getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => notice(page).isVisible()).toBe(false)
    expect(new URL(page.url()).pathname).toBe('/')
    const toggle = page.locator('.site-header .lang-toggle:visible').first()
    expect(await toggle.getAttribute('href')).toBe('/en/')
    await toggle.focus()
    expect(await toggle.evaluate((a) => a === document.activeElement)).toBe(true)
    await context.close()
  })

  test('focus stays inside: Tab and Shift+Tab cycle through its controls; Escape does not dismiss it', async () => {
    const { page, context } = await firstVisit('/')
    await expect.poll(() => isModal(page)).toBe(true)
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInside(page), `after ${i + 1} Tab`).toBe(true)
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInside(page), `after ${i + 1} Shift+Tab`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await page.waitForTimeout(200)
    expect(await isModal(page)).toBe(true)
    await context.close()
  })

  test('Accept stores the answer, closes it and unlocks scrolling; later visits never paint it', async () => {
    const { page, context, errors } = await firstVisit('/')
    await expect.poll(() => isModal(page)).toBe(true)
    await page.getByRole('button', { name: 'Accetto' }).click()
    expect(await notice(page).count()).toBe(0)
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('true')
    expect(await rootOverflow(page)).toBe('visible')

    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(await notice(page).count()).toBe(0)

    // Before any of the bundle runs, the head script has already hidden the prerendered notice.
    const early = await beforeHydration(context, '/en/')
    expect(await early.locator('dialog.medical-notice').count(), 'the notice is in the prerendered HTML').toBe(1)
    expect(await early.locator('dialog.medical-notice').isVisible()).toBe(false)
    expect(await early.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible')
    expect(errors).toEqual([])
    await context.close()
  })

  test('without a stored answer the prerendered notice is painted before hydration', async () => {
    const v = await openPage(browser, { acceptNotice: false })
    const early = await beforeHydration(v.context, '/')
    expect(await early.locator('dialog.medical-notice').isVisible()).toBe(true)
    await v.context.close()
  })

  test("Accept clicked before the page's scripts run closes the notice and is remembered on the next page", async () => {
    const v = await openPage(browser, { acceptNotice: false })
    const early = await beforeHydration(v.context, '/chi-siamo/')
    await early.getByRole('button', { name: 'Accetto' }).click()
    expect(await early.locator('dialog.medical-notice').isVisible()).toBe(false)
    expect(await early.evaluate((k) => localStorage.getItem(k), KEY)).toBe('true')
    await early.goto(baseUrl() + '/contatti/')
    expect(await early.locator('dialog.medical-notice').isVisible()).toBe(false)
    await v.context.close()
  })

  test.each([
    ['/contatti/', '/'],
    ['/contact/', '/en/'],
  ])('Exit on %s closes it without storing the answer and goes to %s', async (from, home) => {
    const { page, context } = await firstVisit(from)
    await expect.poll(() => isModal(page)).toBe(true)
    await notice(page).locator('.medical-notice__exit').click()
    await page.waitForURL((url) => url.pathname === home)
    expect(await notice(page).count()).toBe(0)
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull()
    expect(await rootOverflow(page)).toBe('visible')
    await context.close()
  })

  test.each([
    ['/cerca/', '/disclaimer/'],
    ['/search/', '/en/disclaimer/'],
  ])('More information on %s stores the answer and goes to %s', async (from, disclaimer) => {
    const { page, context, errors } = await firstVisit(from)
    await expect.poll(() => isModal(page)).toBe(true)
    await notice(page).locator('.medical-notice__more:visible').click()
    await page.waitForURL((url) => url.pathname === disclaimer)
    expect(await notice(page).count()).toBe(0)
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('true')
    expect(errors).toEqual([])
    await context.close()
  })
})
