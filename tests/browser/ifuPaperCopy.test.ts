/**
 * The IFU paper-copy request on an Italian document page: a failed send keeps everything, a reload
 * too, and trying again sends the request with the postal address to EmailJS. What the form says and
 * fills in as built is tests/built/contact.test.ts's.
 */
import type { Page } from '@playwright/test'
import { catalogue, config as env } from '../../scripts/harness/builtSite.ts'
import { expect, ready, test, visit } from './siteTest.ts'

const SEND = 'https://api.emailjs.com/api/v1.0/email/send'
// A document in another language than the page's: the form fills in its product and language.
const doc = catalogue.ifuDocuments.find((d) => d.language !== 'it') ?? catalogue.ifuDocuments[0]!
const request = {
  name: 'Marta Bianchi',
  organisation: 'Ospedale San Carlo – CSSD',
  address: 'Via Roma 1\n20100 Milano MI\nItalia',
  email: 'marta.bianchi@example.org',
}
const fields = ['product', 'language', ...Object.keys(request)]

const fill = async (page: Page) => {
  for (const [f, value] of Object.entries(request)) await page.locator(`#paper-copy-${f}`).fill(value)
}
/** Each field holds these values, in the order of `fields`. */
async function expectValues(page: Page, values: readonly string[]) {
  for (const [n, f] of fields.entries()) await expect(page.locator(`#paper-copy-${f}`)).toHaveValue(values[n]!)
}

test('Italian: a failed send keeps everything, a reload too, and trying again sends the request with the postal address', async ({ page, problems }) => {
  const sent: { template_params: Record<string, string>; service_id: string }[] = []
  await page.context().route(SEND, async (route) => {
    sent.push(route.request().postDataJSON() as (typeof sent)[number])
    await (sent.length === 1 ? route.fulfill({ status: 500, body: 'Server error' }) : route.fulfill({ status: 200, body: 'OK' }))
  })
  await visit(page, `/ifu/${doc.page}/${doc.language}/`)
  await fill(page)
  const typed = [`${doc.product} (${doc.document})`, doc.languageName.it, ...Object.values(request)]
  await expectValues(page, typed)
  const send = page.getByRole('button', { name: 'Richiedi la copia cartacea' })
  await send.click()
  await expect(page.locator('.paper-copy [role="alert"]')).toHaveText('La richiesta non è partita; i dati che hai scritto sono ancora qui. Riprova tra poco.')
  problems.allow(/api\.emailjs\.com.*HTTP 500|status of 500|The paper-copy request was not sent/)
  await expectValues(page, typed)
  await page.reload()
  await ready(page)
  await expectValues(page, typed)

  await send.click()
  await expect(page.getByText('Richiesta inviata')).toBeVisible()
  expect(sent).toHaveLength(2)
  expect(sent[1]!.service_id).toBe(env.VITE_EMAILJS_SERVICE_ID)
  expect(sent[1]!.template_params).toMatchObject({
    request_type: 'ifu_paper_copy',
    from_name: request.name,
    from_email: request.email,
    organisation: request.organisation,
    postal_address: request.address,
    ifu_product: typed[0],
    ifu_language: doc.languageName.it,
  })
  expect(sent[1]!.template_params.message).toContain(request.address)
})
