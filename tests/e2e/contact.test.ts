import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { baseUrl, launchBrowser, openPage } from './browser.ts'
import { config as env } from '../../scripts/harness/builtSite.ts'
import { langs } from '#src/catalogue/langs.ts'

// The ids the e2e build was made with (`npm run test:e2e` builds with --mode e2e, reading .env.e2e).
const SEND = 'https://api.emailjs.com/api/v1.0/email/send'

const message = { name: 'Anna Rossi', email: 'anna.rossi@example.org', subject: 'Campioni Steripaper', message: 'Vorrei ricevere\ndei campioni.' }
const texts = {
  it: {
    send: 'Invia messaggio',
    sending: 'Invio in corso...',
    sent: 'Messaggio inviato con successo!',
    error: 'Si è verificato un errore. Riprova più tardi.',
  },
  en: { send: 'Send message', sending: 'Sending...', sent: 'Message sent successfully!', error: 'An error occurred. Please try again later.' },
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The contact page with EmailJS answered by `answer`; the request bodies are collected. */
async function contactPage(url: string, answer: (route: Route) => Promise<void>) {
  const v = await openPage(browser)
  const sent: unknown[] = []
  await v.context.route(SEND, async (route) => {
    sent.push(route.request().postDataJSON())
    await answer(route)
  })
  await v.page.goto(baseUrl() + url)
  await v.page.waitForLoadState('networkidle')
  return { ...v, sent }
}

const fill = async (page: Page) => {
  await page.locator('#contact-name').fill(message.name)
  await page.locator('#contact-email').fill(message.email)
  await page.locator('#contact-subject').fill(message.subject)
  await page.locator('#contact-message').fill(message.message)
}
const values = (page: Page) => Promise.all(['name', 'email', 'subject', 'message'].map((f) => page.locator(`#contact-${f}`).inputValue()))
const filledValues = [message.name, message.email, message.subject, message.message]

describe('contact form', () => {
  test('the fields are required, the e-mail is an e-mail field, the message has 4 rows', async () => {
    const { page, context, errors, failed } = await contactPage('/contatti/', (r) => r.fulfill({ status: 200, body: 'OK' }))
    for (const f of ['name', 'email', 'subject', 'message']) expect(await page.locator(`#contact-${f}`).getAttribute('required')).not.toBeNull()
    expect(await page.locator('#contact-email').getAttribute('type')).toBe('email')
    expect(await page.locator('#contact-message').getAttribute('rows')).toBe('4')
    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await context.close()
  })

  test.each(langs)('%s: sends the EmailJS payload, shows success and clears the fields', async (lang) => {
    const { page, context, sent, errors } = await contactPage(lang === 'it' ? '/contatti/' : '/contact/', (r) => r.fulfill({ status: 200, body: 'OK' }))
    await fill(page)
    await page.getByRole('button', { name: texts[lang].send }).click()
    await expect.poll(() => page.getByText(texts[lang].sent).isVisible()).toBe(true)
    expect(sent).toEqual([
      {
        lib_version: expect.any(String),
        user_id: env.VITE_EMAILJS_PUBLIC_KEY,
        service_id: env.VITE_EMAILJS_SERVICE_ID,
        template_id: env.VITE_EMAILJS_TEMPLATE_ID,
        template_params: { from_name: message.name, from_email: message.email, subject: message.subject, message: message.message },
      },
    ])
    expect(env.VITE_EMAILJS_PUBLIC_KEY, 'the e2e build has test ids (.env.e2e)').toBeTruthy()
    expect(await values(page)).toEqual(['', '', '', ''])
    // The draft went with the message.
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(await values(page)).toEqual(['', '', '', ''])
    expect(errors).toEqual([])
    await context.close()
  })

  test('while sending, the button is disabled and says so', async () => {
    let release = () => {}
    const { page, context } = await contactPage('/contatti/', async (r) => {
      await new Promise<void>((resolve) => (release = resolve))
      await r.fulfill({ status: 200, body: 'OK' })
    })
    await fill(page)
    const button = page.locator('.contact-form__submit')
    await button.click()
    await expect.poll(() => button.textContent()).toBe(texts.it.sending)
    expect(await button.isDisabled()).toBe(true)
    release()
    await expect.poll(() => button.textContent()).toBe(texts.it.send)
    expect(await button.isDisabled()).toBe(false)
    await context.close()
  })

  test.each([
    ['an HTTP 400', (r: Route) => r.fulfill({ status: 400, body: 'The service ID is invalid' })],
    ['a network failure', (r: Route) => r.abort('internetdisconnected')],
  ])('%s shows the error, logs it and keeps the text; an edit clears the error', async (_, answer) => {
    const { page, context, errors } = await contactPage('/contatti/', answer)
    await fill(page)
    await page.locator('.contact-form__submit').click()
    await expect.poll(() => page.getByText(texts.it.error).isVisible()).toBe(true)
    expect(await values(page)).toEqual(filledValues)
    expect(await page.getByText(texts.it.sent).count()).toBe(0)
    expect(errors.some((e) => e.includes('The contact message was not sent'))).toBe(true)
    await page.locator('#contact-subject').fill('Altro oggetto')
    expect(await page.getByText(texts.it.error).count()).toBe(0)
    await context.close()
  })

  test('a draft survives a reload', async () => {
    const { page, context, sent } = await contactPage('/contatti/', (r) => r.fulfill({ status: 200, body: 'OK' }))
    await fill(page)
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(await values(page)).toEqual(filledValues)
    expect(sent).toEqual([])
    await context.close()
  })

  test('a filled honeypot is told the message went, and nothing is sent', async () => {
    const { page, context, sent } = await contactPage('/contatti/', (r) => r.fulfill({ status: 200, body: 'OK' }))
    await fill(page)
    await page.locator('input[name="website"]').evaluate((el: HTMLInputElement) => (el.value = 'http://spam.example'))
    await page.locator('.contact-form__submit').click()
    await expect.poll(() => page.getByText(texts.it.sent).isVisible()).toBe(true)
    expect(sent).toEqual([])
    await context.close()
  })

  test('a second message right after the first is sent too, never answered with the failure message', async () => {
    const { page, context, sent, errors } = await contactPage('/contatti/', (r) => r.fulfill({ status: 200, body: 'OK' }))
    await fill(page)
    await page.locator('.contact-form__submit').click()
    await expect.poll(() => page.getByText(texts.it.sent).isVisible()).toBe(true)
    await fill(page)
    await page.locator('.contact-form__submit').click()
    await expect.poll(() => sent.length).toBe(2)
    await expect.poll(() => page.getByText(texts.it.sent).isVisible()).toBe(true)
    expect(await page.getByText(texts.it.error).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  test('a send that failed does not make the visitor wait: trying again at once sends', async () => {
    let answers = 0
    const { page, context, sent } = await contactPage('/contatti/', (r) =>
      ++answers === 1 ? r.abort('internetdisconnected') : r.fulfill({ status: 200, body: 'OK' }),
    )
    await fill(page)
    await page.locator('.contact-form__submit').click()
    await expect.poll(() => page.getByText(texts.it.error).isVisible()).toBe(true)
    await page.locator('.contact-form__submit').click()
    await expect.poll(() => page.getByText(texts.it.sent).isVisible()).toBe(true)
    expect(sent).toHaveLength(2)
    await context.close()
  })
})
