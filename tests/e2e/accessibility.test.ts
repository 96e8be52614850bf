/**
 * axe-core (WCAG 2.2 A/AA and best practices) on every page of the route table in both languages,
 * at phone and desktop widths, and in the states a visitor opens: medical notice, search overlay
 * with suggestions, mobile menu, Client Area, the contact form's error, the 404 page.
 * Zero violations allowed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '@/catalogue/generatedDir'
import { langs } from '@/catalogue/langs'
import type { CatalogueData, Route, SiteData } from '@/catalogue/schema'
import { baseUrl, launchBrowser, openPage } from './browser'

const require = createRequire(import.meta.url)
const root = path.resolve(import.meta.dirname, '../..')
const routes = JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'routes.json'), 'utf8')) as Route[]
const ordersHost = new URL((JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'site.json'), 'utf8')) as SiteData).company.ordersHost).origin
const redirectPaths = new Set(routes.filter((r) => r.page === 'orderTracking' || r.page === 'declaration').flatMap((r) => [r.path.it, r.path.en]))
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice']
const WIDTHS = [390, 1280] as const
/** Pages checked at once: enough to keep the sweep short on two cores. */
const CONCURRENCY = 3

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

interface AxeResult {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[]
}

/** The violations on the page as it is now, one readable line each. */
async function violations(page: Page, label: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const result = await page.evaluate(
    (tags) => (window as unknown as { axe: { run: (o: object) => Promise<AxeResult> } }).axe.run({ runOnly: { type: 'tag', values: tags } }),
    TAGS,
  )
  return result.violations.map((v) => `${label}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

async function open(url: string, width: number, acceptNotice = true, locale?: string) {
  const visit = await openPage(browser, { width, height: width < 600 ? 844 : 900, acceptNotice, locale })
  await visit.page.goto(baseUrl() + url)
  await visit.page.waitForLoadState('networkidle')
  return visit
}

describe('axe on every page', () => {
  test.each(WIDTHS.flatMap((width) => langs.map((lang) => [lang, width] as const)))(
    '%s at %i px: no violation on any page of the route table',
    async (lang, width) => {
      const queue = routes.map((r) => r.path[lang])
      const found: string[] = []
      const errors: string[] = []
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          const visit = await openPage(browser, { width, height: width < 600 ? 844 : 900 })
          // Redirect pages leave for the external service at once; what is checked is what a visitor
          // sees when that fails: the page without its refresh, and the service answering 204 No
          // Content (which keeps the browser where it is) to the script's own attempt.
          await visit.context.route(
            (u) => u.origin === ordersHost,
            (route) => route.fulfill({ status: 204 }),
          )
          await visit.context.route(
            (u) => redirectPaths.has(u.pathname),
            async (route) => {
              const response = await route.fetch()
              const body = (await response.text()).replace(/<meta http-equiv="refresh"[^>]*>/, '').replace(/<script>location\.replace\([^<]*<\/script>/, '')
              await route.fulfill({ response, body })
            },
          )
          for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
            await visit.page.goto(baseUrl() + url)
            await visit.page.waitForLoadState('networkidle')
            found.push(...(await violations(visit.page, url)))
          }
          errors.push(...visit.errors, ...visit.failed)
          await visit.context.close()
        }),
      )
      expect(found).toEqual([])
      expect(errors).toEqual([])
    },
    300_000,
  )
})

describe('axe in every state', () => {
  const both = WIDTHS.flatMap((width) => langs.map((lang) => [lang, width] as const))
  const home = { it: '/', en: '/en/' }

  test.each(both)('%s at %i px: the medical notice open', async (lang, width) => {
    const { page, context } = await open(home[lang], width, false)
    await expect.poll(() => page.locator('dialog.medical-notice').isVisible()).toBe(true)
    expect(await violations(page, 'notice')).toEqual([])
    await context.close()
  })

  test.each(WIDTHS)('an English browser on the Italian home at %i px: the notice in English with its offer to switch', async (width) => {
    const { page, context } = await open('/', width, false, 'en-GB')
    await expect.poll(() => page.locator('.medical-notice__offer').isVisible()).toBe(true)
    expect(await violations(page, 'notice in English')).toEqual([])
    await context.close()
  })

  test.each(both)('%s at %i px: the search overlay with suggestions', async (lang, width) => {
    const { page, context } = await open(home[lang], width)
    await page.locator('.search-button:visible').first().click()
    await page.locator('.search-overlay__input').fill(lang === 'it' ? 'buste' : 'pouches')
    await expect.poll(() => page.locator('.search-overlay__suggestion').count()).toBeGreaterThan(0)
    expect(await violations(page, 'search overlay')).toEqual([])
    await context.close()
  })

  test.each(langs)('%s at 390 px: the mobile menu open', async (lang) => {
    const { page, context } = await open(home[lang], 390)
    await page.locator('details.mobile-menu summary').click()
    await expect.poll(() => page.locator('details.mobile-menu .mobile-panel').isVisible()).toBe(true)
    expect(await violations(page, 'mobile menu')).toEqual([])
    await context.close()
  })

  test.each(langs)('%s at 1280 px: the Client Area open', async (lang) => {
    const { page, context } = await open(home[lang], 1280)
    await page.locator('.main-nav details.dropdown summary').click()
    await expect.poll(() => page.locator('.main-nav details.dropdown a').first().isVisible()).toBe(true)
    expect(await violations(page, 'client area')).toEqual([])
    await context.close()
  })

  test.each(both)('%s at %i px: the contact form showing its error and its way out, with a request list', async (lang, width) => {
    const visit = await openPage(browser, { width })
    const catalogue = JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'catalogue.json'), 'utf8')) as CatalogueData
    const code = catalogue.products.flatMap((p) => (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item.code] : [])))[0]!
    await visit.context.addInitScript((list) => window.localStorage.setItem('requestList', list), JSON.stringify([{ code, packs: 2 }]))
    await visit.context.route('https://api.emailjs.com/**', (r) => r.fulfill({ status: 500, body: 'down' }))
    const { page, context } = visit
    await page.goto(baseUrl() + (lang === 'it' ? '/contatti/' : '/contact/'))
    await page.waitForLoadState('networkidle')
    await page.locator('#contact-name').fill('Anna Rossi')
    await page.locator('#contact-email').fill('anna.rossi@example.org')
    await page.locator('#contact-subject').fill('Campioni')
    await page.locator('#contact-message').fill('Vorrei dei campioni.')
    await page.locator('.contact-form__submit').click()
    await expect.poll(() => page.getByText(lang === 'it' ? 'Si è verificato un errore' : 'An error occurred').isVisible()).toBe(true)
    expect(await page.locator('.contact-form__way-out a').count()).toBe(3)
    expect(await violations(page, 'contact error')).toEqual([])
    await context.close()
  })

  test.each(both)('%s at %i px: the request list with codes, its tender sheet failing to load', async (lang, width) => {
    const visit = await openPage(browser, { width })
    const catalogue = JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'catalogue.json'), 'utf8')) as CatalogueData
    const codes = catalogue.products
      .flatMap((p) => (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [{ code: r.item.code, packs: 2 }] : [])))
      .slice(0, 2)
    await visit.context.addInitScript((list) => window.localStorage.setItem('requestList', list), JSON.stringify([...codes, { code: 'GONE-1', packs: 1 }]))
    await visit.context.route('**/search-index/tender/**', (r) => r.abort())
    const { page, context } = visit
    await page.goto(baseUrl() + (lang === 'it' ? '/richiesta/' : '/request/'))
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: lang === 'it' ? 'Scarica la scheda per gara' : 'Download the tender sheet' }).click()
    await expect.poll(() => page.getByRole('alert').count()).toBe(1)
    expect(await violations(page, 'request list')).toEqual([])
    await context.close()
  })

  test.each(both)('%s at %i px: the 404 page', async (lang, width) => {
    const { page, context } = await open(lang === 'it' ? '/pagina-inesistente' : '/en/no-such-page', width)
    await expect.poll(() => page.locator('h1').count()).toBe(1)
    expect(await violations(page, '404')).toEqual([])
    await context.close()
  })
})
