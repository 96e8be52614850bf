/**
 * Sheet cells arrive as strings (CSV, text cells) or numbers (XLSX number cells); these turn them
 * into typed values with messages a product manager can act on: text, slugs, numbers and dates.
 */
import { z } from 'zod'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Excel stores a text cell that looks like a number (a phone, a code "1234") as a number. */
export const numberAsText = (v: unknown) => (typeof v === 'number' ? String(v) : v)

/** How Excel writes a long number in a CSV file: "8.01235E+12", the digits after the sixth lost. */
export const SCIENTIFIC = /^\d+(?:[.,]\d+)?E[+-]?\d+$/i
export const SCIENTIFIC_HINT = 'this is a number in scientific notation, as Excel writes long numbers, and its last digits are lost'
export const LONG_NUMBER = 'the cell holds a number of more than 15 digits, which Excel cannot keep whole'

/**
 * The most characters a cell may hold, far above any real value: more is a paste gone wrong (a
 * description in a name cell, a whole column in one cell), refused before anything else reads it.
 */
export const MAX_CHARS = { code: 40, name: 200, text: 10_000, legalText: 100_000 } as const

/** A length cap whose message gives the cap, the length found and what to look at. */
export function atMost(max: number, what: string) {
  return z.string().max(max, {
    error: (issue) => `expected ${what} of at most ${max} characters, and this cell has ${String(issue.input).length}: check that it holds what its column asks for`,
  })
}

/** Trimmed text, required, of at most `max` characters. */
export function requiredText(max: number, what: string) {
  return z.preprocess(
    numberAsText,
    z
      .string({ error: 'this cell must not be empty' })
      .transform((s) => s.trim())
      .pipe(z.string().min(1, 'this cell must not be empty'))
      .pipe(atMost(max, what)),
  )
}

/** Trimmed text, required: a description, a text of the home or about page. */
export const text = requiredText(MAX_CHARS.text, 'a text')

/** A name, title or label: short by nature. */
export const nameText = requiredText(MAX_CHARS.name, 'a name')

/** Trimmed text, may be empty. */
export const optionalText = z.preprocess(
  numberAsText,
  z
    .string()
    .optional()
    .transform((s) => s?.trim() ?? '')
    .pipe(atMost(MAX_CHARS.text, 'a text')),
)

/** A name that may be empty: one of two ways a row gives it (a cycle's trade name, or its name in each language). */
export const optionalName = z.preprocess(
  numberAsText,
  z
    .string()
    .optional()
    .transform((s) => s?.trim() ?? '')
    .pipe(atMost(MAX_CHARS.name, 'a name')),
)

export const slug = z
  .string({ error: 'a web address part is required here' })
  .transform((s) => s.trim())
  .pipe(z.string().regex(SLUG, 'expected a web address part: lower-case letters, digits and single hyphens, e.g. "flat-pouches"'))

/** A slug that may be empty (a line whose products sit directly under the category). */
export const optionalSlug = z
  .string()
  .optional()
  .transform((s) => s?.trim() ?? '')
  .pipe(z.union([z.literal(''), z.string().regex(SLUG, 'expected lower-case letters, digits and single hyphens, or an empty cell')]))

/** A file under public/, written as the path the browser asks for: "/images/…" or "/pdfs/…". */
export const publicPath = z
  .string({ error: 'a file path is required here, e.g. "/images/products/flat-pouch.png"' })
  .transform((s) => s.trim())
  .pipe(z.string().regex(/^\/[A-Za-z0-9._\-/]+$/, 'expected a path under public/ starting with "/", e.g. "/images/products/flat-pouch.png", with no spaces'))

export function parseNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return raw
  if (typeof raw !== 'string') return undefined
  const s = raw.trim()
  // One decimal separator, comma (Italian) or point; no thousands separators, no units.
  if (!/^-?\d+(?:[.,]\d+)?$/.test(s)) return undefined
  return Number(s.replace(',', '.'))
}

/** A positive number; a comma or a point may separate decimals. */
export const positiveNumber = z.unknown().transform((raw, ctx) => {
  const n = parseNumber(raw)
  if (n === undefined || !Number.isFinite(n) || n <= 0) {
    ctx.addIssue({ code: 'custom', message: 'expected a positive number, digits only (no units, no spaces), e.g. 75 or 3,5' })
    return z.NEVER
  }
  return n
})

/** A positive whole number with no thousands separators. */
export const wholeNumber = z.unknown().transform((raw, ctx) => {
  // "1.000" is a thousand to an Italian and one to an English reader: digits only.
  const n = typeof raw === 'string' && !/^\s*\d+\s*$/.test(raw) ? undefined : parseNumber(raw)
  if (n === undefined || !Number.isInteger(n) || n <= 0) {
    ctx.addIssue({ code: 'custom', message: 'expected a whole number greater than 0, digits only (no dots, commas or spaces), e.g. 1000' })
    return z.NEVER
  }
  return n
})

/** The problem code of a number typed with its unit ("180°C", "2 bar"): its message names the number to write alone. */
export const UNIT_IN_NUMBER = 'unit-in-number'
const WITH_UNIT = /^-?\d+(?:[.,]\d+)?\s*[^\d\s.,]/

/**
 * A measure in the unit its column's name gives (temperature_min_c, pressure_max_n), a positive
 * number, or an empty cell. A unit typed in the cell is refused as such, with the number alone to write.
 */
export const optionalMeasure = z.unknown().transform((raw, ctx) => {
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return undefined
  const n = parseNumber(raw)
  if (n !== undefined && Number.isFinite(n) && n > 0) return n
  const withUnit = typeof raw === 'string' && WITH_UNIT.test(raw.trim())
  ctx.addIssue({
    code: 'custom',
    message: 'expected a positive number, digits only (no units, no spaces), e.g. 180 or 3,5',
    ...(withUnit && { params: { problem: UNIT_IN_NUMBER } }),
  })
  return z.NEVER
})

// .optional() rather than a union with z.undefined(): a union would replace the messages above with "Invalid input".
export const optionalPositiveNumber = positiveNumber.optional()
export const optionalWholeNumber = wholeNumber.optional()

/** A date as year-month-day; a number cell (a date typed as 20250915) is read as its digits, and refused. */
const DATE_HINT = 'expected a date written as year-month-day, e.g. 2025-09-15 (in Excel, format the cell as Text first)'
const dateCell = (v: unknown) => (typeof v === 'number' ? `${v}` : v)
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)

/**
 * A date as Excel and Calc show and save it in a CSV file, "15/09/2025" (or 15.09.2025, 15-09-2025),
 * read as Italian Excel writes it, day first, unless only month first makes sense (09/15/2025):
 * the year-month-day to type instead. Undefined when it is no such date.
 */
function dateAsTyped(s: string): string | undefined {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s.trim())
  if (!m) return undefined
  const [a, b, year] = [Number(m[1]), Number(m[2]), m[3]!]
  const [day, month] = a > 12 || b <= 12 ? [a, b] : [b, a]
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  return isDate(iso) ? iso : undefined
}

/** A date cell's check, whose message names the date to type when Excel wrote it day/month/year. */
const dateRule = z.string().trim().superRefine((s, ctx) => {
  if (isDate(s)) return
  const iso = dateAsTyped(s)
  const message = iso
    ? `expected year-month-day: this date is written day/month/year, as Excel and Calc show dates; write ${iso} and format the column as Text, so the spreadsheet keeps it as typed`
    : DATE_HINT
  ctx.addIssue({ code: 'custom', message })
})
export const dateText = (missing: string) => z.preprocess(dateCell, z.string({ error: missing }).pipe(dateRule))
export const optionalDate = z.preprocess(dateCell, dateRule.optional())

/**
 * The day a product or a code stopped being sold: it leaves the lists, the search and the sitemap,
 * and its page, its GTINs and its instructions for use stay, saying so.
 */
export const WithdrawnDate = z.preprocess(dateCell, dateRule.optional())

/**
 * Columns holding dates: a date cell there is a date typed in a cell that was not formatted as
 * Text, and the check says how to keep it (readSources.ts).
 */
export const dateColumns: readonly string[] = ['issued', 'doc_issued', 'valid_until']
