/**
 * The answer to "which lines can go through my cycle": each line's standing for the chosen cycle
 * or method, the validated first. Pure, and bundled by the page: it reads the matrix made at
 * prerender time, so the browser only picks one column of it.
 */
import type { CompatibilityFilter } from './compatibilityFilter'
import type { CompatibilityMatrix, MatrixCell, MatrixColumn } from './compatibilityMatrix'

/**
 * all, some: validated for the cycle (suitable for the method) by all the line's products or some;
 * methodOnly: suitable for the cycle's method, no product validated for the cycle; none: neither.
 */
type Standing = 'all' | 'some' | 'methodOnly' | 'none'

interface AnswerRow {
  line: string
  name: string
  href?: string
  standing: Standing
  cell: MatrixCell
}

export interface Answer {
  column: MatrixColumn
  rows: AnswerRow[]
  /** Lines validated (suitable), by all their products or some. */
  count: number
}

const ORDER: readonly Standing[] = ['all', 'some', 'methodOnly', 'none']

/** Each line's standing for the filter's cycle, or its method's where it names no cycle; none without a choice. */
export function answerFor(matrix: CompatibilityMatrix, filter: CompatibilityFilter): Answer | undefined {
  const column = matrix.groups.find((g) => g.method === filter.method)?.columns.find((c) => c.cycle === filter.cycle)
  if (!column) return undefined
  const rows = matrix.rows
    .map((row): AnswerRow => {
      const cell = row.cells[column.id]!
      const suitsMethod = row.cells[column.method]!.state !== 'none'
      const standing = cell.state !== 'none' ? cell.state : column.cycle && suitsMethod ? 'methodOnly' : 'none'
      return { line: row.line, name: row.name, ...(row.href ? { href: row.href } : {}), standing, cell }
    })
    // A stable sort: within a standing, the lines keep the catalogue's order.
    .sort((a, b) => ORDER.indexOf(a.standing) - ORDER.indexOf(b.standing))
  return { column, rows, count: rows.filter((r) => r.standing === 'all' || r.standing === 'some').length }
}
