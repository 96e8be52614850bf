import type { Lang } from '../../src/catalogue/schema.ts'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'

/**
 * A problem found in the catalogue, located the way a product manager finds it in Excel:
 * file › sheet › row › column.
 */
export interface Problem {
  /** Path from the repository root, e.g. "catalogue/tables/steripaper.xlsx". */
  file: string
  /** Sheet name; absent for CSV and Markdown files, which have one sheet. */
  sheet?: string
  /** Row number as Excel shows it (the header is row 1). */
  row?: number
  /** Column header as written in the sheet. */
  column?: string
  /** Line of a Markdown file, counting from 1. */
  line?: number
  message: string
  /** A stable name for the kind of problem, for machine-readable reports; see problemCodes.ts. */
  code?: string
}

/** Where a problem is, without what it says. */
export type Place = Omit<Problem, 'message'>

/**
 * What each step of the pipeline hands on: its result, and the problems it found on the way. The
 * result is as complete as the sources allow, so later steps still report what they can.
 */
export interface Step<T> {
  value: T
  problems: Problem[]
}

/** More than this and the rest are only counted: a report that long is fixed from the top anyway. */
export const MAX_REPORTED_PROBLEMS = 1000

export function formatProblem(p: Problem): string {
  const where = [p.file, p.sheet, p.row === undefined ? undefined : `row ${p.row}`, p.column, p.line === undefined ? undefined : `line ${p.line}`].filter(
    (part): part is string => part !== undefined && part !== '',
  )
  return `${where.join(' › ')}: ${p.message}`
}

export function formatReport(problems: readonly Problem[]): string {
  const lines = problems.slice(0, MAX_REPORTED_PROBLEMS).map(formatProblem)
  const rest = problems.length - lines.length
  if (rest > 0) lines.push(`… and ${rest} more ${rest === 1 ? 'problem' : 'problems'} not listed.`)
  const n = problems.length
  lines.push(`The catalogue has ${n} ${n === 1 ? 'error' : 'errors'}; nothing was written.`)
  return lines.join('\n')
}

export interface Summary {
  files: number
  lines: number
  products: number
  codes: number
  pages: number
}

export function formatSummary(s: Summary, check: boolean, ms: number): string {
  const what = check ? 'is valid' : `written to ${GENERATED_DIR}`
  return `Catalogue ${what}: ${s.lines} lines, ${s.products} products, ${s.codes} codes, ${s.pages} pages, from ${s.files} files in ${Math.round(ms)} ms.`
}

/**
 * For a failure no check foresaw (a file vanishing mid-read, a full disk): the reason in one line,
 * without the stack trace, which says nothing to the person who edited the spreadsheet.
 */
export function formatUnexpected(e: unknown): string {
  const issues = (e as { issues?: { path: PropertyKey[]; message: string }[] } | undefined)?.issues
  const reason = Array.isArray(issues)
    ? `the generated data does not match its schema at ${issues[0]?.path.map(String).join('.') || 'the top'} (${issues[0]?.message}), which is a fault of the generator`
    : e instanceof Error
      ? e.message.split('\n')[0]
      : String(e)
  return `The catalogue could not be processed: ${reason}\nNothing was written; the previous data is unchanged. If the message does not point to a file you changed, ask a developer.`
}

/** Quotes a cell value for a message: strings in quotes, numbers as they are. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'an empty cell'
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}…` : value)
  return String(value)
}

// ---------------------------------------------------------------- messages used by several checks

/** How messages name the site's languages. */
export const languageNames: Record<Lang, string> = { it: 'Italian', en: 'English' }

/** An optional text given in one language only. */
export function missingTranslation(lang: Lang, what: string): string {
  return `the ${languageNames[lang]} ${what} is missing; a ${what} is shown in both languages, so fill both or neither.`
}

/** A required text cell left empty. */
export function missingText(lang: Lang): string {
  return `the ${languageNames[lang]} text is missing; the site shows it on its ${languageNames[lang]} pages, so both languages are required.`
}

/** A required web address part (slug_it, slug_en) left empty. */
export function missingSlug(lang: Lang): string {
  return `the ${languageNames[lang]} web address part is missing; every page has an address in each language, e.g. "buste-piatte" and "flat-pouches".`
}

/** A header row without a column the sheet needs. */
export function missingColumn(key: string): string {
  return `the column "${key}" is missing; add it with that header in row 1.`
}

/** A header the sheet does not know, with the ones it does. */
export function unknownColumn(known: readonly string[]): string {
  return `this column is not known here. The columns of this sheet are: ${known.join(', ')}.`
}
