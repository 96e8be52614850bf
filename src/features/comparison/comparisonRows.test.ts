import { describe, expect, test } from 'vitest'
import { type ComparisonRow, shownComparisonColumns, sortComparison } from './comparisonRows'

const row = (code: string, widthMm: number | undefined, lengthMm: number, line = 'A'): ComparisonRow => ({
  line,
  href: '/',
  code,
  widthMm,
  lengthMm,
  pieces: 100,
  unit: 'packs of 100 pieces',
  materials: 'paper',
  methods: 'steam',
})
const rows = [row('X-1', 100, 250), row('X-2', 75, 1000), row('X-3', 90, 90), row('X-4', undefined, 300)]

describe('sorting the comparison', () => {
  test.each([
    ['widthMm', 'ascending', ['X-2', 'X-3', 'X-1', 'X-4']],
    ['widthMm', 'descending', ['X-1', 'X-3', 'X-2', 'X-4']],
    // As numbers: 1000 after 300, where text would put "1000" before "250".
    ['lengthMm', 'ascending', ['X-3', 'X-1', 'X-4', 'X-2']],
    ['code', 'descending', ['X-4', 'X-3', 'X-2', 'X-1']],
  ] as const)('by %s, %s', (key, direction, codes) => {
    expect(sortComparison(rows, { key, direction }, 'en').map((r) => r.code)).toEqual(codes)
  })

  test('ties keep the catalogue order', () => {
    const tied = [row('B', 100, 1, 'L2'), row('A', 100, 1, 'L1')]
    expect(sortComparison(tied, { key: 'widthMm', direction: 'ascending' }, 'it').map((r) => r.code)).toEqual(['B', 'A'])
  })
})

test('a column no row has a value in is not shown', () => {
  expect(shownComparisonColumns(rows).map((c) => c.key)).not.toContain('gussetMm')
  expect(shownComparisonColumns(rows).map((c) => c.key)).toContain('lengthMm')
})
