/**
 * The shipped catalogue's budgets, written once: `npm run bench:site` measures against them and the
 * build-output tests hold the JavaScript one. The budgets at 2,000 products are in scripts/bench/scale/budgets.ts.
 */
export const SITE_BUDGETS = {
  /** JavaScript a page loads before it is interactive, gzip, built as the site is published (every setting set, error reporting on; the browser tests' build is): a mid-range phone on a slow network. */
  firstLoadJsBytes: 110 * 1024,
  /** The request list's tender sheet: the code its click loads (the XLSX writer and the sheet's own), gzip. */
  tenderSheetJsBytes: 60 * 1024,
  /** The request list's tender dossier: the code its click loads (PDF maker, ZIP and XLSX writers, the dossier's own), gzip. */
  tenderDossierJsBytes: 250 * 1024,
  /** A product's technical sheet with its logo and picture, as the dossier carries it: a tender's upload form takes dozens. */
  technicalSheetBytes: 300 * 1024,
  /** The where-to-buy map, fetched after the first paint: Leaflet, react-leaflet, the clustering and the map's own code, gzip. */
  whereToBuyMapJsBytes: 60 * 1024,
  /** The scan page's barcode reader, fetched on the first tap or photo: ZXing's WebAssembly and its glue, gzip. */
  scanReaderBytes: 450 * 1024,
  /** A product's or a comparison's XLSX and CSV, made in the page: the code the first click loads (the XLSX writer and the rows), gzip. */
  tableDownloadJsBytes: 30 * 1024,
  /** HTML of the home and category pages, gzip: the first round trip of TCP (about 14 KB). */
  htmlBytes: 14 * 1024,
  /** Any prerendered page but the packing guide, gzip. */
  pageGzipBytes: 30 * 1024,
  /** The packing guide's page, gzip: every section and every drawing on one page, for a technician's phone at the packing table. */
  guidePageGzipBytes: 60 * 1024,
  /** The packing guide's drawings together, gzip: SVG in the page. */
  guideDrawingsGzipBytes: 40 * 1024,
  /** The product change notices' page and each of its Atom feeds, gzip: every notice on one page. */
  noticesGzipBytes: 30 * 1024,
  /** The largest responsive variant of the hero image. */
  heroBytes: 30 * 1024,
  /** `npm run build` (catalogue and site) with the image cache warm, median of the runs. */
  buildSeconds: 8,
} as const
