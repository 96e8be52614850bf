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
  message: string
}

/** More than this and the rest are only counted: a report that long is fixed from the top anyway. */
export const MAX_REPORTED_PROBLEMS = 1000

export function formatProblem(p: Problem): string {
  const where = [p.file, p.sheet, p.row === undefined ? undefined : `row ${p.row}`, p.column].filter(
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

/** Quotes a cell value for a message: strings in quotes, numbers as they are. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'an empty cell'
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}…` : value)
  return String(value)
}

export class CatalogueError extends Error {
  constructor(readonly problems: Problem[]) {
    super(formatReport(problems))
    this.name = 'CatalogueError'
  }
}
