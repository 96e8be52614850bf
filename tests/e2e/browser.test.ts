/**
 * The browser tests' own harness (browser.ts): what it counts as a failure of the site. A crawl
 * that moves on while a page still loads must not fail on what the browser cancels; a request the
 * page itself loses must.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { baseUrl, launchBrowser, openPage } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Adds a script to the page, in the page. */
function addScript(src: string) {
  document.head.append(Object.assign(document.createElement('script'), { src }))
}

describe('what the browser tests count as a failed request', () => {
  test('a file still loading when the test goes to the next page is none, however the browser orders its reports', async () => {
    const { page, context, failed } = await openPage(browser, { width: 390, height: 844 })
    await context.route('**/never-answers.js', () => {})
    // The browser reports the cancelled file before or after the next page's own request, and a
    // page left early starts its scripts as it goes: twenty rounds meet each order.
    for (let round = 0; round < 20; round++) {
      await page.goto(`${baseUrl()}/`)
      await page.evaluate(addScript, '/never-answers.js')
      await page.goto(`${baseUrl()}/en/`)
    }
    expect(failed).toEqual([])
    await context.close()
  })

  test('a file the page itself loses, with no page change, is one', async () => {
    const { page, context, failed } = await openPage(browser)
    await context.route('**/aborted.js', (route) => route.abort('aborted'))
    await context.route('**/failed.js', (route) => route.abort('failed'))
    await page.goto(`${baseUrl()}/`)
    await page.waitForLoadState('networkidle')
    await page.evaluate(addScript, '/aborted.js')
    await page.evaluate(addScript, '/failed.js')
    await expect.poll(() => failed.length).toBe(2)
    expect(failed.map((f) => f.replace(/^https?:\/\/[^/]+/, '')).toSorted()).toEqual(['/aborted.js: net::ERR_ABORTED', '/failed.js: net::ERR_FAILED'])
    await context.close()
  })
})
