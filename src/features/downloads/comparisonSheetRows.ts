/**
 * A product type's comparison as a flat table for a buyer's own spreadsheet, from the columns and
 * rows its page shows: one header row, one row per code, sizes and pieces as number cells, so a
 * spreadsheet sorts and sums them. Pure, no React.
 */
import type { ComparisonKey, ComparisonRow } from '../comparison/comparisonRows.ts'

/** A column as the comparison page has it: its key, whether it holds numbers, its header in the page language. */
export interface ComparisonColumn {
  key: ComparisonKey
  numeric: boolean
  label: string
}

/** Numbers need a short column, words a wide one (in characters). */
const NUMBER_WIDTH = 12
const TEXT_WIDTH = 28

export function comparisonSheetRows(columns: readonly ComparisonColumn[], rows: readonly ComparisonRow[]): (string | number)[][] {
  return [columns.map((c) => c.label), ...rows.map((r) => columns.map((c) => r[c.key] ?? ''))]
}

export const comparisonWidths = (columns: readonly ComparisonColumn[]): number[] => columns.map((c) => (c.numeric ? NUMBER_WIDTH : TEXT_WIDTH))
