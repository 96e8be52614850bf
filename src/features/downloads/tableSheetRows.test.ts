import { describe, expect, test } from 'vitest'
import { localiseTable } from '#src/catalogue/localiseTable.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import type { ProductTable } from '#src/catalogue/productTable.ts'
import { columnWidths, isGroupRow, tableSheetRows } from './tableSheetRows'

/** A table of every kind of cell: a group heading, a code of digits, a GTIN with its leading zero, a size, counts. */
const table: ProductTable = {
  columns: ['code', 'gtin', 'size', 'grammage', 'pieces', 'boxPieces'],
  rows: [
    { kind: 'group', label: { it: 'Carta medicale', en: 'Medical paper' } },
    { kind: 'item', item: { code: '0123', gtin: '09521234100003', size: { widthMm: 3.5, lengthM: 200 }, grammageGsm: 60, pieces: 1000, boxPieces: 5000 } },
    { kind: 'item', item: { code: 'SP-2', pieces: 500 } },
  ],
}

describe('tableSheetRows: the page table as sheet rows', () => {
  test.each<[Lang, (string | number)[][]]>([
    [
      'it',
      [
        ['Codice', 'GTIN', 'Formato', 'Grammatura', 'Pezzi per confezione', 'Pezzi per scatola'],
        ['Carta medicale'],
        ['0123', '09521234100003', '3,5 mm × 200 m', '60 g/m²', 1000, 5000],
        ['SP-2', '', '', '', 500, ''],
      ],
    ],
    [
      'en',
      [
        ['Code', 'GTIN', 'Size', 'Grammage', 'Pieces per package', 'Pieces per box'],
        ['Medical paper'],
        ['0123', '09521234100003', '3.5 mm × 200 m', '60 g/m²', 1000, 5000],
        ['SP-2', '', '', '', 500, ''],
      ],
    ],
  ])('%s: headers, a group row as its label alone, counts as numbers, codes and GTINs of digits as text, an empty cell empty', (lang, rows) => {
    expect(tableSheetRows(localiseTable(table, lang))).toEqual(rows)
  })

  test.each([
    ['digits in a count column', { counts: [true], cell: '250' }, 250],
    ['digits elsewhere', { counts: [false], cell: '250' }, '250'],
    ['a count column with something else than digits', { counts: [true], cell: '2 × 100' }, '2 × 100'],
    ['an empty count', { counts: [true], cell: '' }, ''],
  ])('%s', (_case, { counts, cell }, expected) => {
    const rows = tableSheetRows({ columns: ['pieces'], headers: ['Pieces'], gtins: [false], counts, rows: [[cell]] })
    expect(rows[1]).toEqual([expected])
  })
})

describe('columnWidths: each column as wide as its longest text, within 8 and 40 characters', () => {
  test.each([
    [
      'two characters more than the longest cell or header',
      [
        ['Code', 'Pieces per package'],
        ['SP-FP-075200', 2000],
      ],
      [14, 20],
    ],
    [
      'at least 8',
      [
        ['A', 'B'],
        ['x', 1],
      ],
      [8, 8],
    ],
    [
      'at most 40',
      [
        ['A', 'B'],
        ['x'.repeat(60), 1],
      ],
      [40, 8],
    ],
    ['a group row, which spans the table, widens nothing', [['A', 'B'], ['a group label longer than any cell'], ['x', 1]], [8, 8]],
    ['no rows, no columns', [], []],
  ])('%s', (_case, rows, widths) => {
    expect(columnWidths(rows)).toEqual(widths)
  })
})

test.each([
  [['Label'], 3, true],
  [['Label'], 1, false],
  [['A', 'B', 'C'], 3, false],
])('isGroupRow(%j, width %i) is %s', (row, width, expected) => {
  expect(isGroupRow(row, width)).toBe(expected)
})
