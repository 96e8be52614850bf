/**
 * axe-core in the states a visitor opens, in both languages at phone and desktop widths, each state
 * reached from the one before as a visitor goes: the medical notice, then the search overlay with
 * suggestions, then the mobile menu or the Client Area; the request list with its tender sheet
 * failing to load, then the contact form with the list, showing its error and its way out; and an
 * English browser's notice on an Italian page; where to buy with a place found, a country chosen
 * and the map loaded. Zero violations allowed, and none of the security
 * policy. Every template as it loads is templates.test.ts's; the filtered category page,
 * methodFilter.test.ts's.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { axeViolations } from '../browser/axe.ts'
import { baseUrl, launchBrowser, openPage } from './browser.ts'
import { recentNotices } from '#src/features/notices/noticeItems.ts'
import { allCodes, catalogue, routeOfKind } from '../../scripts/harness/builtSite.ts'
import { searchWord } from '../../scripts/harness/catalogueExamples.ts'

const WIDTHS = [390, 1280] as const
const both = WIDTHS.flatMap((width) => langs.map((lang) => [lang, width] as const))
const home = routeOfKind('home').path
const requestList = routeOfKind('requestList').path
const height = (width: number) => (width < 600 ? 844 : 900)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const loaded = async (page: Page, url: string) => {
  await page.goto(baseUrl() + url)
  await page.waitForLoadState('networkidle')
}

describe('axe in every state', () => {
  test.each(both)('%s at %i px: the medical notice, then the search overlay with suggestions, then the mobile menu or the Client Area', async (lang, width) => {
    const { page, context, errors } = await openPage(browser, { width, height: height(width), acceptNotice: false })
    await loaded(page, home[lang])
    const found: string[] = []
    await expect.poll(() => page.locator('dialog.medical-notice').isVisible()).toBe(true)
    found.push(...(await axeViolations(page, 'notice')))
    await page.getByRole('button', { name: lang === 'it' ? 'Accetto' : 'Accept', exact: true }).click()

    await page.locator('.search-button:visible').first().click()
    await page.locator('.search-overlay__input').fill(searchWord(lang) ?? '')
    await expect.poll(() => page.locator('.search-overlay__suggestion').count()).toBeGreaterThan(0)
    found.push(...(await axeViolations(page, 'search overlay')))
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('dialog.search-overlay').count()).toBe(0)

    if (width < 600) {
      await page.locator('details.mobile-menu summary').click()
      await expect.poll(() => page.locator('details.mobile-menu .mobile-panel').isVisible()).toBe(true)
      found.push(...(await axeViolations(page, 'mobile menu')))
    } else {
      await page.locator('.main-nav details.dropdown summary').click()
      await expect.poll(() => page.locator('.main-nav details.dropdown a').first().isVisible()).toBe(true)
      found.push(...(await axeViolations(page, 'client area')))
    }
    expect(found).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  test.each(WIDTHS)('an English browser on the Italian home at %i px: the notice in English with its offer to switch', async (width) => {
    const { page, context, errors } = await openPage(browser, { width, height: height(width), acceptNotice: false, locale: 'en-GB' })
    await loaded(page, home.it)
    await expect.poll(() => page.locator('.medical-notice__offer').isVisible()).toBe(true)
    expect(await axeViolations(page, 'notice in English')).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  test.each(both)(
    '%s at %i px: the request list with codes, its tender sheet failing to load, its tender dossier made; then the contact form with the list, showing its error and its way out',
    async (lang, width) => {
      const visit = await openPage(browser, { width })
      // The first with free samples asked for: its box checked, and their terms in the contact form's summary.
      const codes = allCodes()
        .slice(0, 2)
        .map((code, n) => ({ code, packs: 2, ...(n === 0 ? { samples: true } : {}) }))
      // A code with a recent change notice, when the catalogue has one: the list warns of it.
      const noticed = recentNotices(catalogue).flatMap((n) => n.products.flatMap((p) => p.codes))[0]
      const more = noticed ? [{ code: noticed, packs: 1 }] : []
      await visit.context.addInitScript(
        (list) => window.localStorage.setItem('requestList', list),
        JSON.stringify([...codes, ...more, { code: 'GONE-1', packs: 1 }]),
      )
      await visit.context.route('**/search-index/tender/**', (r) => r.abort())
      await visit.context.route('https://api.emailjs.com/**', (r) => r.fulfill({ status: 500, body: 'down' }))
      const { page, context, violations } = visit
      const found: string[] = []
      await loaded(page, requestList[lang])
      await page.getByRole('button', { name: lang === 'it' ? 'Scarica la scheda per gara' : 'Download the tender sheet' }).click()
      await expect.poll(() => page.getByRole('alert').count()).toBe(1)
      if (noticed) await page.locator('.request-item__notice').first().waitFor()
      found.push(...(await axeViolations(page, 'request list')))
      // The tender index answers again: the dossier is made, and the page offers it with its count and size.
      await visit.context.unroute('**/search-index/tender/**')
      await page.getByRole('button', { name: lang === 'it' ? 'Scarica il dossier di gara' : 'Download the tender dossier' }).click()
      await page.locator('.tender-dossier__status a').waitFor()
      found.push(...(await axeViolations(page, 'request list with its dossier')))

      await page.getByRole('link', { name: lang === 'it' ? 'Prosegui con il modulo di contatto' : 'Continue to the contact form' }).click()
      await page.locator('#contact-name').fill('Anna Rossi')
      await page.locator('#contact-email').fill('anna.rossi@example.org')
      await page.locator('#contact-subject').fill('Campioni')
      await page.locator('#contact-message').fill('Vorrei dei campioni.')
      await page.locator('.contact-form__submit').click()
      await expect.poll(() => page.getByText(lang === 'it' ? 'Si è verificato un errore' : 'An error occurred').isVisible()).toBe(true)
      expect(await page.locator('.request-summary').count()).toBe(1)
      expect(await page.locator('.contact-form__way-out a').count()).toBe(3)
      found.push(...(await axeViolations(page, 'contact error')))
      expect(found).toEqual([])
      expect(violations).toEqual([])
      await context.close()
    },
  )

  test.each(both)('%s at %i px: where to buy with a place found, a country chosen and the map loaded', async (lang, width) => {
    const { page, context, violations } = await openPage(browser, { width, height: height(width) })
    const served = catalogue.whereToBuy.distributors.find((d) => d.areas.length > 0)
    if (!served) throw new Error('No distributor serves a part of a country, which this test needs.')
    await loaded(page, routeOfKind('whereToBuy').path[lang])
    await page.locator('.wtb-map .leaflet-marker-icon').first().waitFor()
    await page.locator('#wtb-find').fill(catalogue.whereToBuy.areas.find((a) => a.code === served.areas[0])!.name)
    await page.locator('.wtb-found__place').first().waitFor()
    await page.locator('.wtb-filters select').first().selectOption(served.country)
    const found = await axeViolations(page, 'where to buy')
    expect(found).toEqual([])
    expect(violations).toEqual([])
    await context.close()
  })
})
