import { describe, expect, test } from 'vitest'
import { sheetOf } from '../../harness/sheetOf.ts'
import type { Problem } from '../report/problems.ts'
import { type CodeLocation, readProductTable } from './readProductTable.ts'
import type { CellValue } from './readSources.ts'

const FILE = 'catalogue/tables/steripaper.xlsx'
const SHEET = 'flat-pouches'

function read(rows: (CellValue | undefined)[][]) {
  const problems: Problem[] = []
  const codes: CodeLocation[] = []
  const table = readProductTable(sheetOf(rows, FILE, SHEET), problems, codes)
  return { table, problems, codes }
}

const header = ['code', 'width_mm', 'length_mm', 'pieces', 'colour_it', 'colour_en', 'group_it', 'group_en']

describe('readProductTable', () => {
  test('codes, sizes from numbers or text with a decimal comma, bilingual values and group headings', () => {
    const { table, problems, codes } = read([
      header,
      [undefined, undefined, undefined, undefined, undefined, undefined, '60 g/m²', '60 g/m²'],
      ['SP075200', 75, '200', 1000, 'Bianco', 'White'],
      ['SP100250', '100,5', 250, '500'],
    ])
    expect(problems).toEqual([])
    expect(table).toEqual({
      columns: ['code', 'size', 'colour', 'pieces'],
      rows: [
        { kind: 'group', label: { it: '60 g/m²', en: '60 g/m²' } },
        { kind: 'item', item: { code: 'SP075200', pieces: 1000, size: { widthMm: 75, lengthMm: 200 }, colour: { it: 'Bianco', en: 'White' } } },
        { kind: 'item', item: { code: 'SP100250', pieces: 500, size: { widthMm: 100.5, lengthMm: 250 } } },
      ],
    })
    expect(codes.map((c) => [c.code, c.row, c.column])).toEqual([
      ['SP075200', 3, 'code'],
      ['SP100250', 4, 'code'],
    ])
  })

  // One failing case per rule; each names the sheet, the row as Excel shows it and the column.
  test.each([
    ['a code with a space', ['SP 075', 75, 200, 1000], 'code', '"SP 075" is not valid; expected a product code'],
    ['pieces as text', ['SP1', 75, 200, 'mille'], 'pieces', '"mille" is not valid; expected a whole number'],
    ['pieces with a thousands separator', ['SP1', 75, 200, '1.000'], 'pieces', '"1.000" is not valid; expected a whole number'],
    ['pieces with decimals', ['SP1', 75, 200, 2.5], 'pieces', '2.5 is not valid; expected a whole number'],
    ['pieces of zero', ['SP1', 75, 200, 0], 'pieces', '0 is not valid; expected a whole number greater than 0'],
    ['pieces missing', ['SP1', 75, 200], 'pieces', 'expected a whole number greater than 0'],
    ['a size with its unit', ['SP1', '75 mm', 200, 1000], 'width_mm', '"75 mm" is not valid; expected a positive number'],
    ['a size written "75 x 200"', ['SP1', '75 x 200', undefined, 1000], 'width_mm', 'a size is written one number per column'],
    ['a negative size', ['SP1', 75, -200, 1000], 'length_mm', '-200 is not valid; expected a positive number'],
    ['a colour in Italian only', ['SP1', 75, 200, 1000, 'Bianco'], 'colour_en', 'the English colour text is missing'],
    ['a row without a code', [undefined, 75, 200, 1000], 'code', 'the code is missing'],
    ['a group heading with other values', [undefined, 75, undefined, undefined, undefined, undefined, '60 g/m²', '60 g/m²'], 'width_mm', 'a group heading row holds only the group texts'],
    ['a code row that is also a group heading', ['SP1', 75, 200, 1000, undefined, undefined, '60 g/m²', '60 g/m²'], 'group_it', 'cannot also be a group heading'],
  ])('%s', (_name, badRow, column, message) => {
    const { table, problems } = read([header, ['SP9', 10, 20, 100], badRow])
    expect(table).toBeUndefined()
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: FILE, sheet: SHEET, row: 3, column })
    expect(problems[0]!.message).toContain(message)
  })

  test.each([
    ['an unknown column', [['code', 'pieces', 'Notes'], ['SP1', 1, 'x']], { row: 1, column: 'Notes' }, 'this column is not known in a product table'],
    ['a missing required column', [['code', 'width_mm'], ['SP1', 1]], { row: 1 }, 'the column "pieces" is missing'],
    ['half of a bilingual column pair', [['code', 'pieces', 'colour_it'], ['SP1', 1, 'Blu']], { row: 1 }, 'the column "colour_en" is missing'],
    ['an empty sheet', [], {}, 'the sheet is empty'],
    ['headers and no codes', [['code', 'pieces']], {}, 'the table has headers but no product codes'],
    ['group headings and no codes', [['code', 'pieces', 'group_it', 'group_en'], [undefined, undefined, 'A', 'A']], {}, 'the table has group headings but no product codes'],
  ])('%s', (_name, rows, where, message) => {
    const { table, problems } = read(rows)
    expect(table).toBeUndefined()
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: FILE, sheet: SHEET, ...where })
    expect(problems[0]!.message).toContain(message)
  })
})

// The reader follows the column declaration (tableColumns.ts); these pin what product managers and pages rely on.
describe('readProductTable and the column declaration', () => {
  test('every column: its field in the generated JSON, and the columns shown in display order', () => {
    const every = ['code', 'width_mm', 'gusset_mm', 'length_mm', 'length_m', 'pieces', 'box_pieces', 'grammage_gsm', 'colour_it', 'colour_en', 'process_it', 'process_en', 'sterilisation_it', 'sterilisation_en', 'variant_it', 'variant_en']
    const { table, problems } = read([every, ['SP1', 100, 50, 250, 70, 1000, 5000, 60, 'Blu', 'Blue', 'Vapore', 'Steam', '134 °C', '134 °C', 'Con indicatore', 'With indicator']])
    expect(problems).toEqual([])
    expect(table).toEqual({
      columns: ['code', 'variant', 'size', 'grammage', 'colour', 'process', 'sterilisation', 'pieces', 'boxPieces'],
      rows: [
        {
          kind: 'item',
          item: {
            code: 'SP1',
            variant: { it: 'Con indicatore', en: 'With indicator' },
            size: { widthMm: 100, gussetMm: 50, lengthMm: 250, lengthM: 70 },
            grammageGsm: 60,
            colour: { it: 'Blu', en: 'Blue' },
            process: { it: 'Vapore', en: 'Steam' },
            sterilisation: { it: '134 °C', en: '134 °C' },
            pieces: 1000,
            boxPieces: 5000,
          },
        },
      ],
    })
  })

  test('an unknown column: the message lists every column product managers may write', () => {
    const { problems } = read([['code', 'pieces', 'Notes'], ['SP1', 1, 'x']])
    const listed = /The possible columns are: (.*)\.$/.exec(problems[0]!.message)?.[1]?.split(', ')
    expect(listed).toEqual(
      expect.arrayContaining(['code', 'width_mm', 'gusset_mm', 'length_mm', 'length_m', 'pieces', 'box_pieces', 'grammage_gsm', 'colour_it', 'colour_en', 'process_it', 'process_en', 'sterilisation_it', 'sterilisation_en', 'variant_it', 'variant_en', 'group_it', 'group_en']),
    )
  })
})

describe('the gtin column', () => {
  const gtinHeader = ['code', 'gtin', 'pieces']
  const gtinOf = (gtin: CellValue) => read([gtinHeader, ['SP1', gtin, 100]])

  test.each<[string, CellValue, string]>([
    ['a GTIN-13, with the leading zero of a GTIN-14', '9521234567899', '09521234567899'],
    ['a GTIN-14', '09521234567899', '09521234567899'],
    ['a GTIN-14 of a box, with its indicator digit', '19521234567896', '19521234567896'],
    ['a number cell, its leading zero dropped by Excel', 9521234567899, '09521234567899'],
    ['a GTIN-12 (U.P.C.)', '012345678905', '00012345678905'],
    ['a GTIN-12 in a number cell, its leading zero dropped by Excel', 12345678905, '00012345678905'],
    ['a GTIN-8', '12345670', '00000012345670'],
    ['with spaces around it', ' 9521234567899 ', '09521234567899'],
  ])('%s is stored as 14 digits', (_name, gtin, stored) => {
    const { table, problems, codes } = gtinOf(gtin)
    expect(problems).toEqual([])
    expect(table?.columns).toEqual(['code', 'gtin', 'pieces'])
    expect(table?.rows).toEqual([{ kind: 'item', item: { code: 'SP1', gtin: stored, pieces: 100 } }])
    expect(codes[0]?.gtins).toEqual([{ value: stored, typed: String(gtin), column: 'gtin' }])
  })

  test('a table whose codes have no GTIN shows no GTIN column', () => {
    const { table } = read([gtinHeader, ['SP1', undefined, 100]])
    expect(table?.columns).toEqual(['code', 'pieces'])
  })

  test.each<[string, CellValue, string, string]>([
    ['a wrong check digit', '9521234567898', 'gtin-check-digit', 'is not a valid GTIN: its last digit, the check digit'],
    ['two digits swapped', '9521234567989', 'gtin-check-digit', 'is not a valid GTIN'],
    ['a wrong check digit in a number cell', 9521234567898, 'gtin-check-digit', '9521234567898 is not a valid GTIN'],
    ['scientific notation, as Excel writes long numbers in CSV', '9.52123E+12', 'invalid-value', 'scientific notation'],
    ['a number of 16 digits', 9521234567899456, 'invalid-value', 'more than 15 digits'],
    ['15 digits', '952123456789912', 'invalid-value', 'expected a GTIN of 8, 12, 13 or 14 digits'],
    ['10 digits typed as text', '9521234567', 'invalid-value', 'expected a GTIN of 8, 12, 13 or 14 digits'],
    ['fewer than 8 digits', '1234565', 'invalid-value', 'expected a GTIN of 8, 12, 13 or 14 digits'],
    ['letters', 'GTIN9521234567899', 'invalid-value', 'expected a GTIN of 8, 12, 13 or 14 digits'],
    ['zeros only', '00000000', 'gtin-all-zeros', 'is only zeros'],
    ['a restricted-circulation prefix of a GTIN-13 (200–299)', '2012345678903', 'gtin-restricted-prefix', 'restricted circulation'],
    ['a restricted-circulation prefix of a U.P.C. (020–029)', '0201234567899', 'gtin-restricted-prefix', 'restricted circulation'],
    ['a restricted-circulation prefix of a U.P.C. (040–049)', '0451234567898', 'gtin-restricted-prefix', 'restricted circulation'],
    ['an ISBN', '9788804123453', 'gtin-isbn-prefix', 'books and periodicals (ISBN, ISSN)'],
    ['an ISSN', '9771234567898', 'gtin-isbn-prefix', 'books and periodicals (ISBN, ISSN)'],
  ])('%s is refused at its cell', (_name, gtin, code, message) => {
    const { table, problems } = gtinOf(gtin)
    expect(table).toBeUndefined()
    expect(problems).toEqual([expect.objectContaining({ file: FILE, sheet: SHEET, row: 2, column: 'gtin', code })])
    expect(problems[0]!.message).toContain(message)
  })

  test('the GTIN of a row refused for another cell is still kept, for the check that GTINs are unique', () => {
    const { problems, codes } = read([gtinHeader, ['SP1', '9521234567899', 'mille']])
    expect(problems.map((p) => p.column)).toEqual(['pieces'])
    expect(codes[0]?.gtins[0]?.value).toBe('09521234567899')
  })
})

describe('a size gives every dimension its sheet uses', () => {
  test.each([
    ['a width without its length', [['A1', 75, 200, 10], ['A2', 250, undefined, 10]], [[3, 'length_mm']]],
    ['a length without its width', [['A1', 75, 200, 10], ['A2', undefined, 250, 10]], [[3, 'width_mm']]],
    ['sizes all with both', [['A1', 75, 200, 10], ['A2', 250, 300, 10]], []],
    ['a row with no size at all (an accessory)', [['A1', 75, 200, 10], ['A2', undefined, undefined, 10]], []],
    ['a column no size uses', [['A1', 75, undefined, 10], ['A2', 250, undefined, 10]], []],
  ] as const)('%s', (_name, rows, expected) => {
    const { table, problems } = read([['code', 'width_mm', 'length_mm', 'pieces'], ...rows.map((r) => [...r])])
    expect(problems.map((p) => [p.row, p.column, p.code])).toEqual(expected.map(([row, column]) => [row, column, 'size-part-missing']))
    expect(table === undefined).toBe(expected.length > 0)
  })
})
