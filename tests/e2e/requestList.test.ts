import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { baseUrl, launchBrowser, openPage } from './browser'

const SEND = 'https://api.emailjs.com/api/v1.0/email/send'
const KEY = 'requestList'
const itPouches = '/sanitario/steripaper/buste-piatte'
const enPouches = '/medical/steripaper/flat-pouches'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function visit(url: string, options: { width?: number; height?: number } = {}) {
  const v = await openPage(browser, options)
  await v.page.goto(baseUrl() + url)
  await v.page.waitForLoadState('networkidle')
  return v
}

const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), KEY)
const headerLink = (page: Page) => page.locator('.site-header .request-link')

async function addCode(page: Page, code: string, packs: number, lang: 'it' | 'en') {
  await page.getByRole('spinbutton', { name: lang === 'it' ? `Confezioni di ${code}` : `Packs of ${code}` }).fill(String(packs))
  await page.getByRole('button', { name: lang === 'it' ? `Aggiungi alla richiesta: ${code}` : `Add to request: ${code}` }).click()
}

async function fillContact(page: Page) {
  await page.locator('#contact-name').fill('Anna Rossi')
  await page.locator('#contact-email').fill('anna.rossi@example.org')
  await page.locator('#contact-subject').fill('Offerta')
  await page.locator('#contact-message').fill('Vorrei un\'offerta.')
}

describe('request list', () => {
  test('every code row has a named packs field and Add button; adding announces itself and keeps focus', async () => {
    const { page, context, errors } = await visit(itPouches)
    const rows = await page.locator('.product-table tbody tr:not(.group-row)').count()
    expect(await page.getByRole('button', { name: /^Aggiungi alla richiesta: .+$/ }).count()).toBe(rows)
    expect(await page.locator('.product-table thead th').last().textContent()).toBe('Richiesta')
    expect(await headerLink(page).getAttribute('aria-label')).toBe('Richiesta, codici: 0')

    await addCode(page, 'SP-FP-075200', 3, 'it')
    const button = page.getByRole('button', { name: 'Aggiungi alla richiesta: SP-FP-075200' })
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true)
    await expect.poll(() => page.locator('[aria-live="polite"].request-announcer').textContent()).toBe(
      'SP-FP-075200 aggiunto alla richiesta: 3 confezioni in tutto. Codici nella richiesta: 1.',
    )
    expect(await headerLink(page).getAttribute('aria-label')).toBe('Richiesta, codici: 1')
    expect(await headerLink(page).locator('.request-link__count').textContent()).toBe('1')
    // Adding the same code again adds packs.
    await addCode(page, 'SP-FP-075200', 2, 'it')
    expect(JSON.parse((await stored(page))!)).toEqual([{ code: 'SP-FP-075200', packs: 5 }])
    expect(await page.locator('.request-cell', { hasText: 'In richiesta: 5 conf.' }).count()).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  test('shared by both languages and by all tabs, kept after a reload', async () => {
    const { page, context } = await visit(itPouches)
    await addCode(page, 'SP-FP-075200', 3, 'it')
    const other = await context.newPage()
    await other.goto(baseUrl() + enPouches)
    await other.waitForLoadState('networkidle')
    expect(await headerLink(other).getAttribute('aria-label')).toBe('Request, codes: 1')
    await addCode(other, 'SP-FP-075250', 2, 'en')
    // The first tab hears of it through the storage event.
    await expect.poll(() => headerLink(page).getAttribute('aria-label')).toBe('Richiesta, codici: 2')
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(await headerLink(page).getAttribute('aria-label')).toBe('Richiesta, codici: 2')
    await context.close()
  })

  test.each(['it', 'en'] as const)('%s list page: product, size, pieces per pack; packs change, codes go, unknown codes shown', async (lang) => {
    const v = await openPage(browser)
    await v.context.addInitScript((key) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem(key, JSON.stringify([{ code: 'SP-FP-075200', packs: 2 }, { code: 'GONE-123', packs: 1 }, { code: 'SP-FP-075250', packs: 4 }]))
        window.sessionStorage.setItem('seeded', '1')
      }
    }, KEY)
    // Before the page's scripts run, the list is unknown: the empty message must not be seen.
    await v.context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const empty = document.querySelector('.request-list__empty')
        Object.assign(window, { emptyShownBeforeStart: empty ? getComputedStyle(empty).visibility !== 'hidden' : 'no message' })
      }),
    )
    const { page } = v
    await page.goto(baseUrl() + (lang === 'it' ? '/richiesta' : '/request'))
    await page.waitForLoadState('networkidle')
    const items = page.locator('.request-item')
    await expect.poll(() => items.count()).toBe(3)
    expect(await page.evaluate(() => (window as unknown as { emptyShownBeforeStart: unknown }).emptyShownBeforeStart)).toBe(false)
    const first = await items.nth(0).textContent()
    expect(first).toContain(lang === 'it' ? 'Steripaper – Buste piatte' : 'Steripaper – Flat pouches')
    expect(first).toContain('75 × 200 mm')
    expect(first).toContain(lang === 'it' ? 'Pezzi per confezione: 2000' : '2000')
    expect(await items.nth(1).textContent()).toContain(lang === 'it' ? 'Codice non più presente in catalogo' : 'Code no longer in the catalogue')

    await page.getByRole('spinbutton', { name: lang === 'it' ? 'Confezioni di SP-FP-075200' : 'Packs of SP-FP-075200' }).fill('7')
    await page.getByRole('button', { name: lang === 'it' ? 'Rimuovi GONE-123 dalla richiesta' : 'Remove GONE-123 from the request' }).click()
    await expect.poll(() => items.count()).toBe(2)
    // Focus moved to the Remove button now in the removed one's place.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      lang === 'it' ? 'Rimuovi SP-FP-075250 dalla richiesta' : 'Remove SP-FP-075250 from the request',
    )
    expect(JSON.parse((await stored(page))!)).toEqual([{ code: 'SP-FP-075200', packs: 7 }, { code: 'SP-FP-075250', packs: 4 }])
    const contact = page.getByRole('link', { name: lang === 'it' ? 'Prosegui con il modulo di contatto' : 'Continue to the contact form' })
    expect(await contact.getAttribute('href')).toBe(lang === 'it' ? '/contatti' : '/contact')
    expect(v.errors).toEqual([])
    await v.context.close()
  })

  async function sendWithList(answer: (route: Route) => Promise<void>) {
    const v = await visit(itPouches)
    const sent: { template_params: Record<string, string> }[] = []
    await v.context.route(SEND, async (route) => {
      sent.push(route.request().postDataJSON())
      await answer(route)
    })
    await addCode(v.page, 'SP-FP-075200', 3, 'it')
    await v.page.goto(baseUrl() + enPouches)
    await v.page.waitForLoadState('networkidle')
    await addCode(v.page, 'SP-FP-075250', 2, 'en')
    await v.page.goto(baseUrl() + '/contact')
    await v.page.waitForLoadState('networkidle')
    await expect.poll(() => v.page.locator('.request-summary').textContent()).toContain('SP-FP-075250')
    await fillContact(v.page)
    await v.page.getByRole('button', { name: 'Send message' }).click()
    return { ...v, sent }
  }

  test('codes added on an Italian and an English page reach the e-mail with their packs; the list is empty after the send', async () => {
    const { page, context, sent, errors } = await sendWithList((r) => r.fulfill({ status: 200, body: 'OK' }))
    await expect.poll(() => page.getByText('Message sent successfully!').isVisible()).toBe(true)
    const lines = [
      'Requested codes:',
      '- SP-FP-075200 · Steripaper – Flat pouches · 75 × 200 mm · 2000 pcs/pack · 3 packs',
      '- SP-FP-075250 · Steripaper – Flat pouches · 75 × 250 mm · 2000 pcs/pack · 2 packs',
    ].join('\n')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.template_params).toEqual({
      from_name: 'Anna Rossi',
      from_email: 'anna.rossi@example.org',
      subject: 'Offerta',
      message: `Vorrei un'offerta.\n\n${lines}`,
      request_list: lines,
    })
    expect(await stored(page)).toBeNull()
    expect(await headerLink(page).getAttribute('aria-label')).toBe('Request, codes: 0')
    expect(await page.locator('.request-summary').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  test('a failed send keeps the list', async () => {
    const { page, context, sent } = await sendWithList((r) => r.fulfill({ status: 500, body: 'Server error' }))
    await expect.poll(() => page.getByText('An error occurred. Please try again later.').isVisible()).toBe(true)
    expect(sent).toHaveLength(1)
    expect(JSON.parse((await stored(page))!)).toEqual([{ code: 'SP-FP-075200', packs: 3 }, { code: 'SP-FP-075250', packs: 2 }])
    expect(await headerLink(page).getAttribute('aria-label')).toBe('Request, codes: 2')
    await context.close()
  })

  test('without JavaScript the list page says the request needs it, and an empty list says so once the page runs', async () => {
    const off = await openPage(browser, { javaScript: false })
    await off.page.goto(baseUrl() + '/richiesta')
    // Text locators skip <noscript>, where the message is.
    const needsScript = off.page.locator('.request-list noscript p')
    expect(await needsScript.textContent()).toContain('richiede JavaScript')
    expect(await needsScript.isVisible()).toBe(true)
    expect(await off.page.getByText('La richiesta è vuota').isVisible()).toBe(false)
    await off.context.close()
    const { page, context } = await visit('/request')
    await expect.poll(() => page.getByText('Your request is empty').isVisible()).toBe(true)
    expect(await page.locator('.request-list noscript').count()).toBe(0)
    await context.close()
  })

  test('on a phone each code card carries its own control', async () => {
    const { page, context } = await visit(itPouches, { width: 390, height: 844 })
    const cell = page.locator('.product-table tbody tr:not(.group-row)').first().locator('.request-cell')
    const box = await cell.boundingBox()
    const card = await page.locator('.product-table tbody tr:not(.group-row)').first().boundingBox()
    expect(box && card && box.x >= card.x && box.x + box.width <= card.x + card.width + 1).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await context.close()
  })
})

describe('size filter', () => {
  const widths = (page: Page) =>
    page.locator('.product-table tbody tr:not(.group-row):visible th').allTextContents()
  const sizeOf = (code: string) => code.match(/(\d{3})(\d{3})$/)!.slice(1).map(Number)

  test('narrows the rows as the visitor types, keeps the values in the URL and restores them', async () => {
    const { page, context, errors } = await visit(itPouches)
    const all = await widths(page)
    await page.getByLabel('Larghezza almeno (mm)').fill('200')
    await page.getByLabel('Lunghezza almeno (mm)').fill('400')
    const codes = await widths(page)
    expect(codes.length).toBeGreaterThan(0)
    expect(codes.length).toBeLessThan(all.length)
    for (const code of codes) {
      const [w, l] = sizeOf(code)
      expect(w! >= 200 && l! >= 400, code).toBe(true)
    }
    expect(codes).toEqual(all.filter((c) => sizeOf(c)[0]! >= 200 && sizeOf(c)[1]! >= 400))
    expect(new URL(page.url()).search).toBe('?w=200&l=400')
    expect(await page.locator('.size-filter__count').textContent()).toBe(`Codici adatti: ${codes.length} su ${all.length}.`)
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(await page.getByLabel('Larghezza almeno (mm)').inputValue()).toBe('200')
    expect(await widths(page)).toEqual(codes)
    // Nothing fits: the way to ask for another size.
    await page.getByLabel('Larghezza almeno (mm)').fill('5000')
    expect(await widths(page)).toEqual([])
    expect(await page.getByRole('link', { name: 'Nessun formato adatto: altre misure su richiesta.' }).getAttribute('href')).toBe('/contatti')
    // Emptied fields: every row again, and a clean address.
    await page.getByLabel('Larghezza almeno (mm)').fill('')
    await page.getByLabel('Lunghezza almeno (mm)').fill('')
    expect(await widths(page)).toEqual(all)
    expect(new URL(page.url()).search).toBe('')
    expect(errors).toEqual([])
    await context.close()
  })

  test('a filtered phone card list hides the cards that do not fit', async () => {
    const { page, context } = await visit(`${itPouches}?w=300`, { width: 390, height: 844 })
    const visible = await widths(page)
    expect(visible.length).toBeGreaterThan(0)
    for (const code of visible) expect(sizeOf(code)[0]).toBeGreaterThanOrEqual(300)
    await context.close()
  })

  test('without JavaScript the table stays whole and no filter is offered', async () => {
    const v = await openPage(browser, { javaScript: false })
    await v.page.goto(`${baseUrl()}${itPouches}?w=200&l=400`)
    const rows = await v.page.locator('.product-table tbody tr:visible').count()
    expect(rows).toBe(await v.page.locator('.product-table tbody tr').count())
    expect(await v.page.locator('.size-filter').count()).toBe(0)
    await v.context.close()
  })

  test('rolls are filtered by width only', async () => {
    const { page, context } = await visit('/sanitario/steripaper/rotoli-piatti')
    expect(await page.getByLabel('Larghezza almeno (mm)').count()).toBe(1)
    expect(await page.getByLabel('Lunghezza almeno (mm)').count()).toBe(0)
    await context.close()
  })
})

describe('pouch finder', () => {
  test('an instrument gives the sizes that hold it by the catalogue rule, explained in words', async () => {
    const { page, context, errors } = await visit(enPouches)
    await page.getByText('Which pouch for your instrument?').click()
    await page.getByLabel('Instrument length (mm)').fill('150')
    await page.getByLabel('Instrument width (mm)').fill('100')
    await page.getByLabel('Instrument height (mm)').fill('20')
    await page.getByRole('button', { name: 'Show the sizes that fit' }).click()
    // Shipped rule (company.csv): 30 mm clearance, 3/4 full at most → 100 + 20 + 60 = 180, 150 + 20 + 60 = 230.
    expect(await page.getByLabel('Width at least (mm)').inputValue()).toBe('180')
    expect(await page.getByLabel('Length at least (mm)').inputValue()).toBe('230')
    expect(new URL(page.url()).search).toBe('?w=180&l=230')
    expect(await page.locator('.pouch-finder__result').textContent()).toContain(
      'An instrument of 150 × 100 × 20 mm needs at least 180 mm of width and 230 mm of length (30 mm from the seal, filled at most 75%).',
    )
    expect(await page.locator('.pouch-finder__rule').textContent()).toContain('30 mm between instrument and seal')
    const codes = await page.locator('.product-table tbody tr:not(.group-row):visible th').allTextContents()
    expect(codes.length).toBeGreaterThan(0)
    for (const code of codes) {
      const [w, l] = code.match(/(\d{3})(\d{3})$/)!.slice(1).map(Number)
      expect(w! >= 180 && l! >= 230, code).toBe(true)
    }
    expect(errors).toEqual([])
    await context.close()
  })
})
