/**
 * Bad inputs made from the small catalogue: break one thing the way a person editing it in Excel
 * might, run the generator, and check the report points at exactly what was broken. Targets are
 * found in the copy by their shape (first product with a table, its first code rows).
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from 'xlsx'
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import { formatReport, MAX_REPORTED_PROBLEMS } from '../../scripts/catalogue/report/problems.ts'
import { MAX_SOURCE_BYTES } from '../../scripts/catalogue/read/readSources.ts'
import {
  cellAddress,
  column,
  fingerprint,
  generatedCopies,
  headersOf,
  makeSmallCatalogue,
  readCsv,
  readWorkbook,
  removeCopy,
  runCli,
  runCommand,
  writeCsv,
  writeWorkbook,
} from '../../scripts/harness/catalogueCopy.ts'

const PRODUCTS = 'catalogue/site/products.csv'

interface Target {
  root: string
  /** Excel row of the product in products.csv. */
  productRow: number
  productImage: string
  /** "catalogue/tables/<line>.xlsx" */
  workbookFile: string
  sheetName: string
  /** Excel rows holding a code, in order. */
  codeRows: number[]
}

/** The first product whose table is a sheet of a workbook. */
function findTarget(root: string): Target {
  const products = readCsv(path.join(root, PRODUCTS))
  for (const [i, row] of products.rows.entries()) {
    const line = row[column(products, 'line')]!
    const table = row[column(products, 'table')]!
    const workbookFile = `catalogue/tables/${line}.xlsx`
    if (table === '' || !fs.existsSync(path.join(root, workbookFile))) continue
    const wb = readWorkbook(path.join(root, workbookFile))
    const ws = wb.Sheets[table]
    if (!ws) continue
    const codeCol = headersOf(ws).indexOf('code')
    const rows = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, blankrows: true })
    const codeRows = rows.flatMap((r, j) => (j > 0 && r[codeCol] !== undefined && r[codeCol] !== '' ? [j + 1] : []))
    if (codeRows.length < 2) continue
    return { root, productRow: i + 2, productImage: row[column(products, 'image')]!, workbookFile, sheetName: table, codeRows }
  }
  throw new Error('the catalogue has no product with a workbook table of two codes or more')
}

function mutateSheet(t: Target, change: (ws: XLSX.WorkSheet, wb: XLSX.WorkBook) => void): void {
  const file = path.join(t.root, t.workbookFile)
  const wb = readWorkbook(file)
  change(wb.Sheets[t.sheetName]!, wb)
  writeWorkbook(file, wb)
}

function setCell(t: Target, row: number, header: string, cell: XLSX.CellObject): void {
  mutateSheet(t, (ws) => {
    ws[cellAddress(ws, row, header)] = cell
  })
}

function mutateProducts(t: Target, change: (row: string[], col: (name: string) => number) => void): void {
  const file = path.join(t.root, PRODUCTS)
  const csv = readCsv(file)
  change(csv.rows[t.productRow - 2]!, (name) => column(csv, name))
  writeCsv(file, csv)
}

/** The start of a report line: file › sheet › row › column. */
function at(file: string, sheet: string | undefined, row: number | undefined, col: string | undefined): string {
  return [file, sheet, row === undefined ? undefined : `row ${row}`, col].filter((p) => p !== undefined).join(' › ') + ': '
}

const sizeColumn = (ws: XLSX.WorkSheet) => ['width_mm', 'length_mm', 'length_m'].find((c) => headersOf(ws).includes(c))!

interface Case {
  name: string
  /** Breaks the copy; returns the line start and text the report must contain. */
  mutate: (t: Target) => { where: string; says: string | RegExp }
}

const cases: Case[] = [
  {
    name: 'a duplicated code',
    mutate: (t) => {
      const [first, second] = t.codeRows as [number, number]
      let code = ''
      mutateSheet(t, (ws) => {
        code = String(ws[cellAddress(ws, first, 'code')].v)
        ws[cellAddress(ws, second, 'code')] = { t: 's', v: code }
      })
      return { where: at(t.workbookFile, t.sheetName, second, 'code'), says: `"${code}" is also used at row ${first}; every code must be unique.` }
    },
  },
  {
    name: 'a missing English name',
    mutate: (t) => {
      mutateProducts(t, (row, col) => {
        row[col('name_en')] = ''
      })
      return { where: at(PRODUCTS, undefined, t.productRow, 'name_en'), says: 'the English text is missing' }
    },
  },
  {
    name: 'text where a number is expected',
    mutate: (t) => {
      setCell(t, t.codeRows[0]!, 'pieces', { t: 's', v: 'mille' })
      return { where: at(t.workbookFile, t.sheetName, t.codeRows[0]!, 'pieces'), says: '"mille" is not valid; expected a whole number greater than 0' }
    },
  },
  {
    name: 'a size written "75 x 200"',
    mutate: (t) => {
      let col = ''
      mutateSheet(t, (ws) => {
        col = sizeColumn(ws)
        ws[cellAddress(ws, t.codeRows[0]!, col)] = { t: 's', v: '75 x 200' }
      })
      return { where: at(t.workbookFile, t.sheetName, t.codeRows[0]!, col), says: '"75 x 200" is not valid; a size is written one number per column' }
    },
  },
  {
    name: 'an empty sheet',
    mutate: (t) => {
      mutateSheet(t, (_ws, wb) => {
        wb.Sheets[t.sheetName] = XLSX.utils.aoa_to_sheet([])
      })
      return { where: at(t.workbookFile, t.sheetName, undefined, undefined), says: 'the sheet is empty' }
    },
  },
  {
    name: 'an unknown column',
    mutate: (t) => {
      mutateSheet(t, (ws) => {
        const range = XLSX.utils.decode_range(ws['!ref']!)
        const c = range.e.c + 1
        ws[XLSX.utils.encode_cell({ r: 0, c })] = { t: 's', v: 'Notes' }
        ws[XLSX.utils.encode_cell({ r: t.codeRows[0]! - 1, c })] = { t: 's', v: 'best seller' }
        ws['!ref'] = XLSX.utils.encode_range({ s: range.s, e: { r: range.e.r, c } })
      })
      return { where: at(t.workbookFile, t.sheetName, 1, 'Notes'), says: 'this column is not known in a product table' }
    },
  },
  {
    name: 'a missing referenced image',
    mutate: (t) => {
      fs.rmSync(path.join(t.root, 'public', t.productImage))
      return { where: at(PRODUCTS, undefined, t.productRow, 'image'), says: `the file "${t.productImage}" does not exist` }
    },
  },
  {
    name: 'a formula error cell (#N/A)',
    mutate: (t) => {
      setCell(t, t.codeRows[1]!, 'pieces', { t: 'e', v: 0x2a, w: '#N/A', f: 'VLOOKUP(A2,Prices!A:B,2,FALSE)' })
      return { where: at(t.workbookFile, t.sheetName, t.codeRows[1]!, 'pieces'), says: 'the cell shows the formula error #N/A' }
    },
  },
  {
    name: 'a date cell where a number is expected',
    mutate: (t) => {
      setCell(t, t.codeRows[0]!, 'pieces', { t: 'd', v: new Date(Date.UTC(2025, 2, 7)) })
      return { where: at(t.workbookFile, t.sheetName, t.codeRows[0]!, 'pieces'), says: 'the cell holds a date (2025-03-07)' }
    },
  },
  {
    name: 'a date-formatted number where a number is expected',
    mutate: (t) => {
      let col = ''
      mutateSheet(t, (ws) => {
        col = sizeColumn(ws)
        // What Excel stores when "7/3" typed into a size cell becomes a date: a serial number with a date format.
        ws[cellAddress(ws, t.codeRows[1]!, col)] = { t: 'n', v: 45723, z: 'd/m/yyyy' }
      })
      return { where: at(t.workbookFile, t.sheetName, t.codeRows[1]!, col), says: 'the cell holds a date' }
    },
  },
  {
    name: 'a renamed sheet',
    mutate: (t) => {
      mutateSheet(t, (ws, wb) => {
        const i = wb.SheetNames.indexOf(t.sheetName)
        wb.SheetNames[i] = `${t.sheetName} (2)`
        delete wb.Sheets[t.sheetName]
        wb.Sheets[`${t.sheetName} (2)`] = ws
      })
      return { where: at(PRODUCTS, undefined, t.productRow, 'table'), says: `"${t.sheetName}" is not a sheet of ${t.workbookFile}` }
    },
  },
  {
    name: 'a file that is not a spreadsheet',
    mutate: (t) => {
      fs.writeFileSync(path.join(t.root, t.workbookFile), 'code;pieces\nSP1;100\n')
      return { where: at(t.workbookFile, undefined, undefined, undefined), says: 'this is not an Excel workbook (.xlsx)' }
    },
  },
  {
    name: 'a 0-byte file',
    mutate: (t) => {
      fs.writeFileSync(path.join(t.root, t.workbookFile), '')
      return { where: at(t.workbookFile, undefined, undefined, undefined), says: 'the file is empty (0 bytes)' }
    },
  },
  {
    name: 'an oversized file',
    mutate: (t) => {
      const file = path.join(t.root, PRODUCTS)
      const text = fs.readFileSync(file, 'utf8')
      const body = text.slice(text.indexOf('\n') + 1)
      fs.writeFileSync(file, text + body.repeat(Math.ceil(MAX_SOURCE_BYTES / body.length)))
      return { where: at(PRODUCTS, undefined, undefined, undefined), says: /^the file is 5\.[1-9] MB; a catalogue file may be at most 5 MB/ }
    },
  },
  {
    name: 'a Windows-1252 CSV',
    mutate: (t) => {
      mutateProducts(t, (row, col) => {
        row[col('description_it')] = 'Qualità garantita.'
      })
      const file = path.join(t.root, PRODUCTS)
      fs.writeFileSync(file, Buffer.from(fs.readFileSync(file, 'utf8'), 'latin1'))
      return { where: at(PRODUCTS, undefined, undefined, undefined), says: '"CSV UTF-8' }
    },
  },
]

const copies = generatedCopies()
afterAll(copies.remove)

describe('a catalogue broken one way at a time', () => {
  let root = ''
  let before = ''
  beforeEach(() => {
    ;({ root, generated: before } = copies.make())
  })
  afterEach(() => removeCopy(root))

  // The report is what catalogue:check prints on stderr, exiting 1 ('the command line' below runs it).
  test.each(cases.map((c) => [c.name, c] as const))('%s: reported at its file, sheet, row and column; nothing written', (_name, c) => {
    const { where, says } = c.mutate(findTarget(root))

    const result = generateCatalogue({ root })
    const report = formatReport(result.problems)
    const line = report.split('\n').find((l) => l.startsWith(where))
    expect(line, `no report line starts with ${JSON.stringify(where)}:\n${report}`).toBeDefined()
    const message = line!.slice(where.length)
    if (typeof says === 'string') expect(message).toContain(says)
    else expect(message).toMatch(says)
    expect(report).toMatch(/The catalogue has \d+ errors?; nothing was written\.$/)
    expect(report).not.toMatch(/^\s+at /m)
    expect(fingerprint(path.join(root, GENERATED_DIR))).toBe(before)
  })
})

// The command in this process, and once in a process of its own, as npm runs it: its exit code and streams.
describe('the command line', () => {
  let root = ''
  beforeEach(() => {
    root = makeSmallCatalogue()
  })
  afterEach(() => removeCopy(root))

  test('catalogue:check exits 0 on a valid catalogue and writes nothing', async () => {
    const run = await runCommand(root, '--check')
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^Catalogue is valid: \d+ lines, \d+ products, \d+ codes, \d+ pages, from \d+ files in \d+ ms\.$/m)
    expect(fs.existsSync(path.join(root, GENERATED_DIR))).toBe(false)
  })

  test('catalogue:check, run as npm runs it, exits 1 with the report on stderr, nothing on stdout', async () => {
    const t = findTarget(root)
    setCell(t, t.codeRows[0]!, 'pieces', { t: 's', v: 'mille' })
    const run = await runCli(root, '--check')
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(at(t.workbookFile, t.sheetName, t.codeRows[0]!, 'pieces'))
    expect(run.stderr).not.toMatch(/^\s+at /m)
    expect(run.stdout).toBe('')
  })

  test('the report lists at most 1,000 problems, then counts the rest', async () => {
    const t = findTarget(root)
    const extra = MAX_REPORTED_PROBLEMS + 200
    mutateSheet(t, (ws) => {
      const range = XLSX.utils.decode_range(ws['!ref']!)
      const pieces = headersOf(ws).indexOf('pieces')
      const code = headersOf(ws).indexOf('code')
      for (let i = 1; i <= extra; i++) {
        ws[XLSX.utils.encode_cell({ r: range.e.r + i, c: code })] = { t: 's', v: `ZZ${i}` }
        ws[XLSX.utils.encode_cell({ r: range.e.r + i, c: pieces })] = { t: 's', v: 'many' }
      }
      ws['!ref'] = XLSX.utils.encode_range({ s: range.s, e: { r: range.e.r + extra, c: range.e.c } })
    })
    const run = await runCommand(root, '--check')
    expect(run.code).toBe(1)
    const lines = run.stderr.trimEnd().split('\n')
    expect(lines.filter((l) => l.includes(' › pieces: "many" is not valid')).length).toBe(MAX_REPORTED_PROBLEMS)
    expect(lines.at(-2)).toBe(`… and ${extra - MAX_REPORTED_PROBLEMS} more problems not listed.`)
    expect(lines.at(-1)).toBe(`The catalogue has ${extra} errors; nothing was written.`)
  })

  test('an unknown option or an unreadable root gives one plain sentence, no stack trace', async () => {
    const bad = await runCommand(root, '--frobnicate')
    expect(bad.code).toBe(1)
    expect(bad.stderr).toMatch(/^The catalogue could not be processed: .*--frobnicate/)
    expect(bad.stderr).not.toMatch(/^\s+at /m)
  })

  test('a table may be a CSV file instead of a sheet: same output', () => {
    // A copy with the folder the generator wrote from its workbooks.
    const { root: withOutput, generated } = copies.make()
    const t = findTarget(withOutput)
    const file = path.join(withOutput, t.workbookFile)
    const wb = readWorkbook(file)
    const csvDir = path.join(withOutput, t.workbookFile.replace(/\.xlsx$/, ''))
    fs.mkdirSync(csvDir, { recursive: true })
    fs.writeFileSync(path.join(csvDir, `${t.sheetName}.csv`), XLSX.utils.sheet_to_csv(wb.Sheets[t.sheetName]!, { FS: ';' }))
    wb.SheetNames = wb.SheetNames.filter((n) => n !== t.sheetName)
    delete wb.Sheets[t.sheetName]
    if (wb.SheetNames.length === 0) fs.rmSync(file)
    else writeWorkbook(file, wb)
    try {
      const viaCsv = generateCatalogue({ root: withOutput, outDir: path.join(withOutput, 'out-csv') })
      expect(viaCsv.problems).toEqual([])
      expect(fingerprint(path.join(withOutput, 'out-csv'))).toBe(generated)
    } finally {
      removeCopy(withOutput)
    }
  })
})
