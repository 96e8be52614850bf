import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import type { TableItem } from '#src/catalogue/productTable.ts'
import { IMAGE_URL_PREFIX, THUMBNAIL_URL_PREFIX } from '#src/images/imageUrl.ts'
import { baseUrl, launchBrowser, openPage, visitPage } from './browser.ts'
import { catalogue, routes, site } from '../../scripts/harness/builtSite.ts'
import { pouchExample } from '../../scripts/harness/catalogueExamples.ts'

const SEND = 'https://api.emailjs.com/api/v1.0/email/send'
const KEY = 'requestList'
// The example: the first product of the catalogue whose table lists flat pouches, and its first two codes.
const pouches = pouchExample(3)
const itPouches = pouches.product.path.it
const enPouches = pouches.product.path.en
const [first, second] = pouches.items as [TableItem, TableItem]
const A = first.code
const B = second.code

const number = (n: number, lang: Lang) => String(n).replace('.', lang === 'it' ? ',' : '.')
const sizeText = (i: TableItem, lang: Lang) => `${number(i.size!.widthMm!, lang)} × ${number(i.size!.lengthMm!, lang)} mm`

/** How the request list names a code's product: its line's name where the line has a page, then the product's. */
function titleOf(i: TableItem, lang: Lang): string {
  const { product } = pouches
  const line = catalogue.lines.find((l) => l.id === product.line)
  const withLine = line && line.slug[lang] !== '' && line.name[lang] !== product.name[lang] ? `${line.name[lang]} – ${product.name[lang]}` : product.name[lang]
  return i.variant ? `${withLine} (${i.variant[lang]})` : withLine
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const visit = (url: string, options: { width?: number; height?: number } = {}) => visitPage(browser, url, options)

const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), KEY)
const headerLink = (page: Page) => page.locator('.site-header .request-link')

/** The quantity field's name: the code and the unit it counts. */
const quantityOf = (code: string, lang: Lang) => new RegExp(`^${lang === 'it' ? 'Quantità di' : 'Quantity of'} ${code}, in `)
/** The example's codes are ordered by the pack: "packs of 2000 pieces", as the quantity box, the list and the message write it. */
const packsOf = (i: TableItem, lang: Lang) => (lang === 'it' ? `confezioni da ${i.pieces} pezzi` : `packs of ${i.pieces} pieces`)

async function addCode(page: Page, code: string, packs: number, lang: 'it' | 'en') {
  await page.getByRole('spinbutton', { name: quantityOf(code, lang) }).fill(String(packs))
  await page.getByRole('button', { name: lang === 'it' ? `Aggiungi alla richiesta: ${code}` : `Add to request: ${code}` }).click()
}

async function fillContact(page: Page) {
  await page.locator('#contact-name').fill('Anna Rossi')
  await page.locator('#contact-email').fill('anna.rossi@example.org')
  await page.locator('#contact-subject').fill('Offerta')
  await page.locator('#contact-message').fill("Vorrei un'offerta.")
}

describe('request list', () => {
  test('every code row has a named packs field and Add button; adding announces itself and keeps focus', async () => {
    const { page, context, errors } = await visit(itPouches)
    const rows = await page.locator('.product-table tbody tr:not(.group-row)').count()
    expect(await page.getByRole('button', { name: /^Aggiungi alla richiesta: .+$/ }).count()).toBe(rows)
    expect(await page.locator('.product-table thead th').last().textContent()).toBe('Richiesta')
    expect(await headerLink(page).getAttribute('aria-label')).toBe('Richiesta, codici: 0')

    await addCode(page, A, 3, 'it')
    const button = page.getByRole('button', { name: `Aggiungi alla richiesta: ${A}` })
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true)
    await expect
      .poll(() => page.locator('[aria-live="polite"].request-announcer').textContent())
      .toBe(`${A} aggiunto alla richiesta: 3 in tutto. Codici nella richiesta: 1.`)
    // What shows the list follows as a transition, once the tap is painted.
    await expect.poll(() => headerLink(page).getAttribute('aria-label')).toBe('Richiesta, codici: 1')
    expect(await headerLink(page).locator('.request-link__count').textContent()).toBe('1')
    // Adding the same code again adds packs.
    await addCode(page, A, 2, 'it')
    expect(JSON.parse((await stored(page))!)).toEqual([{ code: A, packs: 5 }])
    await expect.poll(() => page.locator('.request-cell', { hasText: 'In richiesta: 5' }).count()).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  test('shared by both languages and by all tabs, kept after a reload', async () => {
    const { page, context } = await visit(itPouches)
    await addCode(page, A, 3, 'it')
    const other = await context.newPage()
    await other.goto(baseUrl() + enPouches)
    await other.waitForLoadState('networkidle')
    expect(await headerLink(other).getAttribute('aria-label')).toBe('Request, codes: 1')
    await addCode(other, B, 2, 'en')
    // The first tab hears of it through the storage event.
    await expect.poll(() => headerLink(page).getAttribute('aria-label')).toBe('Richiesta, codici: 2')
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(await headerLink(page).getAttribute('aria-label')).toBe('Richiesta, codici: 2')
    await context.close()
  })

  test.each(langs)('%s list page: product, size, unit and the pieces it makes; quantities change, codes go, unknown codes shown', async (lang) => {
    const v = await openPage(browser)
    await v.context.addInitScript(
      ([key, list]) => {
        if (!window.sessionStorage.getItem('seeded')) {
          window.localStorage.setItem(key, list)
          window.sessionStorage.setItem('seeded', '1')
        }
      },
      [
        KEY,
        JSON.stringify([
          { code: A, packs: 2 },
          { code: 'GONE-123', packs: 1 },
          { code: B, packs: 4 },
        ]),
      ] as const,
    )
    // Before the page's scripts run, the list is unknown: the empty message must not be seen.
    await v.context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const empty = document.querySelector('.request-list__empty')
        Object.assign(window, { emptyShownBeforeStart: empty ? getComputedStyle(empty).visibility !== 'hidden' : 'no message' })
      }),
    )
    const { page } = v
    await page.goto(baseUrl() + (lang === 'it' ? '/richiesta/' : '/request/'))
    await page.waitForLoadState('networkidle')
    const items = page.locator('.request-item')
    await expect.poll(() => items.count()).toBe(3)
    expect(await page.evaluate(() => (window as unknown as { emptyShownBeforeStart: unknown }).emptyShownBeforeStart)).toBe(false)
    const shown = await items.nth(0).textContent()
    expect(shown).toContain(titleOf(first, lang))
    expect(shown).toContain(sizeText(first, lang))
    expect(shown).toContain(`${lang === 'it' ? 'Unità' : 'Unit'}: ${packsOf(first, lang)}`)
    expect(shown).toContain(lang === 'it' ? `in tutto ${2 * first.pieces} pezzi` : `${2 * first.pieces} pieces in all`)
    expect(await items.nth(1).textContent()).toContain(lang === 'it' ? 'Codice non più presente in catalogo' : 'Code no longer in the catalogue')

    await page.getByRole('spinbutton', { name: quantityOf(A, lang) }).fill('7')
    await page.getByRole('button', { name: lang === 'it' ? 'Rimuovi GONE-123 dalla richiesta' : 'Remove GONE-123 from the request' }).click()
    await expect.poll(() => items.count()).toBe(2)
    // Focus moves, in the next frame, to the Remove button now in the removed one's place.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(lang === 'it' ? `Rimuovi ${B} dalla richiesta` : `Remove ${B} from the request`)
    expect(JSON.parse((await stored(page))!)).toEqual([
      { code: A, packs: 7 },
      { code: B, packs: 4 },
    ])
    const contact = page.getByRole('link', { name: lang === 'it' ? 'Prosegui con il modulo di contatto' : 'Continue to the contact form' })
    expect(await contact.getAttribute('href')).toBe(lang === 'it' ? '/contatti/' : '/contact/')
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
    await addCode(v.page, A, 3, 'it')
    await v.page.goto(baseUrl() + enPouches)
    await v.page.waitForLoadState('networkidle')
    await addCode(v.page, B, 2, 'en')
    await v.page.goto(baseUrl() + '/contact/')
    await v.page.waitForLoadState('networkidle')
    await expect.poll(() => v.page.locator('.request-summary').textContent()).toContain(B)
    await fillContact(v.page)
    await v.page.getByRole('button', { name: 'Send message' }).click()
    return { ...v, sent }
  }

  test('codes added on an Italian and an English page reach the e-mail with their packs; the list is empty after the send', async () => {
    const { page, context, sent, errors } = await sendWithList((r) => r.fulfill({ status: 200, body: 'OK' }))
    await expect.poll(() => page.getByText('Message sent successfully!').isVisible()).toBe(true)
    const lines = [
      'Requested codes:',
      `- ${A} · ${titleOf(first, 'en')} · ${sizeText(first, 'en')} · 3 ${packsOf(first, 'en')} (${3 * first.pieces} pieces)`,
      `- ${B} · ${titleOf(second, 'en')} · ${sizeText(second, 'en')} · 2 ${packsOf(second, 'en')} (${2 * second.pieces} pieces)`,
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

  const samplesWords = {
    it: {
      list: '/richiesta/',
      box: 'Campionatura gratuita',
      toContact: 'Prosegui con il modulo di contatto',
      heading: 'Codici richiesti:',
      mark: 'campionatura gratuita richiesta',
      pieces: 'pezzi',
      send: 'Invia messaggio',
      sent: 'Messaggio inviato con successo!',
    },
    en: {
      list: '/request/',
      box: 'Free samples',
      toContact: 'Continue to the contact form',
      heading: 'Requested codes:',
      mark: 'free samples requested',
      pieces: 'pieces',
      send: 'Send message',
      sent: 'Message sent successfully!',
    },
  } as const

  test.each(langs)('%s: free samples ticked for one code on the list page reach the e-mail: its line says so, then their terms', async (lang) => {
    const w = { ...samplesWords[lang], terms: catalogue.texts['samples.terms'][lang] }
    const v = await openPage(browser)
    // Stored once: the pages visited after keep what the visitor ticked.
    await v.context.addInitScript(
      ([key, list]) => {
        if (!window.sessionStorage.getItem('seeded')) {
          window.localStorage.setItem(key, list)
          window.sessionStorage.setItem('seeded', '1')
        }
      },
      [
        KEY,
        JSON.stringify([
          { code: A, packs: 2 },
          { code: B, packs: 3 },
        ]),
      ] as const,
    )
    const sent: { template_params: Record<string, string> }[] = []
    await v.context.route(SEND, async (route) => {
      sent.push(route.request().postDataJSON())
      await route.fulfill({ status: 200, body: 'OK' })
    })
    const { page } = v
    await page.goto(baseUrl() + w.list)
    await page.waitForLoadState('networkidle')
    await expect.poll(() => page.locator('.request-item').count()).toBe(2)
    const boxOf = (code: string) => page.getByRole('checkbox', { name: `${w.box} ${lang === 'it' ? 'di' : 'of'} ${code}` })
    expect(await boxOf(A).isChecked()).toBe(false)
    await boxOf(A).check()
    await expect
      .poll(() => stored(page).then((s) => JSON.parse(s!)))
      .toEqual([
        { code: A, packs: 2, samples: true },
        { code: B, packs: 3 },
      ])
    expect(await boxOf(B).isChecked()).toBe(false)

    await page.getByRole('link', { name: w.toContact }).click()
    await page.waitForLoadState('networkidle')
    // The summary above the send button says what the e-mail will.
    await expect.poll(() => page.locator('.request-summary').textContent()).toContain(w.terms)
    await fillContact(page)
    await page.getByRole('button', { name: w.send }).click()
    await expect.poll(() => page.getByText(w.sent).isVisible()).toBe(true)
    const quantity = (i: TableItem, packs: number) => `${packs} ${packsOf(i, lang)} (${packs * i.pieces} ${w.pieces})`
    const lines = [
      w.heading,
      `- ${A} · ${titleOf(first, lang)} · ${sizeText(first, lang)} · ${quantity(first, 2)} · ${w.mark}`,
      `- ${B} · ${titleOf(second, lang)} · ${sizeText(second, lang)} · ${quantity(second, 3)}`,
      '',
      w.terms,
    ].join('\n')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.template_params.request_list).toBe(lines)
    expect(sent[0]!.template_params.message).toBe(`Vorrei un'offerta.\n\n${lines}`)
    expect(v.errors).toEqual([])
    await v.context.close()
  })

  test('a failed send keeps the list', async () => {
    const { page, context, sent } = await sendWithList((r) => r.fulfill({ status: 500, body: 'Server error' }))
    await expect.poll(() => page.getByText('An error occurred. Please try again later.').isVisible()).toBe(true)
    expect(sent).toHaveLength(1)
    expect(JSON.parse((await stored(page))!)).toEqual([
      { code: A, packs: 3 },
      { code: B, packs: 2 },
    ])
    expect(await headerLink(page).getAttribute('aria-label')).toBe('Request, codes: 2')
    await context.close()
  })

  test.each([
    ['it', '/contatti/', 'Invia messaggio', 'Si è verificato un errore. Riprova più tardi.', 'Apri un’e-mail con il tuo messaggio e la richiesta già scritti'],
    ['en', '/contact/', 'Send message', 'An error occurred. Please try again later.', 'Open an e-mail with your message and request list already written'],
  ] as const)(
    '%s: a failed send shows a way out beside the error: the company’s e-mail and phone, and an e-mail holding the message and the list; nothing typed is lost',
    async (lang, url, send, error, draft) => {
      const v = await openPage(browser)
      await v.context.addInitScript(([key, list]) => window.localStorage.setItem(key, list), [KEY, JSON.stringify([{ code: A, packs: 3 }])] as const)
      await v.context.route(SEND, (route) => route.fulfill({ status: 500, body: 'Server error' }))
      await v.page.goto(baseUrl() + url)
      await v.page.waitForLoadState('networkidle')
      await expect.poll(() => v.page.locator('.request-summary').textContent()).toContain(A)
      await fillContact(v.page)
      await v.page.getByRole('button', { name: send }).click()
      await expect.poll(() => v.page.getByText(error).isVisible()).toBe(true)
      const wayOut = v.page.locator('.contact-form__way-out')
      expect(await wayOut.locator(`a[href="mailto:${site.company.email}"]`).textContent()).toBe(site.company.email)
      expect(await wayOut.locator('a[href^="tel:"]').textContent()).toBe(site.company.phone)
      expect(await wayOut.locator('a[href^="tel:"]').getAttribute('href')).toBe(`tel:${site.company.phone.replace(/[^+\d]/g, '')}`)
      const href = (await wayOut.getByRole('link', { name: draft }).getAttribute('href'))!
      const mail = new URL(href)
      expect(mail.pathname).toBe(site.company.email)
      const body = new URLSearchParams(mail.search).get('body')!
      expect(new URLSearchParams(mail.search).get('subject')).toBe('Offerta')
      expect(body).toContain("Vorrei un'offerta.")
      expect(body).toContain(`- ${A} · `)
      expect(body).toContain('3')
      expect(body).toContain('Anna Rossi')
      // Nothing typed is lost, and the list stays.
      expect(await v.page.locator('#contact-message').inputValue()).toBe("Vorrei un'offerta.")
      expect(await v.page.locator('#contact-email').inputValue()).toBe('anna.rossi@example.org')
      expect(JSON.parse((await stored(v.page))!)).toEqual([{ code: A, packs: 3 }])
      await v.context.close()
    },
  )

  test('without JavaScript the list page says the request needs it, and an empty list says so once the page runs', async () => {
    const off = await openPage(browser, { javaScript: false })
    await off.page.goto(baseUrl() + '/richiesta/')
    // Text locators skip <noscript>, where the message is.
    const needsScript = off.page.locator('.request-list noscript p')
    expect(await needsScript.textContent()).toContain('richiede JavaScript')
    expect(await needsScript.isVisible()).toBe(true)
    expect(await off.page.getByText('La richiesta è vuota').isVisible()).toBe(false)
    await off.context.close()
    const { page, context } = await visit('/request/')
    await expect.poll(() => page.getByText('Your request is empty').isVisible()).toBe(true)
    expect(await page.locator('.request-list noscript').count()).toBe(0)
    await context.close()
  })

  test('on a phone the list page loads no source picture: any picture it shows is an optimised variant', async () => {
    const v = await openPage(browser, { width: 390, height: 844, deviceScaleFactor: 2 })
    await v.context.addInitScript(([key, list]) => window.localStorage.setItem(key, list), [
      KEY,
      JSON.stringify([
        { code: A, packs: 1 },
        { code: B, packs: 2 },
      ]),
    ] as const)
    const pictures: string[] = []
    v.page.on('request', (r) => {
      if (r.resourceType() === 'image') pictures.push(new URL(r.url()).pathname)
    })
    await v.page.goto(baseUrl() + routes.find((r) => r.page === 'requestList')!.path.it)
    await v.page.waitForLoadState('networkidle')
    await expect.poll(() => v.page.locator('.request-item').count()).toBe(2)
    const shown = await v.page
      .locator('.request-list img')
      .evaluateAll((all) => all.map((img) => new URL((img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src).pathname))
    expect(shown.filter((src) => !src.startsWith(IMAGE_URL_PREFIX) && !src.startsWith(THUMBNAIL_URL_PREFIX))).toEqual([])
    expect(pictures.filter((p) => p.startsWith('/images/'))).toEqual([])
    await v.context.close()
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
