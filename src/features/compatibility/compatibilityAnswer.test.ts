import { describe, expect, test } from 'vitest'
import { answerFor } from './compatibilityAnswer'
import type { CompatibilityMatrix, MatrixCell } from './compatibilityMatrix'

const cell = (state: MatrixCell['state'], evidence: MatrixCell['evidence'] = []): MatrixCell => ({
  state,
  validated: state === 'all' ? 2 : state === 'some' ? 1 : 0,
  of: 2,
  evidence,
})
const report = [{ pdf: '/pdfs/documents/r.pdf' }]

/** Steam with one cycle, hydrogen peroxide with one; four lines in the catalogue's order a, b, c, d. */
const matrix: CompatibilityMatrix = {
  groups: [
    {
      method: 'steam',
      name: 'Vapore',
      columns: [
        { id: 'steam', method: 'steam', label: 'Vapore' },
        { id: 'steam-134', method: 'steam', cycle: 'steam-134', label: 'Prevuoto 134 °C' },
      ],
    },
    {
      method: 'hydrogen_peroxide',
      name: 'Perossido di idrogeno',
      columns: [
        { id: 'hydrogen_peroxide', method: 'hydrogen_peroxide', label: 'Perossido di idrogeno' },
        { id: 'nx', method: 'hydrogen_peroxide', cycle: 'nx', label: 'STERRAD 100NX Express' },
      ],
    },
  ],
  rows: [
    { line: 'a', name: 'A', href: '/a/', cells: { steam: cell('all'), 'steam-134': cell('some', report), hydrogen_peroxide: cell('none'), nx: cell('none') } },
    { line: 'b', name: 'B', cells: { steam: cell('all'), 'steam-134': cell('none'), hydrogen_peroxide: cell('all'), nx: cell('all') } },
    { line: 'c', name: 'C', cells: { steam: cell('none'), 'steam-134': cell('none'), hydrogen_peroxide: cell('some'), nx: cell('none') } },
    { line: 'd', name: 'D', cells: { steam: cell('some'), 'steam-134': cell('all'), hydrogen_peroxide: cell('none'), nx: cell('none') } },
  ],
}

const standings = (filter: Parameters<typeof answerFor>[1]) => answerFor(matrix, filter)?.rows.map((r) => [r.line, r.standing])

describe("a chosen cycle's answer", () => {
  test('the validated lines first, all their products before some; then the lines suitable for its method only; then the others, each in the catalogue’s order', () => {
    expect(standings({ method: 'steam', cycle: 'steam-134' })).toEqual([
      ['d', 'all'],
      ['a', 'some'],
      ['b', 'methodOnly'],
      ['c', 'none'],
    ])
    expect(standings({ method: 'hydrogen_peroxide', cycle: 'nx' })).toEqual([
      ['b', 'all'],
      ['c', 'methodOnly'],
      ['a', 'none'],
      ['d', 'none'],
    ])
  })

  test('counts the lines validated by all their products or some, and keeps the cell’s reports and the line’s page', () => {
    const answer = answerFor(matrix, { method: 'steam', cycle: 'steam-134' })!
    expect(answer.count).toBe(2)
    expect(answer.column.label).toBe('Prevuoto 134 °C')
    expect(answer.rows.find((r) => r.line === 'a')).toMatchObject({ href: '/a/', cell: { evidence: report } })
  })

  test('a method without a cycle: its own column, where no line is only "suitable for the method"', () => {
    expect(standings({ method: 'steam' })).toEqual([
      ['a', 'all'],
      ['b', 'all'],
      ['d', 'some'],
      ['c', 'none'],
    ])
    expect(answerFor(matrix, { method: 'steam' })!.count).toBe(3)
  })

  test.each([[{}], [{ method: 'steam', cycle: 'nx' }], [{ method: 'formaldehyde' }]])('no answer for %o', (filter) => {
    expect(answerFor(matrix, filter)).toBeUndefined()
  })
})
