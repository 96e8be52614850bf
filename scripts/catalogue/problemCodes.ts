import type { Problem } from './problems.ts'

/**
 * Stable codes for machine-readable reports, so CI rules and dashboards can count or silence one
 * kind of problem without matching its words. A check may set `code` itself; otherwise the code
 * is recognised from the message. Codes are never renamed: a new kind of problem gets a new code.
 */
const codeByMessage: readonly (readonly [code: string, pattern: RegExp])[] = [
  // Files
  ['file-format', /^this file is not part of the catalogue format/],
  ['file-empty', /^the file is empty \(0 bytes\)/],
  ['file-too-large', /^the file is [\d.]+ MB; a catalogue file may be at most/],
  ['not-utf8', /^the file is not UTF-8 text/],
  ['not-xlsx', /^this is not an Excel workbook/],
  ['workbook-unreadable', /^the workbook cannot be opened/],
  ['xlsx-named-csv', /^this is an Excel workbook with a \.csv name/],
  ['csv-unreadable', /^the CSV file cannot be read/],
  ['duplicate-table', /^the same table is also in /],
  ['missing-table', /^the table .* is missing\.$/],
  ['unused-table', /^(this table is not part of the catalogue|no product in catalogue\/site\/products names this table)/],
  ['missing-legal-text', /text is missing or empty\.$/],
  // Sheets and columns
  ['sheet-empty', /^the sheet is empty/],
  ['duplicate-header', /^this column header appears twice/],
  ['unknown-column', /^this column is not known/],
  ['missing-column', /^the column "[^"]+" is missing/],
  ['value-without-header', / is in a column without a header;/],
  ['no-rows', /^(the sheet has headers but no rows|the table has headers but no product codes|the table has group headings but no product codes)/],
  // Cells
  ['formula-error', /^the cell shows the formula error /],
  ['date-cell', /^the cell holds a date /],
  ['size-in-one-cell', /a size is written one number per column/],
  ['duplicate-code', /is also used at .*; every code must be unique\.$/],
  ['duplicate-value', /is also used at row \d+; every .* must be unique\.$/],
  ['missing-slug', /^the (Italian|English) web address part is missing/],
  ['missing-translation', /^the (Italian|English) .* is missing; |its (Italian|English) text is missing\.$/],
  ['half-slug', /^leave both slugs empty/],
  ['missing-code', /^the code is missing\./],
  ['group-row-with-values', /^a group heading row holds only the group texts/],
  ['group-row-with-code', /^a row with a code cannot also be a group heading/],
  ['unknown-line', /is not a line of the lines sheet;/],
  ['unknown-sheet', /is not a sheet of catalogue\/tables\//],
  ['no-table', /^the product has neither a table nor a features text/],
  ['line-without-products', /^the line "[^"]+" has no products/],
  ['missing-file', /^the file "[^"]+" does not exist/],
  ['missing-category', /^the category "[^"]+" is missing/],
  ['missing-text', /^the text "[^"]+" is missing/],
  ['duplicate-company-field', /is given twice; keep one row\.$/],
  ['missing-company-field', /^the company field "[^"]+" is missing/],
  ['unknown-company-field', /is not a company field; write one of/],
  ['invalid-value', / is not valid; /],
  ['missing-value', /^(this cell must not be empty|a .* is required|expected |"[^"]+" needs a value)/],
]

/** For a problem no entry above recognises, e.g. a check added later without its own code. */
export const OTHER_PROBLEM = 'catalogue-problem'

export function problemCode(p: Problem): string {
  if (p.code) return p.code
  return codeByMessage.find(([, pattern]) => pattern.test(p.message))?.[0] ?? OTHER_PROBLEM
}

export const problemCodes: readonly string[] = [...codeByMessage.map(([code]) => code), OTHER_PROBLEM]
