/**
 * The medical notice a first-time visitor must answer: a modal alert dialog in the page's language
 * (or in English, with an offer to switch, for an English browser on an Italian page), painted
 * before the scripts run, keeping the focus, and remembered once accepted. Its words and links in
 * each language, as prerendered, are tests/built/notice.test.ts's.
 */
import type { Page } from '@playwright/test'
import { focusLeaving } from './focusTrap.ts'
import { holdRequests } from './heldRequests.ts'
import { expect, ready, test, visit } from './siteTest.ts'

const KEY = 'medicalDisclaimerAccepted'

test.use({ acceptNotice: false })

const notice = (page: Page) => page.locator('dialog.medical-notice')
const isModal = (page: Page) =>
  notice(page)
    .evaluate((d) => d.matches(':modal'))
    .catch(() => false)
const focusInside = (page: Page) => expect(notice(page).locator(':focus'))
const stored = (page: Page) => page.evaluate((k) => localStorage.getItem(k), KEY)
const root = (page: Page) => page.locator('html')
/** The page's scripts, held: what the visitor sees and can do before they run. */
const holdScripts = (page: Page) => holdRequests(page.context(), '**/assets/**/*.js')

test('a first visit: a labelled modal alert dialog in the page’s language, the focus kept inside, scrolling locked, Escape no answer; Accept closes it and stores the answer, and the next page never paints it', async ({
  page,
}) => {
  await visit(page, '/')
  const dialog = page.getByRole('alertdialog', { name: 'Avviso per gli operatori sanitari' })
  await expect(dialog).toBeVisible()
  await expect.poll(() => isModal(page)).toBe(true)
  await expect(dialog).toHaveAccessibleDescription(/operatori sanitari/)
  await focusInside(page).toHaveCount(1)
  await expect(root(page)).toHaveCSS('overflow', 'hidden')
  await expect(page.getByRole('button', { name: 'Accetto' })).toBeVisible()
  await expect(page.getByText('Notice for healthcare professionals')).toBeHidden()
  await expect(page.locator('.medical-notice__offer')).toBeHidden()

  const left = await focusLeaving(page, 'dialog.medical-notice')
  for (const key of [...Array<string>(7).fill('Tab'), ...Array<string>(4).fill('Shift+Tab')]) await page.keyboard.press(key)
  expect(await left(), 'Tab and Shift+Tab go round the notice’s controls').toEqual([])
  await focusInside(page).toHaveCount(1)
  // A second Escape may close a dialog whatever its page says; the notice then opens again.
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect.poll(() => isModal(page)).toBe(true)
  await page.keyboard.press('Tab')
  await focusInside(page).toHaveCount(1)

  await page.getByRole('button', { name: 'Accetto' }).click()
  await expect(notice(page)).toHaveCount(0)
  expect(await stored(page)).toBe('true')
  await expect(root(page)).toHaveCSS('overflow', 'visible')

  // Before any of the next page's scripts run, the head script has hidden its prerendered notice.
  const scripts = await holdScripts(page)
  await page.goto('/en/')
  await expect(notice(page), 'the notice is in the prerendered HTML').toHaveCount(1)
  await expect(notice(page)).toBeHidden()
  await expect(root(page)).toHaveCSS('overflow', 'visible')
  scripts.release()
  await ready(page)
  await expect(notice(page)).toHaveCount(0)
})

test.describe('an English browser', () => {
  test.use({ locale: 'en-GB' })

  test('on an Italian page, the notice is in English with an offer to read the page in English, before the scripts run too; nothing switches on its own; the offer leads to the English page, whose notice still asks', async ({
    page,
  }) => {
    const scripts = await holdScripts(page)
    await page.goto('/')
    // Painted so before the page's scripts run.
    await expect(page.getByText('Notice for healthcare professionals')).toBeVisible()
    await expect(page.getByText('Avviso per gli operatori sanitari')).toBeHidden()
    const offer = page.locator('.medical-notice__offer')
    await expect(offer).toBeVisible()
    scripts.release()
    await ready(page)

    await expect(page.getByRole('alertdialog', { name: 'Notice for healthcare professionals' })).toBeVisible()
    await expect.poll(() => isModal(page)).toBe(true)
    await expect(page.getByText('Avviso per gli operatori sanitari')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible()
    await expect(offer).toHaveText('This page is in Italian. Read it in English')
    await expect(offer).toHaveAttribute('lang', 'en')
    const link = offer.getByRole('link', { name: 'Read it in English' })
    await expect(link).toHaveAttribute('href', '/en/')
    await expect(page.getByRole('link', { name: 'More information in the disclaimer' })).toHaveAttribute('href', '/en/disclaimer/')
    // Reachable with the keyboard: Tab goes round the notice's controls, the offer among them.
    let reached = false
    for (let i = 0; i < 6 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await link.evaluate((a) => a === document.activeElement)
    }
    expect(reached, 'Tab reaches the offer').toBe(true)
    // The page stays Italian until the visitor chooses, its scripts started.
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(root(page)).toHaveAttribute('lang', 'it')

    // The offer leads to the English page, whose notice still asks.
    await link.click()
    await expect(page).toHaveURL((url) => url.pathname === '/en/')
    await expect(page.getByRole('alertdialog', { name: 'Notice for healthcare professionals' })).toBeVisible()
    await expect.poll(() => isModal(page)).toBe(true)
    await expect(offer).toBeHidden()
    expect(await stored(page)).toBeNull()
  })

  test('Accept clicked on an Italian page before its scripts run closes the notice and is remembered: the page stays Italian, its language switch at hand, and the next page does not ask', async ({
    page,
  }) => {
    const scripts = await holdScripts(page)
    await page.goto('/chi-siamo/')
    // Without a stored answer, the prerendered notice is painted before the page's scripts run.
    await expect(notice(page)).toBeVisible()
    await page.getByRole('button', { name: 'Accept' }).click()
    await expect(notice(page)).toBeHidden()
    expect(await stored(page)).toBe('true')
    scripts.release()
    await ready(page)
    await expect(notice(page)).toHaveCount(0)
    await expect(page).toHaveURL((url) => url.pathname === '/chi-siamo/')
    const toggle = page.locator('.site-header .lang-toggle:visible').first()
    await expect(toggle).toHaveAttribute('href', '/about-us/')
    await toggle.focus()
    await expect(toggle).toBeFocused()
    await page.goto('/contatti/')
    await expect(notice(page)).toBeHidden()
  })
})

test('Exit closes it without storing the answer and goes to the home page', async ({ page }) => {
  await visit(page, '/contatti/')
  await expect.poll(() => isModal(page)).toBe(true)
  await notice(page).locator('.medical-notice__exit').click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(notice(page)).toHaveCount(0)
  expect(await stored(page)).toBeNull()
  await expect(root(page)).toHaveCSS('overflow', 'visible')
})

test('More information stores the answer and goes to the disclaimer', async ({ page }) => {
  await visit(page, '/search/')
  await expect.poll(() => isModal(page)).toBe(true)
  await notice(page).locator('.medical-notice__more:visible').click()
  await expect(page).toHaveURL((url) => url.pathname === '/en/disclaimer/')
  await expect(notice(page)).toHaveCount(0)
  expect(await stored(page)).toBe('true')
})
