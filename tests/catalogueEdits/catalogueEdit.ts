import path from 'node:path'
import { type Csv, editCopyCsv, EXCEL_CSV, readCsv } from '../../scripts/harness/catalogueCopy.ts'

/** One edit of a season: what a product manager does, and what does it to the catalogue under a root, saying where. */
export type CatalogueEdit = [what: string, apply: (root: string) => string]

/** Changes a CSV file of catalogue/site and saves it as Excel's "CSV UTF-8" does, as a product manager's edit leaves it; says what it did. */
export function editSiteCsv(root: string, name: string, change: (csv: Csv, c: (column: string) => number) => string): string {
  return editCopyCsv(root, `catalogue/site/${name}.csv`, change, EXCEL_CSV)
}

/** The rows of a CSV file of catalogue/site, each as a record by column name. */
export function siteRecords(root: string, name: string): Record<string, string>[] {
  const csv = readCsv(path.join(root, 'catalogue/site', `${name}.csv`))
  return csv.rows.map((r) => Object.fromEntries(csv.header.map((h, i) => [h, r[i] ?? ''])))
}
