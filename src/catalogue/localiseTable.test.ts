import { describe, expect, test } from 'vitest'
import type { Lang } from './langs.ts'
import type { ProductTable } from './productTable.ts'
import { localiseTable } from './localiseTable.ts'

const table: ProductTable = {
  columns: ['code', 'variant', 'size', 'grammage', 'colour', 'pieces', 'boxPieces'],
  rows: [
    { kind: 'group', label: { it: 'Carta medicale', en: 'Medical paper' } },
    {
      kind: 'item',
      item: {
        code: 'SP-1',
        variant: { it: 'Con indicatore', en: 'With indicator' },
        size: { widthMm: 3.5, lengthM: 200 },
        grammageGsm: 60.5,
        colour: { it: 'Bianco', en: 'White' },
        pieces: 1000,
        boxPieces: 5000,
      },
    },
    { kind: 'item', item: { code: 'SP-2', pieces: 500 } },
  ],
}

describe('localiseTable: headers and cells in the page language', () => {
  test.each<[Lang, string[], string, string[], string[]]>([
    [
      'it',
      ['Codice', 'Descrizione', 'Formato', 'Grammatura', 'Colore', 'Pezzi per confezione', 'Pezzi per scatola'],
      'Carta medicale',
      ['SP-1', 'Con indicatore', '3,5 mm × 200 m', '60,5 g/m²', 'Bianco', '1000', '5000'],
      ['SP-2', '', '', '', '', '500', ''],
    ],
    [
      'en',
      ['Code', 'Description', 'Size', 'Grammage', 'Colour', 'Pieces per package', 'Pieces per box'],
      'Medical paper',
      ['SP-1', 'With indicator', '3.5 mm × 200 m', '60.5 g/m²', 'White', '1000', '5000'],
      ['SP-2', '', '', '', '', '500', ''],
    ],
  ])('%s', (lang, headers, group, full, bare) => {
    expect(localiseTable(table, lang)).toEqual({
      columns: table.columns,
      headers,
      gtins: table.columns.map(() => false),
      counts: [false, false, false, false, false, true, true],
      rows: [group, full, bare],
    })
  })

  test('the GTIN columns, the pack\'s, the box\'s and the carton\'s, are marked, for their links', () => {
    const withGtins: ProductTable = { columns: ['code', 'gtin', 'boxGtin', 'cartonGtin', 'pieces'], rows: [{ kind: 'item', item: { code: 'SP-1', gtin: '09521234100003', boxGtin: '19521234100000', cartonGtin: '29521234100007', pieces: 10 } }] }
    expect(localiseTable(withGtins, 'it').gtins).toEqual([false, true, true, true, false])
  })
})
