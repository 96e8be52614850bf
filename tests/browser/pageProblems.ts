/**
 * What the browser tests' fixtures (siteTest.ts) decide without a browser: which failed request is
 * the site's fault, where the map's stand-in tile is, and the names of what each test reports.
 */
import { fileURLToPath } from 'node:url'

/** A PNG shipped with Leaflet, served in place of every map tile. */
export const MAP_TILE = fileURLToPath(new URL('../../node_modules/leaflet/dist/images/layers.png', import.meta.url))

/** The annotations a test carries for loadCountReporter.ts: its page loads and its Lighthouse runs. */
export const PROBLEMS_ANNOTATION = { pageLoads: 'page loads', lighthouseRuns: 'Lighthouse runs' } as const

export interface FailedRequest {
  /** The browser's reason, as Playwright's request.failure() gives it. */
  errorText: string | undefined
  /** Whether the request was a document's. */
  navigation: boolean
  /** Whether the test's own page.goto was under way when it failed. */
  leaving: boolean
  /** How many navigations the page had started when the request was made, and when it failed. */
  issuedAt: number
  navigations: number
}

/**
 * A request the browser cancels because the test went to the next page is no fault of the site
 * (a map's files still loading when a test moves on, a page's scripts starting as it is left).
 * The browser may report what it cancelled before or after the next page's own request, so the
 * test's page.goto counts from when it is called until the new page has loaded.
 */
export function leftBehind(r: FailedRequest): boolean {
  return r.errorText === 'net::ERR_ABORTED' && !r.navigation && (r.leaving || r.issuedAt < r.navigations)
}
