/**
 * Every template in a browser, in both languages at phone and desktop widths: the pages that
 * between them show every part of every kind of page (templatePages, fixtures.ts) and the not-found
 * page. On each, axe finds nothing, nothing fails to load, logs an error or breaks the security
 * policy, nothing is wider than the screen, and no script is asked for before the page is painted
 * and loaded. The
 * interactive states are accessibility.test.ts's. What needs no browser is checked on every page,
 * from the files and the server: validHtml.test.ts, crawl.test.ts, securityHeaders.test.ts,
 * firstPaint.test.ts.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { axeViolations } from '../browser/axe.ts'
import { baseUrl, launchBrowser, openPage } from './browser.ts'
import { routes, site } from '../../scripts/harness/builtSite.ts'
import { templatePages } from '../../scripts/harness/catalogueExamples.ts'

const WIDTHS = [390, 1280] as const
/** Pages checked at once: enough to keep the sweep short on two cores. */
const CONCURRENCY = 3
/**
 * The start script's limit: a page not painted and loaded that long after the script ran starts
 * anyway (scripts/site/pages/startAfterFirstPaint.ts). The script runs once the page has arrived, so no
 * script may be asked for before that plus the limit unless the page was painted and loaded.
 */
const START_AT_THE_LATEST_MS = 3000

const ordersHost = new URL(site.company.ordersHost).origin
const forwarding = new Set(routes.filter((r) => r.page === 'orderTracking' || r.page === 'declaration').flatMap((r) => [r.path.it, r.path.en]))

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** When the page arrived, was first painted and loaded, and asked for its first script, in ms from the start of its navigation. */
const timings = (page: Page) =>
  page.evaluate(() => ({
    visible: document.visibilityState === 'visible',
    arrived: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    script: Math.min(...performance.getEntriesByType('resource').flatMap((e) => (/\.js$/.test(new URL(e.name).pathname) ? [e.startTime] : []))),
  }))

test.each(WIDTHS.flatMap((width) => langs.map((lang) => [lang, width] as const)))(
  '%s at %i px: every template',
  async (lang, width) => {
    const queue = templatePages().map((t) => ({ ...t, url: t.url[lang] }))
    const found: string[] = []
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        const visit = await openPage(browser, { width, height: width < 600 ? 844 : 900 })
        const { page } = visit
        // Forwarding pages leave for the external service at once; what is checked is what a visitor
        // sees when that fails: the page without its refresh, and the service answering 204 No
        // Content (which keeps the browser where it is) to the script's own attempt.
        await visit.context.route(
          (u) => u.origin === ordersHost,
          (route) => route.fulfill({ status: 204 }),
        )
        await visit.context.route(
          (u) => forwarding.has(u.pathname),
          async (route) => {
            const response = await route.fetch()
            const body = (await response.text()).replace(/<meta http-equiv="refresh"[^>]*>/, '').replace(/<script>location\.replace\([^<]*<\/script>/, '')
            await route.fulfill({ response, body })
          },
        )
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          const label = `${next.id} (${next.url})`
          const errors = visit.errors.length
          const failed = visit.failed.length
          const response = await page.goto(baseUrl() + next.url)
          // The page's client started (its first script asked for), then everything it loads loaded.
          await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\.js$/.test(new URL(e.name).pathname)))
          await page.waitForLoadState('networkidle')
          found.push(...(await axeViolations(page, label)))
          const wide = await page.evaluate(() => document.documentElement.scrollWidth)
          if (wide > width) found.push(`${label}: ${wide} px wide`)
          // No script before the page is painted and loaded, unless it waited the start script's limit for that.
          const { visible, arrived, paint, load, script } = await timings(page)
          if (!visible) found.push(`${label}: hidden`)
          else if (script < Math.min(Math.max(paint ?? Infinity, load), arrived + START_AT_THE_LATEST_MS))
            found.push(
              `${label}: a script asked for at ${Math.round(script)} ms, before the first paint (${paint === undefined ? 'none' : Math.round(paint)}) and the load (${Math.round(load)})`,
            )
          // The not-found page answers 404, as it must; the browser notes it as the document's.
          const notFound = next.template === '404' && response?.status() === 404
          const expected = (e: string) =>
            notFound && (e === `${baseUrl()}${next.url}: HTTP 404` || e === 'Failed to load resource: the server responded with a status of 404 (Not Found)')
          found.push(...[...visit.errors.slice(errors), ...visit.failed.slice(failed)].filter((e) => !expected(e)).map((e) => `${label}: ${e}`))
          if (next.template === '404' && !notFound) found.push(`${label}: answers ${response?.status()}`)
        }
        await visit.context.close()
      }),
    )
    expect(found).toEqual([])
  },
  300_000,
)
