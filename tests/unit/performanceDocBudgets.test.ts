/**
 * The budget tables of docs/performance.md are copied by hand from the budget modules; a budget changed in one
 * place and not the other fails here.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { MAX_CLS, MAX_FIRST_LOAD_JS, MAX_METRIC, MAX_SEARCH_BYTES } from '../../scripts/lighthouse/budgets.ts'
import { SCALE_BUDGETS } from '../../scripts/scale/budgets.ts'
import { SITE_BUDGETS } from '../../scripts/site/budgets.ts'

const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/performance.md'), 'utf8')

/** The budget column (the second) of the row whose first cell is `label`, in the section under `heading`. */
function budgetCell(heading: string, label: string): string | undefined {
  const lines = readme.split('\n')
  const isHeading = (l: string) => /^#+ /.test(l)
  const start = lines.findIndex((l) => isHeading(l) && l.replace(/^#+ /, '') === heading)
  if (start < 0) return undefined
  const end = lines.findIndex((l, i) => i > start && isHeading(l))
  const row = lines.slice(start + 1, end < 0 ? undefined : end).find((l) => l.startsWith(`| ${label} |`))
  return row?.split('|')[2]?.trim()
}

const kb = (bytes: number) => `${bytes / 1024} KB`
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

describe.each([
  {
    heading: 'How fast the site is',
    rows: [
      ['JavaScript loaded before a page is interactive', `≤ ${kb(SITE_BUDGETS.firstLoadJsBytes)}`],
      ['HTML of home and category pages', `≤ ${kb(SITE_BUDGETS.htmlBytes)}`],
      ['hero image, largest responsive variant', `≤ ${kb(SITE_BUDGETS.heroBytes)}`],
      ['full build, catalogue + prerender of 105 pages', `≤ ${SITE_BUDGETS.buildSeconds} s`],
    ],
  },
  {
    heading: 'At 2,000 products',
    rows: [
      ['full build (catalogue + site)', `≤ ${SCALE_BUDGETS.buildSeconds} s`],
      ['peak memory of the build (its processes together)', `≤ ${SCALE_BUDGETS.buildMb} MB`],
      ['largest page, gzip', `≤ ${kb(SCALE_BUDGETS.pageGzipBytes)}`],
      ['first search, bytes before the first suggestion', `≤ ${kb(SCALE_BUDGETS.firstSearchBytes)}`],
      ['first suggestion after typing, loopback', `≤ ${SCALE_BUDGETS.firstSuggestionMs} ms`],
    ],
  },
  {
    heading: 'As a visitor on a phone gets it',
    rows: [
      ['First Contentful Paint / Largest Contentful Paint', `≤ ${seconds(MAX_METRIC.fcp)} / ≤ ${seconds(MAX_METRIC.lcp)}`],
      ['Total Blocking Time / Cumulative Layout Shift', `≤ ${MAX_METRIC.tbt} ms / < ${MAX_CLS}`],
      ['JavaScript loaded before a page is interactive', `≤ ${kb(MAX_FIRST_LOAD_JS)} gzip`],
      ['search results page, everything transferred on a first visit', `≤ ${kb(MAX_SEARCH_BYTES)}`],
    ],
  },
])('docs/performance.md, "$heading"', ({ heading, rows }) => {
  test.each(rows)('%s: %s', (label, budget) => {
    expect(budgetCell(heading, label)).toBe(budget)
  })
})
