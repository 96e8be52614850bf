/**
 * The site as a visitor uses it: the header's menus (the client area with the keyboard, the phone's
 * menu), the language toggle, Back, scrolling, texts of pages reached without a reload, the shared
 * 404 page and a forwarding page. The links the header and the forwarding pages hold, and the
 * product tables' cards, are read from the built files (tests/built/site.test.ts); that every
 * template loads without an error or anything wider than a phone is templates.test.ts's.
 */
import { catalogue, routeById as byId, routeOf, routes, site } from '../../scripts/harness/builtSite.ts'
import { pouchExample } from '../../scripts/harness/catalogueExamples.ts'
import { expect, test, visit } from './siteTest.ts'

// The first product with a table of codes, and the category Back leads to from it.
const product = routeOf(catalogue.products.find((p) => p.table)!)
const productCategory = routes.find((r) => r.page === 'category' && product.path.it.startsWith(r.path.it))!
const medical = byId('category:medical')
// The table with the most columns (sterilisation values, colours, group rows): the hardest to fit on a phone.
const widest = routeOf(catalogue.products.filter((p) => p.table).sort((a, b) => b.table!.columns.length - a.table!.columns.length)[0]!)

test('the client area menu opens with the keyboard, Escape closes it and gives the focus back to its summary; its first link goes to the IFU page, closing it', async ({
  page,
}) => {
  await visit(page, '/')
  const dropdown = page.locator('.main-nav details.dropdown')
  const summary = dropdown.locator('summary')
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(dropdown).toHaveAttribute('open', '')
  await page.keyboard.press('Tab')
  await expect(dropdown.locator('a').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dropdown).not.toHaveAttribute('open')
  await expect(summary).toBeFocused()
  await expect(summary).toHaveText('Area clienti')

  await summary.click()
  await expect(dropdown).toHaveAttribute('open', '')
  await dropdown.locator('a').first().click()
  await expect(page).toHaveURL((url) => url.pathname === byId('ifu').path.it)
  await expect(dropdown).not.toHaveAttribute('open')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the widest product table fits, each code a card naming its values; the menu opens, closes after a page change, and switches the language', async ({
    page,
  }) => {
    await visit(page, widest.path.it)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const table = page.locator('.product-table')
    const box = (await table.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    // Every value cell carries its column header (tests/built/site.test.ts), shown beside the value.
    const cell = table.locator('tbody td[data-label]').first()
    const label = (await cell.getAttribute('data-label'))!
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(JSON.stringify(label))

    await expect(page.locator('.main-nav')).toBeHidden()
    const menu = page.locator('details.mobile-menu')
    const panel = menu.locator('.mobile-panel')
    await menu.locator('summary').click()
    await expect(panel).toBeVisible()
    await expect(panel.getByText('Change to English')).toBeVisible()
    await panel.getByText('Chi siamo', { exact: true }).click()
    await expect(page).toHaveURL((url) => url.pathname === byId('about').path.it)
    await expect(panel).toBeHidden()
    await menu.locator('summary').click()
    await panel.getByText('Change to English').click()
    await expect(page).toHaveURL((url) => url.pathname === byId('about').path.en)
    await expect(page.locator('.mobile-panel').getByText('Cambia in Italiano')).toHaveCount(1)
  })
})

test('the language toggle on a product page lands on the same product in English, which is remembered: "/" then opens in English; toggled back, Italian', async ({
  page,
}) => {
  await visit(page, product.path.it)
  await page.locator('.header-tools .lang-toggle').click()
  await expect(page).toHaveURL((url) => url.pathname === product.path.en)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('en')
  await page.goto('/')
  await expect(page).toHaveURL((url) => url.pathname === '/en/')
  await page.locator('.header-tools .lang-toggle').click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('it')
})

test.describe('back and scrolling', () => {
  test.use({ viewport: { width: 1280, height: 700 } })

  test('a product opened directly goes Back to its category; on the home page Learn More scrolls to the categories, and a page change scrolls to the top', async ({
    page,
  }) => {
    await visit(page, product.path.en)
    await page.locator('.back-button').click()
    await expect(page).toHaveURL((url) => url.pathname === productCategory.path.en)

    await page.locator('.main-nav a[href="/en/"]').click()
    await expect(page).toHaveURL((url) => url.pathname === '/en/')
    await page.locator('.hero .button').click()
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('categories')!.getBoundingClientRect().top))).toBeLessThan(120)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await page.locator(`#categories a.card[href="${medical.path.en}"]`).click()
    await expect(page).toHaveURL((url) => url.pathname === medical.path.en)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

// A page carries only its own text groups and the layout's (src/layout/pageUi.ts); a page reached
// in the browser must bring its own with its page context.
test('pages reached without a reload show their own texts: category, product, request list, contact form', async ({ page }) => {
  const { product, items } = pouchExample(1)
  const code = items[0]!.code
  await visit(page, `/${product.path.it.split('/')[1]}/`)
  // A full page load would lose this.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  await page.locator(`a.card[href="${product.path.it}"]`).click()
  await expect(page).toHaveURL((url) => url.pathname === product.path.it)
  await page.getByRole('spinbutton', { name: new RegExp(`^Quantità di ${code}, in `) }).fill('3')
  await page.getByRole('button', { name: `Aggiungi alla richiesta: ${code}` }).click()
  await expect(page.locator('.request-announcer')).toHaveText(`${code} aggiunto alla richiesta: 3 in tutto. Codici nella richiesta: 1.`)

  await page.locator('.site-header .request-link').click()
  await expect(page).toHaveURL((url) => url.pathname === '/richiesta/')
  await expect(page.locator('h1')).toHaveText('La vostra richiesta')
  await expect(page.locator('main')).toContainText('Unità:')

  await page.getByRole('link', { name: 'Prosegui con il modulo di contatto' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/contatti/')
  await expect(page.getByRole('heading', { name: 'Richiesta di informazioni' })).toHaveCount(1)
  await expect(page.getByLabel('Nome')).toHaveCount(1)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
})

// Which address is in which language is langOfPath's (src/routing/routeTable.test.ts): the page
// prerendered in Italian turns to English under an English category's path.
for (const [url, lang, heading] of [
  ['/sanitario/nessuna-pagina', 'it', 'Pagina non trovata'],
  ['/medical/no-such-page', 'en', 'Page not found'],
] as const) {
  test(`${url} answers 404 with the shared page, in ${lang === 'it' ? 'Italian' : 'English'}, without a hydration error`, async ({ page, problems }) => {
    // The page's own answer, and the console's word for it; any other request that fails still fails the test.
    problems.allow(new RegExp(`${url}: HTTP 404$`))
    problems.allow(/^Failed to load resource: the server responded with a status of 404/)
    const response = await page.goto(url)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('data-ready', '')
    await expect(page.locator('h1')).toHaveText(heading)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
  })
}

test('a forwarding page sends the browser to the client-area service by its script, allowed by the page’s policy', async ({ page, context, problems }) => {
  const host = new URL(site.company.ordersHost).origin
  // The service answers with a blank page, so the page can be left for it.
  await context.route(
    (url) => url.origin === host,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>orders</title>' }),
  )
  const forwarding = byId('orderTracking').path.it
  // Its script leaves the page while the document may still be arriving: the browser then cancels the rest of it.
  problems.allow(new RegExp(`${forwarding}: net::ERR_ABORTED$`))
  await page.goto(forwarding)
  await expect(page).toHaveURL((url) => url.origin === host && url.searchParams.get('type') === 'ord' && url.searchParams.get('lang') === 'it')
  // The policy allows the page's script by its hash: it, not the meta refresh, moved the browser.
  expect(problems.violations).toEqual([])
})
