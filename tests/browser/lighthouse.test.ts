/**
 * Lighthouse's accessibility, best-practices and SEO audits, once per kind of page, on its richest
 * page (templatePages, scripts/harness/catalogueExamples.ts), the languages alternating from kind to
 * kind; but the forwarding pages, which leave the site at once. These audits do not depend on the
 * machine's speed, so they are held here (100 each, minus the audits a page may fail on purpose);
 * the performance score is a benchmark, measured side by side: npm run bench:lighthouse.
 */
import type { Flags } from 'lighthouse'
import type { Browser } from 'puppeteer-core'
import { langs } from '#src/catalogue/langs.ts'
import { type Category, missedScores } from '../../scripts/bench/lighthouse/budgets.ts'
import { failedAudits, launchChromium, runLighthouse } from '../../scripts/bench/lighthouse/runLighthouse.ts'
import { templatePages } from '../../scripts/harness/catalogueExamples.ts'
import { PROBLEMS_ANNOTATION } from './pageProblems.ts'
import { expect, test } from './siteTest.ts'

const CATEGORIES: Category[] = ['accessibility', 'best-practices', 'seo']

/**
 * No performance audit runs, so none of what only they need: no screenshot of the whole page, no
 * blank page first (each run has a context of its own), and quarter-second waits for the page to
 * settle instead of a second each: the audits read the page as it loads, and what its scripts do
 * once it runs is the template sweep's (templates.test.ts). Throttling stays simulated: with none
 * ('provided') the navigation took three times as long here.
 */
const SETTINGS: Flags = {
  disableFullPageScreenshot: true,
  skipAboutBlank: true,
  pauseAfterFcpMs: 0,
  pauseAfterLoadMs: 250,
  networkQuietThresholdMs: 250,
  cpuQuietThresholdMs: 250,
}

const kinds = new Set<string>()
const pages = templatePages()
  .filter((t) => t.template !== 'orderTracking' && t.template !== 'declaration' && !kinds.has(t.template) && kinds.add(t.template))
  .map((t, n) => ({ template: t.template, url: t.url[langs[n % langs.length]!] }))

let browser: Browser
test.beforeAll(async () => {
  browser = await launchChromium()
})
test.afterAll(async () => {
  await browser?.close()
})

for (const p of pages)
  test(`${p.url} (${p.template}) scores 100 in accessibility, best practices and SEO`, async ({ baseURL }, testInfo) => {
    // A run loads the page, on a simulated phone, and reads it for a while.
    test.setTimeout(90_000)
    const lhr = await runLighthouse(browser, baseURL + p.url, { onlyCategories: CATEGORIES, ignoreStatusCode: p.template === '404', settings: SETTINGS })
    testInfo.annotations.push({ type: PROBLEMS_ANNOTATION.lighthouseRuns, description: '1' })
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0]))
    expect(Object.keys(lhr.categories).sort()).toEqual([...CATEGORIES].sort())
    expect(missedScores(p.template, scores, (c) => failedAudits(lhr, c))).toEqual([])
  })
