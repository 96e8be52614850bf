import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as XLSX from 'xlsx'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { detectDelimiter, readSources } from './readSources.ts'

let root = ''
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'read-sources-'))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

function put(rel: string, content: string | Buffer): void {
  const file = path.join(root, 'catalogue', rel)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content)
}

function putWorkbook(rel: string, sheets: Record<string, unknown[][]>): void {
  const wb = XLSX.utils.book_new()
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), name)
  put(rel, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer)
}

function read() {
  const { value: sources, problems } = readSources(root)
  return { sources, problems }
}

describe('CSV', () => {
  test.each([
    ['semicolon, as Italian Excel writes', 'code;pieces;variant_it\nSP1;1000;"Bianco; opaco"\n'],
    ['comma, as English Excel writes', 'code,pieces,variant_it\nSP1,1000,"Bianco; opaco"\n'],
    ['with a byte order mark', '\uFEFFcode;pieces;variant_it\r\nSP1;1000;"Bianco; opaco"\r\n'],
  ])('%s', (_name, text) => {
    put('tables/demo/a.csv', text)
    const { sources, problems } = read()
    expect(problems).toEqual([])
    const sheet = sources.sheets.get('tables/demo/a')!
    expect([...sheet.headers.keys()]).toEqual(['code', 'pieces', 'variant_it'])
    // Cells stay text as typed: the schema decides what is a number.
    expect(sheet.rows).toEqual([{ row: 2, cells: { code: 'SP1', pieces: '1000', variant_it: 'Bianco; opaco' } }])
  })

  test('a quoted cell may span lines; rows are numbered as Excel shows them', () => {
    put('site/texts.csv', 'key;text_it;text_en\nwhy.text;"Prima riga\nseconda riga";"First line\nsecond line"\n\nhero.cta;Scopri;Discover\n')
    const { sources, problems } = read()
    expect(problems).toEqual([])
    const rows = sources.sheets.get('site/texts')!.rows
    expect(rows).toEqual([
      { row: 2, cells: { key: 'why.text', text_it: 'Prima riga\nseconda riga', text_en: 'First line\nsecond line' } },
      { row: 4, cells: { key: 'hero.cta', text_it: 'Scopri', text_en: 'Discover' } },
    ])
  })

  test('accented letters survive', () => {
    put('site/texts.csv', 'key;text_it\nabout.title;Qualità è sicurezza\n')
    expect(read().sources.sheets.get('site/texts')!.rows[0]!.cells.text_it).toBe('Qualità è sicurezza')
  })

  test('a file that is not UTF-8 (Windows-1252) is rejected with the "CSV UTF-8" advice', () => {
    put('site/texts.csv', Buffer.from('key;text_it\nabout.title;Qualità\n', 'latin1'))
    const { sources, problems } = read()
    expect(sources.sheets.has('site/texts')).toBe(false)
    expect(problems).toHaveLength(1)
    expect(problems[0]!.file).toBe('catalogue/site/texts.csv')
    expect(problems[0]!.message).toContain('"CSV UTF-8')
  })

  test('a workbook saved with a .csv name is named as such', () => {
    putWorkbook('site/texts.csv', { texts: [['key']] })
    expect(read().problems.map((p) => p.message)).toEqual([expect.stringContaining('Excel workbook with a .csv name')])
  })

  test.each([
    ['code;pieces;width_mm', ';'],
    ['code,pieces,width_mm', ','],
    ['"name, en";code;pieces', ';'],
    ['code', ','],
  ])('delimiter of %j is %j', (header, expected) => {
    expect(detectDelimiter(`${header}\nx`)).toBe(expected)
  })
})

describe('XLSX', () => {
  test('one table per sheet, numbers stay numbers, text is trimmed, headers become keys', () => {
    putWorkbook('tables/steripaper.xlsx', {
      'flat-pouches': [['Code', 'Width mm', 'pieces'], ['  SP075200 ', 75, 1000], [], ['SP100250', 100.5, 500]],
      rolls: [['code', 'pieces'], ['SR50', 2]],
    })
    const { sources, problems } = read()
    expect(problems).toEqual([])
    expect([...sources.sheets.keys()]).toEqual(['tables/steripaper/flat-pouches', 'tables/steripaper/rolls'])
    const sheet = sources.sheets.get('tables/steripaper/flat-pouches')!
    expect(sheet.file).toBe('catalogue/tables/steripaper.xlsx')
    expect(sheet.sheet).toBe('flat-pouches')
    expect([...sheet.headers]).toEqual([['code', 'Code'], ['width_mm', 'Width mm'], ['pieces', 'pieces']])
    expect(sheet.rows).toEqual([
      { row: 2, cells: { code: 'SP075200', width_mm: 75, pieces: 1000 } },
      { row: 4, cells: { code: 'SP100250', width_mm: 100.5, pieces: 500 } },
    ])
  })

  test('a formula error and a date are reported at their cell and kept out of the row', () => {
    const ws = XLSX.utils.aoa_to_sheet([['code', 'pieces', 'width_mm'], ['SP1', 1, 2]])
    ws.B2 = { t: 'e', v: 0x2a, w: '#N/A' }
    ws.C2 = { t: 'n', v: 45723, z: 'dd/mm/yyyy' }
    const wb = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(wb, ws, 'demo')
    put('tables/demo.xlsx', XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer)
    const { sources, problems } = read()
    expect(problems.map(({ file, sheet, row, column }) => ({ file, sheet, row, column }))).toEqual([
      { file: 'catalogue/tables/demo.xlsx', sheet: 'demo', row: 2, column: 'pieces' },
      { file: 'catalogue/tables/demo.xlsx', sheet: 'demo', row: 2, column: 'width_mm' },
    ])
    expect(problems[0]!.message).toContain('#N/A')
    expect(problems[1]!.message).toContain('holds a date (2025-03-07)')
    const sheet = sources.sheets.get('tables/demo/demo')!
    expect(sheet.rows).toEqual([{ row: 2, cells: { code: 'SP1' } }])
    expect([...sheet.badCells]).toEqual(['2:pieces', '2:width_mm'])
  })

  test('a date typed into a date column that Excel made a date cell is refused with how to keep it as text', () => {
    const ws = XLSX.utils.aoa_to_sheet([['id', 'valid_until'], ['iso-9001', 'x']])
    ws.B2 = { t: 'n', v: 45723, z: 'dd/mm/yyyy' }
    const wb = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(wb, ws, 'certifications')
    put('site.xlsx', XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer)
    const { problems } = read()
    expect(problems).toEqual([expect.objectContaining({ file: 'catalogue/site.xlsx', sheet: 'certifications', row: 2, column: 'valid_until', code: 'date-cell' })])
    expect(problems[0]!.message).toContain('Format the cell as Text and type the date as year-month-day: 2025-03-07')
  })

  test('a header written twice and a value under no header are reported', () => {
    putWorkbook('tables/demo.xlsx', { demo: [['code', 'Code', 'pieces', '', 'x'], ['SP1', 'SP2', 5, 'stray', 'y']] })
    const { problems } = read()
    expect(problems.map(({ row, column, message }) => [row, column, message.split(';')[0]])).toEqual([
      [1, 'Code', 'this column header appears twice'],
      [2, 'column D', '"stray" is in a column without a header'],
    ])
  })

  test.each([
    ['text saved as .xlsx', 'code;pieces\nSP1;1\n', 'this is not an Excel workbook (.xlsx)'],
    ['a 0-byte file', '', 'the file is empty (0 bytes)'],
    ['a damaged zip', Buffer.concat([Buffer.from('PK\x03\x04', 'binary'), Buffer.alloc(64, 7)]), 'the workbook cannot be opened'],
  ])('%s is reported, not thrown', (_name, content, message) => {
    put('tables/demo.xlsx', content)
    const { problems } = read()
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: 'catalogue/tables/demo.xlsx' })
    expect(problems[0]!.message).toContain(message)
  })
})

describe('the catalogue folder', () => {
  test('the same table as a sheet and as a CSV file is reported', () => {
    putWorkbook('tables/steripaper.xlsx', { 'flat-pouches': [['code', 'pieces'], ['SP1', 1]] })
    put('tables/steripaper/flat-pouches.csv', 'code;pieces\nSP1;1\n')
    const { problems } = read()
    expect(problems).toEqual([
      { file: 'catalogue/tables/steripaper/flat-pouches.csv', sheet: undefined, code: 'duplicate-table', message: expect.stringContaining('also in catalogue/tables/steripaper.xlsx › flat-pouches') },
    ])
  })

  test('lock files of open workbooks and README files are skipped; other files are reported', () => {
    put('tables/~$steripaper.xlsx', 'lock')
    put('tables/.~lock.steripaper.xlsx#', 'lock')
    put('README.md', '# notes')
    put('tables/old.xls', 'x')
    const { problems, sources } = read()
    expect(sources.files).toEqual([])
    expect(problems).toEqual([{ file: 'catalogue/tables/old.xls', code: 'file-format', message: expect.stringContaining('not part of the catalogue format') }])
  })

  test('legal Markdown files are read by name and language', () => {
    put('legal/privacy.en.md', '\uFEFF# Privacy\n')
    expect(read().sources.markdown.get('legal/privacy.en')).toEqual({ file: 'catalogue/legal/privacy.en.md', text: '# Privacy\n' })
  })

  test('the packing guide is read by name and language', () => {
    put('guide/packing-guide.it.md', '## Conservare {#storage}\n')
    expect(read().sources.markdown.get('guide/packing-guide.it')).toEqual({ file: 'catalogue/guide/packing-guide.it.md', text: '## Conservare {#storage}\n' })
  })
})
