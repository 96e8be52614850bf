import type { z } from 'zod'
import { langs } from '../../../src/catalogue/langs.ts'
import { checkRefusal } from '../report/checkRefusal.ts'
import { type Place, type Problem, problem, type Step } from '../report/problems.ts'
import type { Sheet } from '../read/readSources.ts'
import { uniqueRows } from './uniqueRows.ts'

export interface Validated<T> {
  row: number
  value: T
}

/** Columns whose values together name a row once in its sheet, e.g. a line's id. */
export interface UniqueKey {
  columns: readonly string[]
  /** What the key names, for the message: "every <what> must be unique". */
  what: string
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
 * problem naming its row and column; rows that pass come back typed. A unique key is checked on
 * every row whose key cells are right, so a repeated id is reported in the same run as a wrong
 * cell elsewhere in its row.
 */
export function validateRows<S extends RowSchema>(sheet: Sheet, schema: S, unique?: UniqueKey): Step<Validated<z.output<S>>[]> {
  const where = { file: sheet.file, sheet: sheet.sheet }
  if (sheet.headers.size === 0) {
    return { value: [], problems: [problem('sheet-empty', where)] }
  }
  const problems: Problem[] = []
  const known = Object.keys(schema.shape)
  for (const [key, label] of sheet.headers) {
    if (!known.includes(key)) problems.push(problem('unknown-column', { ...where, row: 1, column: label }, { known }))
  }
  const missing = requiredColumns(schema).filter((key) => !sheet.headers.has(key))
  for (const key of missing) problems.push(problem('missing-column', { ...where, row: 1 }, { column: key }))
  if (sheet.rows.length === 0) {
    problems.push(problem('no-rows', where, { what: 'rows' }))
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
      problems.push(cellProblem({ ...where, row, column: sheet.headers.get(key) ?? key }, key, cells[key], issue))
    }
  }
  if (unique) problems.push(...repeatedKeys(sheet, schema, unique))
  return { value, problems }
}

/** Every repeat of a key after its first row, reported at the key's last column. */
function repeatedKeys(sheet: Sheet, schema: RowSchema, unique: UniqueKey): Problem[] {
  const keys = sheet.rows.flatMap(({ row, cells }) => {
    const parts = unique.columns.map((key) => (schema.shape[key] as z.ZodType).safeParse(cells[key]))
    return parts.every((p) => p.success && p.data !== undefined && p.data !== '') ? [{ row, value: parts.map((p) => String(p.data)).join('/') }] : []
  })
  const column = unique.columns.at(-1)!
  return uniqueRows(keys, (key) => key, ({ row }) => ({ file: sheet.file, sheet: sheet.sheet, row, column: sheet.headers.get(column) ?? column }), unique.what)
}

/** A cell the row schema refused: a value that fails a check, a value that is wrong, or an empty cell that must be filled. */
function cellProblem(place: Place, key: string, value: unknown, issue: z.core.$ZodIssue): Problem {
  const expected = issue.message
  const check = checkRefusal(issue)
  if (check) return problem(check, place, { value })
  if (value !== undefined) return problem('invalid-value', place, { value, expected })
  const lang = langs.find((l) => key.endsWith(`_${l}`))
  if (lang === undefined) return problem('missing-value', place, { expected })
  return key.startsWith('slug_') ? problem('missing-slug', place, { lang }) : problem('missing-translation', place, { lang, required: true })
}
