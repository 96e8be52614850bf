import { GENERATED_DIR } from '../../../src/catalogue/generatedDir.ts'
import type { ProblemCode } from './problemCodes.ts'
import { type ProblemFacts, problemMessages } from './problemMessages.ts'

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
  /** The stable name of the kind of problem (problemCodes.ts). */
  code: ProblemCode
  /** The sentence, written from the code and its facts (problemMessages.ts). */
  message: string
}

/** Where a problem is, without what it says. */
export type Place = Omit<Problem, 'message' | 'code'>

/** A problem of one kind at its place, its sentence written from its facts. */
export function problem<C extends ProblemCode>(code: C, place: Place, ...facts: {} extends ProblemFacts<C> ? [facts?: ProblemFacts<C>] : [facts: ProblemFacts<C>]): Problem {
  const write = problemMessages[code] as (f: ProblemFacts<C>) => string
  return { ...place, code, message: write((facts[0] ?? {}) as ProblemFacts<C>) }
}

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

/** Warnings, after the summary of a catalogue that is valid all the same. */
export function formatWarnings(warnings: readonly Problem[]): string {
  const n = warnings.length
  const counted = `${n} ${n === 1 ? 'warning' : 'warnings'}: nothing is refused, but see to ${n === 1 ? 'it' : 'them'} soon.`
  return [...warnings.map(formatProblem), counted].join('\n')
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
      ? e.message.split('\n')[0]!
      : String(e)
  return problemMessages.unexpected({ reason })
}
