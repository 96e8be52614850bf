/**
 * The stable name of every kind of problem the check reports, for machine-readable reports: CI
 * rules and dashboards count or silence one kind without matching its words. A problem is created
 * with its code (problems.ts, `problem`), and its sentence is written from the code and the facts
 * (problemMessages.ts). Codes are never renamed: a new kind of problem gets a new code.
 */
export const problemCodes = [
  // Files
  'file-format',
  'file-empty',
  'file-too-large',
  'not-utf8',
  'not-xlsx',
  'workbook-unreadable',
  'xlsx-named-csv',
  'csv-unreadable',
  'duplicate-table',
  'missing-table',
  'unused-table',
  'missing-legal-text',
  // The packing guide (catalogue/guide)
  'missing-guide-text',
  'guide-section-id',
  'duplicate-guide-section',
  'missing-guide-section',
  'guide-sections-differ',
  'text-too-long',
  // Sheets and columns
  'sheet-empty',
  'duplicate-header',
  'unknown-column',
  'missing-column',
  'value-without-header',
  'no-rows',
  // Cells
  'formula-error',
  'date-cell',
  'size-in-one-cell',
  'duplicate-code',
  'duplicate-value',
  'missing-slug',
  'missing-translation',
  'half-slug',
  'missing-code',
  'group-row-with-values',
  'group-row-with-code',
  'unknown-line',
  'unknown-sheet',
  'no-table',
  'line-without-products',
  'missing-file',
  'missing-category',
  'missing-text',
  'duplicate-company-field',
  'missing-company-field',
  'unknown-company-field',
  'unsafe-markdown',
  'wrong-file-content',
  'invalid-value',
  'missing-value',
  'size-part-missing',
  // Product change notices (site/notices)
  'notice-affects-nothing',
  // Safety notices (site/safety)
  'unknown-gtin',
  'malformed-lot',
  'expiry-range-reversed',
  'recall-without-actions',
  'notice-id-taken',
  // Instructions for use (site/ifu)
  'future-date',
  'future-withdrawal',
  'no-code-sold',
  'ifu-page-changed',
  'ifu-page-taken',
  'duplicate-revision',
  'unknown-product',
  'two-current-revisions',
  'no-current-revision',
  'ifu-language-uncovered',
  'ifu-pdf-reused',
  // Regulatory data (GTIN, Basic UDI-DI, declarations of conformity, certificates)
  'gtin-check-digit',
  'gtin-restricted-prefix',
  'gtin-isbn-prefix',
  'gtin-all-zeros',
  'duplicate-gtin',
  'basic-udi-di-check',
  'basic-udi-di-prefix',
  'half-declaration',
  'certificate-expired',
  'certificate-expiring',
  // Documents for tenders (site/documents)
  'unknown-code',
  'document-covers-nothing',
  'valid-until-before-issued',
  'document-expired',
  'document-expiring',
  // Device attributes, ordering unit and nomenclature (products.csv, product tables, standards, eudamed)
  'unknown-emdn',
  'emdn-not-terminal',
  'unknown-standard',
  'pack-levels',
  'missing-order-level',
  'level-gtin-without-pieces',
  'bd-rdm-without-type',
  // Sterilisation cycles, validations and sealing (site/cycles, site/validations, site/sealing)
  'unit-in-number',
  'missing-cycle-name',
  'trade-and-generic-name',
  'generic-name-one-language',
  'unknown-cycle',
  'code-not-of-product',
  'unknown-evidence',
  'cycle-method-not-listed',
  'minimum-above-maximum',
  'sealing-temperature-range',
  'sealing-without-values',
  // Where to buy (site/distributors)
  'unknown-country',
  'unknown-area',
  'point-outside-country',
  // A failure no check foresaw (a full disk, a file vanishing mid-read): catalogue.ts reports it.
  'unexpected',
] as const

export type ProblemCode = (typeof problemCodes)[number]

/**
 * The codes that only warn: reported beside a valid catalogue, which is still written. A validity
 * date near or past is one: the site marks an expired document itself, by the visitor's day.
 */
const warningCodes = ['certificate-expired', 'certificate-expiring', 'document-expired', 'document-expiring'] as const satisfies readonly ProblemCode[]

export function isWarning(code: ProblemCode): boolean {
  return (warningCodes as readonly ProblemCode[]).includes(code)
}
