/**
 * Lighthouse's accessibility, best-practices and SEO audits on one page of each template in both
 * languages. They do not depend on machine speed, so they are gated here (100 each, minus the
 * audits a page may fail on purpose); performance is a benchmark: npm run bench:lighthouse.
 */
import path from 'node:path'
import type { Browser } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import { type Category, missedScores } from '../../scripts/bench/lighthouse/budgets'
import { pagesToMeasure } from '../../scripts/bench/lighthouse/pagesToMeasure'
import { failedAudits, launchChromium, runLighthouse } from '../../scripts/bench/lighthouse/runLighthouse'
import { baseUrl } from './browser'

const CATEGORIES: Category[] = ['accessibility', 'best-practices', 'seo']
const pages = pagesToMeasure(path.resolve(import.meta.dirname, '../..'))

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
      const lhr = await runLighthouse(browser, baseUrl() + p.url, { onlyCategories: CATEGORIES, ignoreStatusCode: p.page === '404' })
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0]))
      expect(Object.keys(lhr.categories).sort()).toEqual([...CATEGORIES].sort())
      expect(missedScores(p.page, scores, (c) => failedAudits(lhr, c))).toEqual([])
    },
    90_000,
  )
})
