/**
 * Budgets of the site at 2,000 products (50 times the shipped catalogue), written once:
 * `npm run bench:scale` measures against them and docs/performance.md's "At 2,000 products" table copies
 * them by hand. The shipped catalogue's own budgets are in scripts/site/budgets.ts.
 */
export const SCALE_BUDGETS = {
  /** Full build (catalogue, then `npm run build`'s site build), median of the runs. */
  buildSeconds: 20,
  /** Peak resident memory of the build's processes together, in MB. */
  buildMb: 800,
  /** The largest prerendered page, gzip. */
  pageGzipBytes: 30 * 1024,
  /** Everything fetched (gzip, thumbnails excluded) from opening the search to the first suggestion. */
  firstSearchBytes: 30 * 1024,
  /** From typing the query to the first suggestion on screen. */
  firstSuggestionMs: 300,
} as const
