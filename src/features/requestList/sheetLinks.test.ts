import ExcelJS from 'exceljs'
import { describe, expect, test } from 'vitest'
import writeXlsxFile from 'write-excel-file/node'
import * as XLSX from 'xlsx'
import { LINK_STYLE, sheetLinks } from './sheetLinks'

const PAGE = 'https://example.org/sanitario/buste/?a=1&b="2"'
const PDF = 'https://example.org/docs/dichiarazione.pdf'

/** A sheet of a header and two rows, links in B2 and C3, written as the tender sheet writes. */
async function written(): Promise<Buffer> {
  const header = ['Code', 'Page', 'Declaration'].map((value) => ({ type: String, value }))
  const rows = [
    [{ type: String, value: 'A-1' }, { type: String, value: PAGE, ...LINK_STYLE }, null],
    [{ type: String, value: 'B-2' }, null, { type: String, value: PDF, ...LINK_STYLE }],
  ]
  return writeXlsxFile(
    [header, ...rows],
    { sheet: 'S' },
    {
      features: [
        sheetLinks([
          { row: 1, column: 1, address: PAGE },
          { row: 2, column: 2, address: PDF },
        ]),
      ],
    },
  ).toBuffer()
}

describe('sheetLinks', () => {
  test('a program that reads values only gets each link cell’s address', async () => {
    const book = XLSX.read(await written())
    expect(XLSX.utils.sheet_to_json(book.Sheets.S!, { header: 1, defval: null })).toEqual([
      ['Code', 'Page', 'Declaration'],
      ['A-1', PAGE, null],
      ['B-2', null, PDF],
    ])
  })

  test('each link cell opens its own address, and no other cell is a link', async () => {
    const book = XLSX.read(await written())
    const sheet = book.Sheets.S!
    const links = Object.entries(sheet).flatMap(([ref, cell]) =>
      ref.startsWith('!') || !(cell as XLSX.CellObject).l ? [] : [[ref, (cell as XLSX.CellObject).l!.Target]],
    )
    expect(links).toEqual([
      ['B2', PAGE],
      ['C3', PDF],
    ])
    // A second reader, as Excel reads the file: a hyperlink cell whose text is its address.
    const other = new ExcelJS.Workbook()
    await other.xlsx.load((await written()) as never)
    const b2 = other.worksheets[0]!.getCell('B2')
    expect(b2.type).toBe(ExcelJS.ValueType.Hyperlink)
    expect(b2.value).toEqual({ text: PAGE, hyperlink: PAGE })
  })

  test('no links: the sheet is as the writer makes it', async () => {
    const plain = await writeXlsxFile([[{ type: String, value: 'A-1' }]], { sheet: 'S' }, { features: [sheetLinks([])] }).toBuffer()
    const book = XLSX.read(plain)
    expect(Object.values(book.Sheets.S!).some((c) => typeof c === 'object' && c !== null && 'l' in c)).toBe(false)
  })
})
