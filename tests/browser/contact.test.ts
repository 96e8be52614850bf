/**
 * The contact form as a visitor sends it, EmailJS answered here, each flow in one language: a send
 * held until the test has seen the button at work, the payload, the emptied fields, a second message
 * at once, and no draft left of what was sent; a refused send and a dropped one that keep
 * the text, an edit that clears the error, a retry that sends at once; a draft kept over a reload,
 * and a filled honeypot told the message went with nothing sent. The form's fields and words as
 * built are tests/built/contact.test.ts's; its states are contactFormReducer.test.ts's.
 */
import type { Page, Route } from '@playwright/test'
import { config as env } from '../../scripts/harness/builtSite.ts'
import { expect, ready, test, visit } from './siteTest.ts'

// The ids the browser tests' build was made with (`npm run build -- --mode e2e`, reading .env.e2e).
const SEND = 'https://api.emailjs.com/api/v1.0/email/send'
const FIELDS = ['name', 'email', 'subject', 'message'] as const
const message = { name: 'Anna Rossi', email: 'anna.rossi@example.org', subject: 'Campioni Steripaper', message: 'Vorrei ricevere\ndei campioni.' }

const fill = async (page: Page) => {
  for (const f of FIELDS) await page.locator(`#contact-${f}`).fill(message[f])
}
/** Each field holds these values, in the order of FIELDS. */
async function expectValues(page: Page, values: readonly string[]) {
  for (const [n, f] of FIELDS.entries()) await expect(page.locator(`#contact-${f}`)).toHaveValue(values[n]!)
}
const filled = FIELDS.map((f) => message[f])
const empty = FIELDS.map(() => '')

/** EmailJS answered by `answer`, in turn for each send; what the site sent is collected. */
async function answerSends(page: Page, answer: (route: Route, n: number) => Promise<void>) {
  const sent: unknown[] = []
  await page.context().route(SEND, async (route) => {
    sent.push(route.request().postDataJSON())
    await answer(route, sent.length)
  })
  return sent
}

test('Italian: the payload sent while the button says so, the fields emptied, a second message sent at once, no draft left', async ({ page }) => {
  expect(env.VITE_EMAILJS_PUBLIC_KEY, 'the browser tests’ build has test ids (.env.e2e)').toBeTruthy()
  // The first answer held until the test has seen the button at work.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const sent = await answerSends(page, async (route, n) => {
    if (n === 1) await held
    await route.fulfill({ status: 200, body: 'OK' })
  })
  await visit(page, '/contatti/')
  await fill(page)
  const button = page.locator('.contact-form__submit')
  await button.click()
  await expect(button).toHaveText('Invio in corso...')
  await expect(button).toBeDisabled()
  release()
  await expect(page.getByText('Messaggio inviato con successo!')).toBeVisible()
  await expect(button).toHaveText('Invia messaggio')
  await expect(button).toBeEnabled()
  expect(sent).toEqual([
    {
      lib_version: expect.any(String),
      user_id: env.VITE_EMAILJS_PUBLIC_KEY,
      service_id: env.VITE_EMAILJS_SERVICE_ID,
      template_id: env.VITE_EMAILJS_TEMPLATE_ID,
      template_params: { from_name: message.name, from_email: message.email, subject: message.subject, message: message.message },
    },
  ])
  await expectValues(page, empty)

  // A second message right after the first goes too, and is never answered with the failure message.
  const draft = () => page.evaluate(() => window.sessionStorage.getItem('contactDraft'))
  await fill(page)
  // Kept for the tab once typing pauses, as a reload would find it.
  await expect.poll(draft).not.toBeNull()
  await button.click()
  await expect.poll(() => sent.length).toBe(2)
  await expectValues(page, empty)
  await expect(page.getByText('Si è verificato un errore. Riprova più tardi.')).toHaveCount(0)

  // The draft went with the message: nothing is kept for a reload (which the draft's own test makes).
  await expect.poll(draft).toBeNull()
})

test('Italian: a refused and a dropped send keep the text and say so, an edit clears the error, and trying again at once sends', async ({ page, problems }) => {
  // What the refused and the dropped send leave in the console and the network log.
  problems.allow(/api\.emailjs\.com.*(HTTP 400|ERR_INTERNET_DISCONNECTED)|status of 400|ERR_INTERNET_DISCONNECTED|The contact message was not sent/)
  const error = 'Si è verificato un errore. Riprova più tardi.'
  const sent = await answerSends(page, (route, n) =>
    n === 1
      ? route.fulfill({ status: 400, body: 'The service ID is invalid' })
      : n === 2
        ? route.abort('internetdisconnected')
        : route.fulfill({ status: 200, body: 'OK' }),
  )
  await visit(page, '/contatti/')
  await fill(page)
  const button = page.getByRole('button', { name: 'Invia messaggio' })
  await button.click()
  await expect(page.getByText(error)).toBeVisible()
  await expectValues(page, filled)
  await expect(page.getByText('Messaggio inviato con successo!')).toHaveCount(0)
  expect(problems.errors.some((e) => e.includes('The contact message was not sent'))).toBe(true)
  await page.locator('#contact-subject').fill('Altro oggetto')
  await expect(page.getByText(error)).toHaveCount(0)

  await button.click()
  await expect(page.getByText(error)).toBeVisible()
  await expectValues(page, [message.name, message.email, 'Altro oggetto', message.message])
  // A failure does not make the visitor wait.
  await button.click()
  await expect(page.getByText('Messaggio inviato con successo!')).toBeVisible()
  await expectValues(page, empty)
  expect(sent).toHaveLength(3)
})

test('English: a draft is kept over a reload; a filled honeypot is told the message went, and nothing is sent', async ({ page }) => {
  const sent = await answerSends(page, (route) => route.fulfill({ status: 200, body: 'OK' }))
  await visit(page, '/contact/')
  await fill(page)
  await page.reload()
  await ready(page)
  await expectValues(page, filled)
  // A bot fills the field people do not see.
  await page.locator('input[name="website"]').evaluate((el: HTMLInputElement) => (el.value = 'http://spam.example'))
  await page.locator('.contact-form__submit').click()
  await expect(page.getByText('Message sent successfully!')).toBeVisible()
  await expectValues(page, empty)
  expect(sent).toEqual([])
})
