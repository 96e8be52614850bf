/**
 * The check's report for machines: a JSON list, or GitHub Actions workflow commands that show each
 * problem on the file in a pull request. The human report (problems.ts) stays the default.
 */
import type { ProblemCell, SourceCells } from './locateProblems.ts'
import type { Problem } from './problems.ts'

export const reportFormats = ['text', 'json', 'github'] as const
export type ReportFormat = (typeof reportFormats)[number]

interface JsonProblem {
  file: string
  sheet: string | null
  row: number | null
  column: string | null
  value: string | number | boolean | null
  message: string
  code: string
}

function toJsonProblem(p: Problem, cell: ProblemCell): JsonProblem {
  return {
    file: p.file,
    sheet: p.sheet ?? null,
    row: p.row ?? null,
    column: p.column ?? null,
    value: cell.value ?? null,
    message: p.message,
    code: p.code,
  }
}

export function formatJson(problems: readonly Problem[], cells: SourceCells): string {
  return JSON.stringify(
    problems.map((p) => toJsonProblem(p, cells.locate(p))),
    null,
    2,
  )
}

/**
 * One `::error` line per problem (`::warning` for warnings). For a CSV file the row's text line is
 * the annotation's line, so GitHub marks it in the diff; a workbook has no text lines, so its sheet
 * and row go in the title.
 * https://docs.github.com/actions/reference/workflow-commands-for-github-actions#setting-an-error-message
 */
export function formatGithub(problems: readonly Problem[], cells: SourceCells, command: 'error' | 'warning' = 'error'): string {
  return problems
    .map((p) => {
      const cell = cells.locate(p)
      const csv = p.file.toLowerCase().endsWith('.csv')
      const where = [p.sheet, p.row === undefined ? undefined : `row ${p.row}`, p.column].filter((s) => s !== undefined && s !== '')
      const title = `${p.code}${where.length > 0 ? `: ${where.join(' › ')}` : ''}`
      const props = [`file=${escapeProperty(p.file)}`]
      if (csv && cell.line !== undefined) props.push(`line=${cell.line}`)
      props.push(`title=${escapeProperty(title)}`)
      return `::${command} ${props.join(',')}::${escapeData(p.message)}`
    })
    .join('\n')
}

/** GitHub's escaping of workflow commands: the message may not break the line. */
function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/** Properties also may not hold the separators ':' and ','. */
function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C')
}
