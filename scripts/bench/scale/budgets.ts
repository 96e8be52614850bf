/**
 * Budgets of the site at 2,000 products (50 times the shipped catalogue), written once:
 * `npm run bench:scale` measures against them. The shipped catalogue's own budgets are in
 * scripts/bench/site/budgets.ts.
 */
export const SCALE_BUDGETS = {
  /** Full build (catalogue, then `npm run build`'s site build), median of the runs. */
  buildSeconds: 30,
  /** Peak resident memory of the build's whole process tree, in MB. */
  buildMb: 1536,
  /** The largest prerendered page, gzip. */
  pageGzipBytes: 30 * 1024,
  /** Everything fetched (gzip, thumbnails excluded) from opening the search to the first suggestion. */
  firstSearchBytes: 30 * 1024,
  /** From the query reaching the field (its input event) to the first suggestion on screen, on the phone profile. */
  firstSuggestionMs: 300,
  /** Files in the deploy (dist/client): Cloudflare Pages' Free plan takes at most 20,000. */
  deployFiles: 20_000,
  /** Files the deploy holds for each GTIN: none; the GS1 resolver reads an index of shards. */
  filesPerGtin: 0,
  /** A Digital Link resolved by the Pages Function under workerd (wrangler pages dev), locally, median. */
  resolveMs: 20,
  /** The Pages Function as wrangler bundles it for a deploy. */
  functionBundleBytes: 1024 * 1024,
} as const
