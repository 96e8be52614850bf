/**
 * Root causes first: what was refused, so that nothing is reported again for following from it. A
 * refused row still says what it names (its id, its product, its language), read from its cells as
 * written; a refused file says nothing, so nothing is reported for lacking what it held. A product
 * manager then reads one problem per mistake, and each one's advice fixes it.
 */
import type { SheetRow, Sources } from '../read/readSources.ts'
import { fileRefused } from '../read/readSources.ts'
import type { SiteRows, SiteSheet } from './validateSheets.ts'

export interface Refusals {
  /** The site sheet's file was refused whole: what it holds is unknown. */
  sheetRefused(name: SiteSheet): boolean
  /** Every value of a column of a site sheet as written, trimmed, in valid rows and refused ones. */
  written(name: SiteSheet, column: string): Set<string>
  /** The rows of a site sheet that were refused (each reported at its cells). */
  refusedRows(name: SiteSheet): SheetRow[]
  /** Ids ("line/slug_en") of the product rows, valid or not, as written. */
  productIds: Set<string>
  /** Every code written in a product table, in valid rows and refused ones. */
  writtenCodes: Set<string>
  /** A product table's file, or the products sheet, was refused whole: which codes exist is unknown. */
  tablesRefused: boolean
}

export function refusals(sources: Sources, rows: SiteRows): Refusals {
  const cell = (row: SheetRow, column: string) => (row.cells[column] === undefined ? '' : String(row.cells[column]).trim())
  const rawRows = (name: SiteSheet) => sources.sheets.get(`site/${name}`)?.rows ?? []
  const tableSheets = [...sources.sheets.values()].filter((s) => s.key.startsWith('tables/'))
  return {
    sheetRefused: (name) => fileRefused(sources, `site/${name}`),
    written: (name, column) => new Set(rawRows(name).map((r) => cell(r, column)).filter((v) => v !== '')),
    refusedRows: (name) => {
      const valid = new Set((rows[name] as { row: number }[]).map((r) => r.row))
      return rawRows(name).filter((r) => !valid.has(r.row))
    },
    productIds: new Set(rawRows('products').map((r) => `${cell(r, 'line')}/${cell(r, 'slug_en')}`)),
    writtenCodes: new Set(tableSheets.flatMap((s) => s.rows.map((r) => cell(r, 'code'))).filter((v) => v !== '')),
    tablesRefused: fileRefused(sources, 'site/products') || [...sources.refused].some((key) => key.startsWith('tables/')),
  }
}
