/**
 * Every template in a browser: the pages that between them show every part of every kind of page
 * (templatePages, scripts/harness/catalogueExamples.ts) and the not-found page, each in both
 * languages, one after the other in the same tab. Each is opened on a phone (390 px), run, and read
 * by axe; then the same page is widened to 1280 px, where nothing may be wider than the screen either, and axe reads it again in one of
 * the languages (they alternate from template to template). No script may be asked for before the
 * page is painted and loaded, and nothing may fail, log an error or break the security policy (the
 * fixtures, siteTest.ts). The interactive states are accessibility.test.ts's; what needs no browser
 * is checked on every page from the files (tests/built/).
 */
import type { Page } from '@playwright/test'
import { langs } from '#src/catalogue/langs.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import { routes, site } from '../../scripts/harness/builtSite.ts'
import { type TemplatePage, templatePages } from '../../scripts/harness/catalogueExamples.ts'
import { axeViolations } from './axe.ts'
import { expect, ready, test } from './siteTest.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
/**
 * The start script's limit: a page not painted and loaded that long after the script ran starts
 * anyway (scripts/site/pages/startAfterFirstPaint.ts). The script runs once the page has arrived, so no
 * script may be asked for before that plus the limit unless the page was painted and loaded.
 */
const START_AT_THE_LATEST_MS = 3000

const ordersHost = new URL(site.company.ordersHost).origin
const forwarding = new Set(routes.filter((r) => r.page === 'orderTracking' || r.page === 'declaration').flatMap((r) => [r.path.it, r.path.en]))

/** Map boxes Leaflet fills once the page runs: the sweep reads them filled. */
const mapFilled = (page: Page) => expect(page.locator('.leaflet-container .leaflet-marker-icon').first()).toBeVisible()
/** What a template loads after it runs, which the sweep waits for before axe reads the page. */
const loadedLate: Partial<Record<TemplatePage['template'], (page: Page) => Promise<void>>> = {
  // The results, once the index has answered (the summary is a status then, busy before).
  search: (page) => expect(page.locator('.search-results__summary[role="status"]')).toBeVisible(),
  contact: mapFilled,
  whereToBuy: mapFilled,
}

/** When the page arrived, was first painted and loaded, and asked for its first script, in ms from the start of its navigation. */
const timings = (page: Page) =>
  page.evaluate(() => ({
    arrived: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    script: Math.min(...performance.getEntriesByType('resource').flatMap((e) => (/\.js$/.test(new URL(e.name).pathname) ? [e.startTime] : []))),
  }))

/** How much wider than the screen the page is, in px (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

test.use({ viewport: PHONE })

templatePages().forEach((t, n) => {
  /** The language axe also reads at 1280 px: they alternate from template to template. */
  const wideLang: Lang = langs[n % langs.length]!
  test(`${t.id}: in each language at 390 px, then at 1280 px`, async ({ page, context, problems }) => {
    // Forwarding pages leave for the external service at once; what is checked is what a visitor
    // sees when that fails: the page without its refresh, and the service answering 204 No
    // Content (which keeps the browser where it is) to the script's own attempt.
    await context.route(
      (u) => u.origin === ordersHost,
      (route) => route.fulfill({ status: 204 }),
    )
    await context.route(
      (u) => forwarding.has(u.pathname),
      async (route) => {
        const response = await route.fetch()
        const body = (await response.text()).replace(/<meta http-equiv="refresh"[^>]*>/, '').replace(/<script>location\.replace\([^<]*<\/script>/, '')
        await route.fulfill({ response, body })
      },
    )
    const found: string[] = []
    // One language after the other in the same tab, each page loaded on a phone and then widened.
    for (const lang of langs) {
      const url = t.url[lang]
      await page.setViewportSize(PHONE)
      const response = await page.goto(url)
      if (t.template === '404') {
        // The not-found page answers 404, as it must; the browser notes it as the document's.
        expect(response?.status()).toBe(404)
        problems.allow(new RegExp(`${url}: HTTP 404$|^Failed to load resource: the server responded with a status of 404 \\(Not Found\\)$`))
      }
      await ready(page)
      await loadedLate[t.template]?.(page)
      found.push(...(await axeViolations(page, `${url} at 390 px`)))
      const narrow = await overflow(page)
      if (narrow > 0) found.push(`${url}: ${narrow} px wider than a 390 px screen`)
      const { arrived, paint, load, script } = await timings(page)
      // No script before the page is painted and loaded, unless it waited the start script's limit for that.
      if (script < Math.min(Math.max(paint ?? Infinity, load), arrived + START_AT_THE_LATEST_MS))
        found.push(
          `${url}: a script asked for at ${Math.round(script)} ms, before the first paint (${paint === undefined ? 'none' : Math.round(paint)}) and the load (${Math.round(load)})`,
        )
      await page.setViewportSize(DESKTOP)
      const wide = await overflow(page)
      if (wide > 0) found.push(`${url}: ${wide} px wider than a 1280 px screen`)
      if (lang === wideLang) found.push(...(await axeViolations(page, `${url} at 1280 px`)))
    }
    expect(found).toEqual([])
  })
})
