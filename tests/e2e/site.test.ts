/**
 * The site as a visitor uses it, in headless Chromium against the built pages: header and menus
 * in both languages, the language toggle, Back, scrolling, the shared 404 page and the forwarding
 * pages. That every template loads without an error, a failed request or anything wider than a
 * phone is templates.test.ts's.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { baseUrl, launchBrowser, openPage, type Visit } from './browser.ts'
import { catalogue, routeById as byId, routeOf, routes, site } from '../../scripts/harness/builtSite.ts'
import { pouchExample } from '../../scripts/harness/catalogueExamples.ts'

// The first product with a table of codes.
const product = routeOf(catalogue.products.find((p) => p.table)!)
const productCategory = routes.find((r) => r.page === 'category' && product.path.it.startsWith(r.path.it))!
const medical = byId('category:medical')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The external client-area service answers with a blank page, so redirect pages can be visited. */
async function answerOrdersHost(visit: Visit) {
  const host = new URL(site.company.ordersHost).origin
  await visit.context.route(
    (url) => url.origin === host,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>orders</title>' }),
  )
}

async function hydrated(visit: Visit) {
  await visit.page.waitForLoadState('networkidle')
}

describe('header', () => {
  test.each([
    ['/', 'it', ['Home', 'Chi siamo', 'Contatti', 'Area clienti']],
    ['/en/', 'en', ['Home', 'About', 'Contact', 'Client Area']],
  ] as const)('%s shows the six links and the client area in %s', async (url, lang, texts) => {
    const visit = await openPage(browser)
    await visit.page.goto(baseUrl() + url)
    const nav = visit.page.locator('.main-nav')
    for (const text of texts) await expect.poll(() => nav.getByText(text, { exact: true }).count()).toBeGreaterThan(0)
    const links = await nav.locator(':scope > ul > li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    const expected = ['home', 'category:medical', 'category:dental', 'category:industrial', 'about', 'contact'].map((id) => byId(id).path[lang])
    expect(links).toEqual(expected)
    await visit.context.close()
  })

  test('the client area dropdown opens, goes to the IFU page and closes on the way', async () => {
    const visit = await openPage(browser)
    await visit.page.goto(`${baseUrl()}/`)
    await hydrated(visit)
    const dropdown = visit.page.locator('.main-nav details.dropdown')
    await dropdown.locator('summary').click()
    expect(await dropdown.getAttribute('open')).not.toBeNull()
    const hrefs = await dropdown.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs[1]).toMatch(/type=ord&lang=it$/)
    expect(hrefs[2]).toMatch(/type=ddt&lang=it$/)
    await dropdown.locator('a').first().click()
    await visit.page.waitForURL(`${baseUrl()}${byId('ifu').path.it}`)
    await expect.poll(() => dropdown.getAttribute('open')).toBeNull()
    expect(visit.errors).toEqual([])
    await visit.context.close()
  })

  test('the mobile menu at 390 px holds the same links, switches language and closes after navigating', async () => {
    const visit = await openPage(browser, { width: 390, height: 844 })
    await visit.page.goto(`${baseUrl()}/`)
    await hydrated(visit)
    expect(await visit.page.locator('.main-nav').isVisible()).toBe(false)
    const menu = visit.page.locator('details.mobile-menu')
    await menu.locator('summary').click()
    const panel = menu.locator('.mobile-panel')
    expect(await panel.isVisible()).toBe(true)
    expect(await panel.getByText('Change to English').isVisible()).toBe(true)
    await panel.getByText('Chi siamo', { exact: true }).click()
    await visit.page.waitForURL(`${baseUrl()}${byId('about').path.it}`)
    await expect.poll(() => panel.isVisible()).toBe(false)
    await menu.locator('summary').click()
    await panel.getByText('Change to English').click()
    await visit.page.waitForURL(`${baseUrl()}${byId('about').path.en}`)
    await expect.poll(() => visit.page.locator('.mobile-panel').getByText('Cambia in Italiano').count()).toBe(1)
    expect(visit.errors).toEqual([])
    await visit.context.close()
  })
})

describe('language', () => {
  test('the toggle on a product page lands on the same product in English, and English is remembered', async () => {
    const visit = await openPage(browser)
    await visit.page.goto(baseUrl() + product.path.it)
    await hydrated(visit)
    await visit.page.locator('.header-tools .lang-toggle').click()
    await visit.page.waitForURL(baseUrl() + product.path.en)
    await expect.poll(() => visit.page.getAttribute('html', 'lang')).toBe('en')
    expect(await visit.page.evaluate(() => localStorage.getItem('lang'))).toBe('en')
    // A visitor who chose English and opens "/" is taken to "/en/".
    await visit.page.goto(`${baseUrl()}/`)
    await visit.page.waitForURL(`${baseUrl()}/en/`)
    await visit.page.locator('.header-tools .lang-toggle').click()
    await visit.page.waitForURL(`${baseUrl()}/`)
    expect(await visit.page.evaluate(() => localStorage.getItem('lang'))).toBe('it')
    expect(visit.errors).toEqual([])
    await visit.context.close()
  })
})

describe('back and scrolling', () => {
  test('Back returns to the page the visitor came from, scrolled; a product opened directly goes back to its category', async () => {
    const visit = await openPage(browser)
    await visit.page.goto(baseUrl() + productCategory.path.it)
    await hydrated(visit)
    await visit.page.locator(`a.card[href="${product.path.it}"]`).click()
    await visit.page.waitForURL(baseUrl() + product.path.it)
    await visit.page.locator('.back-button').click()
    await visit.page.waitForURL(baseUrl() + productCategory.path.it)

    const direct = await openPage(browser)
    await direct.page.goto(baseUrl() + product.path.en)
    await hydrated(direct)
    await direct.page.locator('.back-button').click()
    await direct.page.waitForURL(baseUrl() + productCategory.path.en)
    expect([...visit.errors, ...direct.errors]).toEqual([])
    await visit.context.close()
    await direct.context.close()
  })

  test('a route change scrolls to the top; Learn More scrolls to the categories', async () => {
    const visit = await openPage(browser, { width: 1280, height: 700 })
    await visit.page.goto(`${baseUrl()}/en/`)
    await hydrated(visit)
    await visit.page.locator('.hero .button').click()
    await expect.poll(() => visit.page.evaluate(() => Math.round(document.getElementById('categories')!.getBoundingClientRect().top))).toBeLessThan(120)
    expect(await visit.page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await visit.page.locator(`#categories a.card[href="${medical.path.en}"]`).click()
    await visit.page.waitForURL(baseUrl() + medical.path.en)
    await expect.poll(() => visit.page.evaluate(() => window.scrollY)).toBe(0)
    await visit.context.close()
  })
})

describe('texts on the client', () => {
  // A page carries only its own text groups and the layout's (src/layout/pageUi.ts); a page
  // reached in the browser must bring its own with its page context.
  test('pages reached without a reload show their own texts: category, product, request list, contact form', async () => {
    const visit = await openPage(browser)
    const { page } = visit
    const { product, items } = pouchExample(1)
    const code = items[0]!.code
    await page.goto(`${baseUrl()}/${product.path.it.split('/')[1]}/`)
    await hydrated(visit)
    // A full page load would lose this.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

    await page.locator(`a.card[href="${product.path.it}"]`).click()
    await page.waitForURL(`${baseUrl()}${product.path.it}`)
    await page.getByRole('spinbutton', { name: new RegExp(`^Quantità di ${code}, in `) }).fill('3')
    await page.getByRole('button', { name: `Aggiungi alla richiesta: ${code}` }).click()
    await expect.poll(() => page.locator('.request-announcer').textContent()).toBe(`${code} aggiunto alla richiesta: 3 in tutto. Codici nella richiesta: 1.`)

    await page.locator('.site-header .request-link').click()
    await page.waitForURL(`${baseUrl()}/richiesta/`)
    await expect.poll(() => page.locator('h1').textContent()).toBe('La vostra richiesta')
    await expect.poll(() => page.locator('main').textContent()).toContain('Unità:')

    await page.getByRole('link', { name: 'Prosegui con il modulo di contatto' }).click()
    await page.waitForURL(`${baseUrl()}/contatti/`)
    await expect.poll(() => page.getByRole('heading', { name: 'Richiesta di informazioni' }).count()).toBe(1)
    expect(await page.getByLabel('Nome').count()).toBe(1)

    expect(await sameDocument()).toBe(true)
    expect(visit.errors).toEqual([])
    await visit.context.close()
  })
})

describe('not found', () => {
  test.each([
    ['/sanitario/nessuna-pagina', 'it', 'Pagina non trovata'],
    ['/medical/no-such-page', 'en', 'Page not found'],
    ['/en/nothing-here', 'en', 'Page not found'],
  ] as const)('%s shows the 404 page in %s without a hydration error', async (url, lang, heading) => {
    const visit = await openPage(browser)
    const response = await visit.page.goto(baseUrl() + url)
    expect(response?.status()).toBe(404)
    await hydrated(visit)
    await expect.poll(() => visit.page.locator('h1').textContent()).toBe(heading)
    expect(await visit.page.getAttribute('html', 'lang')).toBe(lang)
    expect(visit.errors.filter((e) => !e.includes('status of 404'))).toEqual([])
    await visit.context.close()
  })
})

describe('redirect pages', () => {
  test.each([
    ['orderTracking', 'it', 'ord'],
    ['orderTracking', 'en', 'ord'],
    ['declaration', 'it', 'ddt'],
    ['declaration', 'en', 'ddt'],
  ] as const)('%s (%s) sends the browser to the external service with type=%s, by its script', async (id, lang, type) => {
    const visit = await openPage(browser)
    await answerOrdersHost(visit)
    await visit.page.goto(baseUrl() + byId(id).path[lang])
    const host = new URL(site.company.ordersHost).origin
    await visit.page.waitForURL((u) => u.origin === host)
    const target = new URL(visit.page.url())
    expect(target.searchParams.get('type')).toBe(type)
    expect(target.searchParams.get('lang')).toBe(lang)
    // The policy allows the page's script by its hash: it, not the meta refresh, moved the browser.
    expect(visit.violations).toEqual([])
    await visit.context.close()
  })

  test('without JavaScript a redirect page still forwards (meta refresh) and shows a link', async () => {
    const html = await (await fetch(baseUrl() + byId('orderTracking').path.it)).text()
    expect(html).toMatch(/<meta http-equiv="refresh" content="0; url=https?:\/\/[^"]+type=ord&amp;lang=it"/)
    expect(html).toMatch(/<a class="button" href="https?:\/\/[^"]+type=ord&amp;lang=it"/)
  })
})

describe('product tables on a phone', () => {
  // The widest tables: the most columns first (sterilisation values, colours, group rows).
  const widest = catalogue.products
    .filter((p) => p.table)
    .sort((a, b) => b.table!.columns.length - a.table!.columns.length)
    .slice(0, 3)
    .map((p) => byId(`product:${p.id}`).path.it)

  test.each(widest)('%s fits 390 px: each code is a card that names its values', async (url) => {
    const visit = await openPage(browser, { width: 390, height: 844 })
    await visit.page.goto(baseUrl() + url)
    const page = visit.page
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const table = page.locator('.product-table')
    const box = (await table.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    // Every value cell carries its column header, shown beside the value.
    const cell = table.locator('tbody td').first()
    const header = (await table.locator('thead th').nth(1).textContent())!.trim()
    expect(await cell.getAttribute('data-label')).toBe(header)
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(JSON.stringify(header))
    await visit.context.close()
  })
})
