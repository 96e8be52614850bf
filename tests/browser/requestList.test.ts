/**
 * The request list as a visitor uses it, each flow in one language: codes added on a product page,
 * announced, counted in the header and shared with another tab in the other language; the list
 * page's items, quantities, removal and free samples, on to the contact form's summary; a failed
 * send with its way out, keeping everything, then the e-mail that carries the list and empties it;
 * the empty list once the page runs; a phone's cards and pictures. What the built pages say (the fields and buttons of every
 * row, the words without JavaScript) is tests/built/requestList.test.ts's; the rules of the list,
 * its lines and the mail draft are requestStore.test.ts's, requestLines.test.ts's and mailDraft.test.ts's.
 */
import type { Page, Route } from '@playwright/test'
import type { Lang } from '#src/catalogue/langs.ts'
import type { TableItem } from '#src/catalogue/productTable.ts'
import { IMAGE_URL_PREFIX, THUMBNAIL_URL_PREFIX } from '#src/images/imageUrl.ts'
import { catalogue, site } from '../../scripts/harness/builtSite.ts'
import { pouchExample } from '../../scripts/harness/catalogueExamples.ts'
import { expect, test, visit } from './siteTest.ts'

const SEND = 'https://api.emailjs.com/api/v1.0/email/send'
const KEY = 'requestList'
// The example: the first product of the catalogue whose table lists flat pouches, and its first two codes.
const pouches = pouchExample(3)
const itPouches = pouches.product.path.it
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

const stored = (page: Page) => page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown, KEY)
const headerLink = (page: Page) => page.locator('.site-header .request-link')

/** The quantity field's name: the code and the unit it counts. */
const quantityOf = (code: string, lang: Lang) => new RegExp(`^${lang === 'it' ? 'Quantità di' : 'Quantity of'} ${code}, in `)
/** The example's codes are ordered by the pack: "packs of 2000 pieces", as the quantity box, the list and the message write it. */
const packsOf = (i: TableItem, lang: Lang) => (lang === 'it' ? `confezioni da ${i.pieces} pezzi` : `packs of ${i.pieces} pieces`)

async function addCode(page: Page, code: string, packs: number, lang: Lang) {
  await page.getByRole('spinbutton', { name: quantityOf(code, lang) }).fill(String(packs))
  await page.getByRole('button', { name: lang === 'it' ? `Aggiungi alla richiesta: ${code}` : `Add to request: ${code}` }).click()
}

async function fillContact(page: Page) {
  await page.locator('#contact-name').fill('Anna Rossi')
  await page.locator('#contact-email').fill('anna.rossi@example.org')
  await page.locator('#contact-subject').fill('Offerta')
  await page.locator('#contact-message').fill("Vorrei un'offerta.")
}

/** The list in the visitor's storage before the first page, once: the pages and tabs after keep what the visitor changes. */
async function storeOnce(page: Page, list: object[]) {
  await page.context().addInitScript(
    ([key, value]) => {
      if (location.protocol.startsWith('http') && !window.localStorage.getItem('storedByTest')) {
        window.localStorage.setItem(key, value)
        window.localStorage.setItem('storedByTest', '1')
      }
    },
    [KEY, JSON.stringify(list)] as const,
  )
}

/** EmailJS answered by `answer`; what the site sent is collected. */
async function answerSends(page: Page, answer: (route: Route) => Promise<void>) {
  const sent: { template_params: Record<string, string> }[] = []
  await page.context().route(SEND, async (route) => {
    sent.push(route.request().postDataJSON() as (typeof sent)[number])
    await answer(route)
  })
  return sent
}

test('Italian product page: a code added is announced, keeps the focus and is counted in the header', async ({ page }) => {
  await visit(page, itPouches)
  await addCode(page, A, 3, 'it')
  await expect(page.getByRole('button', { name: `Aggiungi alla richiesta: ${A}` })).toBeFocused()
  await expect(page.locator('[aria-live="polite"].request-announcer')).toHaveText(`${A} aggiunto alla richiesta: 3 in tutto. Codici nella richiesta: 1.`)
  // What shows the list follows as a transition, once the tap is painted.
  await expect(headerLink(page)).toHaveAttribute('aria-label', 'Richiesta, codici: 1')
  await expect(headerLink(page).locator('.request-link__count')).toHaveText('1')
  // Adding the same code again adds packs.
  await addCode(page, A, 2, 'it')
  await expect(page.locator('.request-cell', { hasText: 'In richiesta: 5' })).toHaveCount(1)
  // Each row follows its own code: the others say nothing.
  await expect(page.locator('.add-to-request__in')).toHaveCount(1)
  expect(await stored(page)).toEqual([{ code: A, packs: 5 }])
})

test('English list page open in one tab, an Italian product page in another: one list, the code added in one shown in the other', async ({ page, context }) => {
  await storeOnce(page, [{ code: A, packs: 1 }])
  await visit(page, '/request/')
  await expect(page.locator('.request-item')).toHaveCount(1)
  const other = await context.newPage()
  await visit(other, itPouches)
  await expect(headerLink(other)).toHaveAttribute('aria-label', 'Richiesta, codici: 1')
  await addCode(other, B, 2, 'it')
  // The first tab hears of it through the storage event. (That a stored list is there on the next
  // page load is every other flow's start.)
  await expect(page.locator('.request-item')).toHaveCount(2)
  await expect(page.locator('.request-item').nth(1)).toContainText(B)
  await expect(headerLink(page)).toHaveAttribute('aria-label', 'Request, codes: 2')
})

test('Italian list page: product, size, unit and pieces; a quantity changed, an unknown code removed, samples ticked; on to the contact form, which shows the lines the e-mail will carry', async ({
  page,
  context,
}) => {
  await storeOnce(page, [
    { code: A, packs: 2 },
    { code: 'GONE-123', packs: 1 },
    { code: B, packs: 4 },
  ])
  // Before the page's scripts run, the list is unknown: the empty message must not be seen.
  await context.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const empty = document.querySelector('.request-list__empty')
      Object.assign(window, { emptyShownBeforeStart: empty ? getComputedStyle(empty).visibility !== 'hidden' : 'no message' })
    }),
  )
  await visit(page, '/richiesta/')
  const items = page.locator('.request-item')
  await expect(items).toHaveCount(3)
  expect(await page.evaluate(() => (window as unknown as { emptyShownBeforeStart: unknown }).emptyShownBeforeStart)).toBe(false)
  await expect(items.nth(0)).toContainText(titleOf(first, 'it'))
  await expect(items.nth(0)).toContainText(sizeText(first, 'it'))
  await expect(items.nth(0)).toContainText(`Unità: ${packsOf(first, 'it')}`)
  await expect(items.nth(0)).toContainText(`in tutto ${2 * first.pieces} pezzi`)
  await expect(items.nth(1)).toContainText('Codice non più presente in catalogo')

  await page.getByRole('spinbutton', { name: quantityOf(A, 'it') }).fill('7')
  await page.getByRole('button', { name: 'Rimuovi GONE-123 dalla richiesta' }).click()
  await expect(items).toHaveCount(2)
  // Focus moves, in the next frame, to the Remove button now in the removed one's place.
  await expect(page.getByRole('button', { name: `Rimuovi ${B} dalla richiesta` })).toBeFocused()
  const samplesOf = (code: string) => page.getByRole('checkbox', { name: `Campionatura gratuita di ${code}` })
  await expect(samplesOf(A)).not.toBeChecked()
  await samplesOf(A).check()
  await expect
    .poll(() => stored(page))
    .toEqual([
      { code: A, packs: 7, samples: true },
      { code: B, packs: 4 },
    ])
  await expect(samplesOf(B)).not.toBeChecked()

  // The site navigates on the client: the contact page is rendered in this one.
  await page.getByRole('link', { name: 'Prosegui con il modulo di contatto' }).click()
  await expect(page).toHaveURL('/contatti/')
  // Above the send button, the lines the e-mail will carry, in the page's words.
  const lines = [
    `- ${A} · ${titleOf(first, 'it')} · ${sizeText(first, 'it')} · 7 ${packsOf(first, 'it')} (${7 * first.pieces} pezzi) · campionatura gratuita richiesta`,
    `- ${B} · ${titleOf(second, 'it')} · ${sizeText(second, 'it')} · 4 ${packsOf(second, 'it')} (${4 * second.pieces} pezzi)`,
    '',
    catalogue.texts['samples.terms'].it,
  ].join('\n')
  await expect(page.locator('.request-summary__lines')).toHaveText(lines, { useInnerText: true })
})

test('English contact page: a failed send shows a way out beside the error and loses nothing; sent again, the e-mail carries the list, which is then empty', async ({
  page,
  problems,
}) => {
  problems.allow(/api\.emailjs\.com.*HTTP 500|status of 500|The contact message was not sent/)
  const list = [
    { code: A, packs: 3, samples: true },
    { code: B, packs: 2 },
  ]
  await storeOnce(page, list)
  const sent = await answerSends(page, (r) => (sent.length === 1 ? r.fulfill({ status: 500, body: 'Server error' }) : r.fulfill({ status: 200, body: 'OK' })))
  await visit(page, '/contact/')
  await expect(page.locator('.request-summary')).toContainText(B)
  await fillContact(page)
  const send = page.getByRole('button', { name: 'Send message' })
  await send.click()
  await expect(page.getByText('An error occurred. Please try again later.')).toBeVisible()
  const wayOut = page.locator('.contact-form__way-out')
  await expect(wayOut.locator(`a[href="mailto:${site.company.email}"]`)).toHaveText(site.company.email)
  await expect(wayOut.locator(`a[href="tel:${site.company.phone.replace(/[^+\d]/g, '')}"]`)).toHaveText(site.company.phone)
  const draft = wayOut.getByRole('link', { name: 'Open an e-mail with your message and request list already written' })
  const mail = new URL((await draft.getAttribute('href'))!)
  expect(mail.pathname).toBe(site.company.email)
  // The list as the e-mail carries it, in the page's words.
  const lines = [
    'Requested codes:',
    `- ${A} · ${titleOf(first, 'en')} · ${sizeText(first, 'en')} · 3 ${packsOf(first, 'en')} (${3 * first.pieces} pieces) · free samples requested`,
    `- ${B} · ${titleOf(second, 'en')} · ${sizeText(second, 'en')} · 2 ${packsOf(second, 'en')} (${2 * second.pieces} pieces)`,
    '',
    catalogue.texts['samples.terms'].en,
  ].join('\n')
  const body = new URLSearchParams(mail.search).get('body')!.replace(/\r\n/g, '\n')
  expect(body).toContain("Vorrei un'offerta.")
  expect(body).toContain(lines)
  // Nothing typed is lost, and the list stays.
  await expect(page.locator('#contact-message')).toHaveValue("Vorrei un'offerta.")
  await expect(page.locator('#contact-email')).toHaveValue('anna.rossi@example.org')
  await expect(headerLink(page)).toHaveAttribute('aria-label', 'Request, codes: 2')
  expect(await stored(page)).toEqual(list)

  await send.click()
  await expect(page.getByText('Message sent successfully!')).toBeVisible()
  expect(sent.map((s) => s.template_params)).toEqual([
    expect.anything(),
    { from_name: 'Anna Rossi', from_email: 'anna.rossi@example.org', subject: 'Offerta', message: `Vorrei un'offerta.\n\n${lines}`, request_list: lines },
  ])
  await expect(headerLink(page)).toHaveAttribute('aria-label', 'Request, codes: 0')
  await expect(page.locator('.request-summary')).toHaveCount(0)
  expect(await stored(page)).toBeNull()
})

test('English: an empty list says so once the page runs, with no message for pages without scripts and no sheet or dossier to make', async ({ page }) => {
  await visit(page, '/request/')
  await expect(page.getByText('Your request is empty')).toBeVisible()
  await expect(page.locator('.request-list noscript')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Download the tender sheet' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Download the tender dossier' })).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })

  test('Italian: each code card carries its own control; the list page it leads to loads no source picture', async ({ page }) => {
    await visit(page, itPouches)
    const card = page.locator('.product-table tbody tr:not(.group-row)').first()
    const cell = await card.locator('.request-cell').boundingBox()
    const box = await card.boundingBox()
    expect(cell && box && cell.x >= box.x && cell.x + cell.width <= box.x + box.width + 1).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await addCode(page, A, 1, 'it')
    await addCode(page, B, 2, 'it')
    await expect(headerLink(page)).toHaveAttribute('aria-label', 'Richiesta, codici: 2')

    const pictures: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'image') pictures.push(new URL(r.url()).pathname)
    })
    await headerLink(page).click()
    await expect(page).toHaveURL('/richiesta/')
    await expect(page.locator('.request-item')).toHaveCount(2)
    const shown = await page
      .locator('.request-list img')
      .evaluateAll((all) => all.map((img) => new URL((img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src).pathname))
    expect(shown.filter((src) => !src.startsWith(IMAGE_URL_PREFIX) && !src.startsWith(THUMBNAIL_URL_PREFIX))).toEqual([])
    expect(pictures.filter((p) => p.startsWith('/images/'))).toEqual([])
  })
})
