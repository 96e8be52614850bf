import type { z } from 'zod'
import { Lang } from '../../src/catalogue/schema.ts'
import { missingColumn, missingSlug, missingText, type Problem, showValue, type Step, unknownColumn } from './problems.ts'
import type { Sheet } from './readSources.ts'

export interface Validated<T> {
  row: number
  value: T
}

type RowSchema = z.ZodObject<z.ZodRawShape>

/** Columns a row schema cannot do without (those that do not accept an empty cell). */
function requiredColumns(schema: RowSchema): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([key]) => key)
}

/**
 * Checks a sheet's headers against a row schema, then every row. Each failing cell becomes one
 * problem naming its row and column; rows that pass come back typed.
 */
export function validateRows<S extends RowSchema>(sheet: Sheet, schema: S): Step<Validated<z.output<S>>[]> {
  const where = { file: sheet.file, sheet: sheet.sheet }
  if (sheet.headers.size === 0) {
    return { value: [], problems: [{ ...where, message: 'the sheet is empty: row 1 must hold the column headers, and the rows below it the data.' }] }
  }
  const problems: Problem[] = []
  const known = Object.keys(schema.shape)
  for (const [key, label] of sheet.headers) {
    if (!known.includes(key)) problems.push({ ...where, row: 1, column: label, message: unknownColumn(known) })
  }
  const missing = requiredColumns(schema).filter((key) => !sheet.headers.has(key))
  for (const key of missing) problems.push({ ...where, row: 1, message: missingColumn(key) })
  if (sheet.rows.length === 0) {
    problems.push({ ...where, message: 'the sheet has headers but no rows of data.' })
    return { value: [], problems }
  }
  const value: Validated<z.output<S>>[] = []
  for (const { row, cells } of sheet.rows) {
    const input = Object.fromEntries(known.map((k) => [k, cells[k]]))
    const result = schema.safeParse(input)
    if (result.success) {
      value.push({ row, value: result.data })
      continue
    }
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '')
      // Already reported: a missing column, or a cell rejected while reading (formula error, date).
      if (missing.includes(key) || sheet.badCells.has(`${row}:${key}`)) continue
      const cell = cells[key]
      const message = cell === undefined ? emptyCellMessage(key, issue.message) : `${showValue(cell)} is not valid; ${issue.message}.`
      problems.push({ ...where, row, column: sheet.headers.get(key) ?? key, message })
    }
  }
  return { value, problems }
}

function emptyCellMessage(key: string, fallback: string): string {
  const lang = Lang.safeParse(/_(it|en)$/.exec(key)?.[1])
  if (lang.success) return key.startsWith('slug_') ? missingSlug(lang.data) : missingText(lang.data)
  return `${fallback}.`
}
