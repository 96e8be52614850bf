/**
 * The IFU paper-copy request: reaches the EmailJS payload with the postal address, and a failed
 * send (or a reload) loses nothing the visitor typed.
 */
import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { baseUrl, launchBrowser, openPage } from './browser.ts'
import { catalogue, config as env } from '../../scripts/harness/builtSite.ts'
const SEND = 'https://api.emailjs.com/api/v1.0/email/send'
// The first document in force with a page in English; the form names its product and document number.
const doc = catalogue.ifuDocuments.find((d) => d.language !== 'en') ?? catalogue.ifuDocuments[0]!
const productOfDoc = `${doc.product} (${doc.document})`
const request = {
  name: 'Marta Bianchi',
  organisation: 'Ospedale San Carlo – CSSD',
  address: 'Via Roma 1\n20100 Milano MI\nItalia',
  email: 'marta.bianchi@example.org',
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function documentPage(answer: (route: Route) => Promise<void>) {
  const v = await openPage(browser)
  const sent: { template_params: Record<string, string>; service_id: string }[] = []
  await v.context.route(SEND, async (route) => {
    sent.push(route.request().postDataJSON())
    await answer(route)
  })
  await v.page.goto(`${baseUrl()}/en/ifu/${doc.page}/${doc.language}/`)
  await v.page.waitForLoadState('networkidle')
  return { ...v, sent }
}
const fill = async (page: Page) => {
  for (const [f, value] of Object.entries(request)) await page.locator(`#paper-copy-${f}`).fill(value)
}
const values = (page: Page) => Promise.all(['product', 'language', ...Object.keys(request)].map((f) => page.locator(`#paper-copy-${f}`).inputValue()))

describe('IFU paper copy on request', () => {
  test('says it is free and sent within 7 calendar days; the request carries the postal address', async () => {
    const { page, context, sent, errors } = await documentPage((r) => r.fulfill({ status: 200, body: 'OK' }))
    expect(await page.locator('.paper-copy').textContent()).toContain('free of charge, within 7 calendar days')
    // The document page fills in its product and language.
    expect(await page.locator('#paper-copy-product').inputValue()).toBe(productOfDoc)
    expect(await page.locator('#paper-copy-language').inputValue()).toBe(doc.languageName.en)
    await fill(page)
    await page.getByRole('button', { name: 'Request the paper copy' }).click()
    await expect.poll(() => page.getByText('Request sent').isVisible()).toBe(true)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.service_id).toBe(env.VITE_EMAILJS_SERVICE_ID)
    expect(sent[0]!.template_params).toMatchObject({
      request_type: 'ifu_paper_copy',
      from_name: request.name,
      from_email: request.email,
      organisation: request.organisation,
      postal_address: request.address,
      ifu_product: productOfDoc,
      ifu_language: doc.languageName.en,
    })
    expect(sent[0]!.template_params.message).toContain(request.address)
    expect(errors).toEqual([])
    await context.close()
  })

  test('a failed send keeps everything, a reload too, and trying again goes through', async () => {
    let fail = true
    const { page, context, sent } = await documentPage((r) =>
      fail ? r.fulfill({ status: 500, body: 'Server error' }) : r.fulfill({ status: 200, body: 'OK' }),
    )
    await fill(page)
    const typed = await values(page)
    await page.getByRole('button', { name: 'Request the paper copy' }).click()
    await page.locator('.paper-copy [role="alert"]').waitFor()
    expect(await values(page)).toEqual(typed)
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect.poll(() => values(page)).toEqual(typed)
    fail = false
    await page.getByRole('button', { name: 'Request the paper copy' }).click()
    await expect.poll(() => page.getByText('Request sent').isVisible()).toBe(true)
    expect(sent).toHaveLength(2)
    await context.close()
  })
})
