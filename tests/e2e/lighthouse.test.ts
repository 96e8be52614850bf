/**
 * Lighthouse's accessibility, best-practices and SEO audits on the richest page of each template
 * (templatePages, fixtures.ts) in both languages, but the forwarding pages, which leave the site at
 * once. These audits do not depend on machine speed, so they are gated here (100 each, minus the
 * audits a page may fail on purpose); performance is a benchmark: npm run bench:lighthouse.
 */
import type { Browser } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import type { Flags } from 'lighthouse'
import { type Category, missedScores } from '../../scripts/bench/lighthouse/budgets.ts'
import { failedAudits, launchChromium, runLighthouse } from '../../scripts/bench/lighthouse/runLighthouse.ts'
import { baseUrl } from './browser.ts'
import { templatePages } from '../../scripts/harness/catalogueExamples.ts'

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

const once = new Set<string>()
const pages = templatePages()
  .filter((t) => t.template !== 'orderTracking' && t.template !== 'declaration' && !once.has(t.template) && once.add(t.template))
  .flatMap((t) => langs.map((lang) => ({ template: t.template, url: t.url[lang] })))

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

describe('Lighthouse accessibility, best practices and SEO', () => {
  test.each(pages.map((p) => [p.url, p] as const))(
    '%s scores 100 in each',
    async (_, p) => {
      const lhr = await runLighthouse(browser, baseUrl() + p.url, { onlyCategories: CATEGORIES, ignoreStatusCode: p.template === '404', settings: SETTINGS })
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0]))
      expect(Object.keys(lhr.categories).sort()).toEqual([...CATEGORIES].sort())
      expect(missedScores(p.template, scores, (c) => failedAudits(lhr, c))).toEqual([])
    },
    90_000,
  )
})
