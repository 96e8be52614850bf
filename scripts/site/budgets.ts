/**
 * The site's budgets, written once: npm run bench:site measures against them, the build-output
 * tests hold the JavaScript one, and docs/performance.md's "How fast the site is" table copies them by hand.
 */
export const SITE_BUDGETS = {
  /** JavaScript a page loads before it is interactive, gzip: a mid-range phone on a slow network. */
  firstLoadJsBytes: 100 * 1024,
  /** HTML of the home and category pages, gzip: the first round trip of TCP (about 14 KB). */
  htmlBytes: 14 * 1024,
  /** The largest responsive variant of the hero image. */
  heroBytes: 30 * 1024,
  /** Full build, catalogue and prerender, from a fresh clone. */
  buildSeconds: 20,
} as const
