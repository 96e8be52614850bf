/**
 * Budgets of the site as a visitor on a phone gets it: Lighthouse 13, mobile, default simulated
 * throttling, median of 3 runs. Used by `npm run bench:lighthouse` and by the browser tests.
 */
import { SITE_BUDGETS } from '../site/budgets.ts'

/** Every category scores 100 (scores as Lighthouse reports them, 0–1). */
const MIN_SCORE = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 } as const
export type Category = keyof typeof MIN_SCORE
export const CATEGORIES = Object.keys(MIN_SCORE) as Category[]

/** Timings in milliseconds, layout shift unitless. */
export const MAX_METRIC = { fcp: 1000, lcp: 1200, tbt: 50 } as const
/** Strictly below. */
export const MAX_CLS = 0.01

/** First-load JavaScript, gzip bytes, on every page: the site's budget, as Lighthouse counts it. */
export const MAX_FIRST_LOAD_JS = SITE_BUDGETS.firstLoadJsBytes
/** Everything transferred on the first load of the search results page. */
export const MAX_SEARCH_BYTES = 150 * 1024

/**
 * Audits a page may fail without failing its category. Search results and a label's landing page
 * are noindex on purpose.
 * The 404 page answers 404, as it must: crawlers are told so (http-status-code, is-crawlable)
 * and the browser logs the status of the document as an error (errors-in-console).
 */
function allowedFailures(page: string): readonly string[] {
  if (page === 'search') return ['is-crawlable']
  if (page === '404') return ['is-crawlable', 'http-status-code', 'errors-in-console']
  return []
}

/** Categories scored below their minimum, each with the audits that failed and were not allowed. */
export function missedScores(page: string, categories: Partial<Record<Category, number>>, failedAudits: (c: Category) => string[]): string[] {
  const missed: string[] = []
  for (const c of CATEGORIES) {
    const score = categories[c]
    if (score === undefined || score >= MIN_SCORE[c]) continue
    const audits = failedAudits(c).filter((a) => !allowedFailures(page).includes(a.split(':')[0]!))
    // A category held below 100 only by audits this page may fail is met.
    if (audits.length === 0) continue
    missed.push(`${c} ${Math.round(score * 100)} < ${MIN_SCORE[c] * 100} (${audits.join('; ')})`)
  }
  return missed
}
