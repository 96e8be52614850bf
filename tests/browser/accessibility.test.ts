/**
 * axe-core in the states a visitor opens, each reached from the one before as a visitor goes, and
 * read at 390 and 1280 px in the same page: the medical notice, then the search overlay with
 * suggestions, then the mobile menu and the Client Area; an English browser's notice on an Italian
 * page; the request list with its tender sheet failing to load and its dossier made, then the
 * contact form with the list, showing its error and its way out; where to buy with a place found, a
 * country chosen and the map loaded. Each flow runs in one language, the languages alternating;
 * their words are the built pages' (tests/built/). Every template as it loads is
 * templates.test.ts's; the filtered category page, methodFilter.test.ts's.
 */
import type { Page } from '@playwright/test'
import { recentNotices } from '#src/features/notices/noticeItems.ts'
import { allCodes, catalogue, routeOfKind } from '../../scripts/harness/builtSite.ts'
import { searchWord } from '../../scripts/harness/catalogueExamples.ts'
import { axeViolations } from './axe.ts'
import { expect, test, visit } from './siteTest.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** axe at 390 px, then at 1280 px, in the page as it is; the page is left at `leaveAt`. */
async function atBothWidths(page: Page, label: string, leaveAt = PHONE): Promise<string[]> {
  await page.setViewportSize(PHONE)
  const found = await axeViolations(page, `${label} at 390 px`)
  await page.setViewportSize(DESKTOP)
  found.push(...(await axeViolations(page, `${label} at 1280 px`)))
  await page.setViewportSize(leaveAt)
  return found
}

test.use({ viewport: PHONE })

test.describe('a first visit', () => {
  test.use({ acceptNotice: false })

  test('it: the medical notice, then the search overlay with suggestions, then the mobile menu and the Client Area', async ({ page }) => {
    await visit(page, routeOfKind('home').path.it)
    await expect(page.locator('dialog.medical-notice')).toBeVisible()
    const found = await atBothWidths(page, 'notice')
    await page.getByRole('button', { name: 'Accetto', exact: true }).click()

    await page.locator('.search-button:visible').first().click()
    await page.locator('.search-overlay__input').fill(searchWord('it') ?? '')
    await expect(page.locator('.search-overlay__suggestion').first()).toBeVisible()
    found.push(...(await atBothWidths(page, 'search overlay')))
    await page.keyboard.press('Escape')
    await expect(page.locator('dialog.search-overlay')).toHaveCount(0)

    await page.locator('details.mobile-menu summary').click()
    await expect(page.locator('details.mobile-menu .mobile-panel')).toBeVisible()
    found.push(...(await axeViolations(page, 'mobile menu at 390 px')))
    await page.setViewportSize(DESKTOP)
    await page.locator('.main-nav details.dropdown summary').click()
    await expect(page.locator('.main-nav details.dropdown a').first()).toBeVisible()
    found.push(...(await axeViolations(page, 'Client Area at 1280 px')))
    expect(found).toEqual([])
  })

  test.describe('in an English browser', () => {
    test.use({ locale: 'en-GB' })
    test('the Italian home: the notice in English with its offer to switch', async ({ page }) => {
      await visit(page, routeOfKind('home').path.it)
      await expect(page.locator('.medical-notice__offer')).toBeVisible()
      expect(await atBothWidths(page, 'notice in English')).toEqual([])
    })
  })
})

test('en: the request list with codes, its tender sheet failing to load, its dossier made; then the contact form with the list, showing its error and its way out', async ({
  page,
  context,
  problems,
}) => {
  // Six readings by axe and a dossier made in the page.
  test.setTimeout(60_000)
  // The first with free samples asked for: its box checked, and their terms in the contact form's summary.
  const codes = allCodes()
    .slice(0, 2)
    .map((code, n) => ({ code, packs: 2, ...(n === 0 ? { samples: true } : {}) }))
  // A code with a recent change notice, when the catalogue has one: the list warns of it.
  const noticed = recentNotices(catalogue).flatMap((n) => n.products.flatMap((p) => p.codes))[0]
  const more = noticed ? [{ code: noticed, packs: 1 }] : []
  await context.addInitScript(
    (list) => {
      if (location.protocol.startsWith('http')) window.localStorage.setItem('requestList', list)
    },
    JSON.stringify([...codes, ...more, { code: 'GONE-1', packs: 1 }]),
  )
  await context.route('**/search-index/tender/**', (r) => r.abort())
  await context.route('https://api.emailjs.com/**', (r) => r.fulfill({ status: 500, body: 'down' }))
  // What the test makes fail: the tender index, then the e-mail service.
  problems.allow(/\/search-index\/tender\/.*net::ERR_FAILED$|api\.emailjs\.com.*HTTP 500$|^Failed to load resource|^The contact message was not sent/)
  await visit(page, routeOfKind('requestList').path.en)
  await page.getByRole('button', { name: 'Download the tender sheet' }).click()
  await expect(page.getByRole('alert')).toHaveCount(1)
  if (noticed) await expect(page.locator('.request-item__notice').first()).toBeVisible()
  const found = await atBothWidths(page, 'request list')
  // The tender index answers again: the dossier is made, and the page offers it with its count and size.
  await context.unroute('**/search-index/tender/**')
  await page.getByRole('button', { name: 'Download the tender dossier' }).click()
  await expect(page.locator('.tender-dossier__status a')).toBeVisible()
  found.push(...(await atBothWidths(page, 'request list with its dossier')))

  await page.getByRole('link', { name: 'Continue to the contact form' }).click()
  await page.locator('#contact-name').fill('Anna Rossi')
  await page.locator('#contact-email').fill('anna.rossi@example.org')
  await page.locator('#contact-subject').fill('Samples')
  await page.locator('#contact-message').fill('I would like samples.')
  await page.locator('.contact-form__submit').click()
  await expect(page.getByText('An error occurred')).toBeVisible()
  await expect(page.locator('.request-summary')).toHaveCount(1)
  await expect(page.locator('.contact-form__way-out a')).toHaveCount(3)
  found.push(...(await atBothWidths(page, 'contact error')))
  expect(found).toEqual([])
})

test('it: where to buy with a place found, a country chosen and the map loaded', async ({ page }) => {
  const served = catalogue.whereToBuy.distributors.find((d) => d.areas.length > 0)
  if (!served) throw new Error('No distributor serves a part of a country, which this test needs.')
  await visit(page, routeOfKind('whereToBuy').path.it)
  await expect(page.locator('.wtb-map .leaflet-marker-icon').first()).toBeVisible()
  await page.locator('#wtb-find').fill(catalogue.whereToBuy.areas.find((a) => a.code === served.areas[0])!.name)
  await expect(page.locator('.wtb-found__place').first()).toBeVisible()
  await page.locator('.wtb-filters select').first().selectOption(served.country)
  expect(await atBothWidths(page, 'where to buy')).toEqual([])
})
