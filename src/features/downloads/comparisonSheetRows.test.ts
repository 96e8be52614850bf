import { expect, test } from 'vitest'
import type { ComparisonRow } from '#src/features/comparison/comparisonRows.ts'
import { type ComparisonColumn, comparisonSheetRows, comparisonWidths } from './comparisonSheetRows'

const columns: ComparisonColumn[] = [
  { key: 'line', numeric: false, label: 'Linea' },
  { key: 'code', numeric: false, label: 'Codice' },
  { key: 'widthMm', numeric: true, label: 'Larghezza (mm)' },
  { key: 'lengthMm', numeric: true, label: 'Lunghezza (mm)' },
  { key: 'pieces', numeric: true, label: 'Pezzi per confezione' },
]
const row = (code: string, size: Partial<ComparisonRow>): ComparisonRow => ({
  line: 'Steri',
  href: '/sanitario/steri/buste-piatte/',
  code,
  pieces: 200,
  unit: 'confezioni da 200 pezzi',
  materials: 'Carta',
  methods: 'Vapore',
  ...size,
})

test.each([
  ['a header row, then a row per code with its numbers as numbers', [row('0075', { widthMm: 75, lengthMm: 200.5 })], [['Steri', '0075', 75, 200.5, 200]]],
  ['a value a code lacks is an empty cell', [row('R-1', { widthMm: 50 })], [['Steri', 'R-1', 50, '', 200]]],
  ['no codes, the headers alone', [], []],
])('%s', (_case, rows, body) => {
  expect(comparisonSheetRows(columns, rows)).toEqual([['Linea', 'Codice', 'Larghezza (mm)', 'Lunghezza (mm)', 'Pezzi per confezione'], ...body])
})

test('numbers get a short column, words a wide one', () => {
  expect(comparisonWidths(columns)).toEqual([28, 28, 12, 12, 12])
})
