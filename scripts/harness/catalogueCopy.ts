/**
 * Test helpers: a throwaway small catalogue (smallCatalogue.ts) to mutate, or a copy of the real
 * one for what holds of the shipped catalogue, the generator run on it in-process or as the CLI,
 * and a fingerprint of the generated folder.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import * as XLSX from 'xlsx'
import { GENERATED_DIR } from '#src/catalogue/generatedDir.ts'
import { catalogueCommand } from '../catalogue/commands/catalogueCommand.ts'
import { generateCatalogue } from '../catalogue/generateCatalogue.ts'
import { formatReport } from '../catalogue/report/problems.ts'
import { WRITTEN_FILE } from '../catalogue/writeOutput.ts'
import { writeSmallCatalogue } from './smallCatalogue.ts'

XLSX.set_fs(fs)

export const repoRoot = path.resolve(import.meta.dirname, '../..')

/** A fresh small catalogue in a folder of its own, for a test to change. */
export function makeSmallCatalogue(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-small-'))
  writeSmallCatalogue(root)
  return root
}

/** A copy of the shipped catalogue (catalogue/ and public/), for a fact of the catalogue as shipped. */
export function copyShippedCatalogue(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-copy-'))
  for (const dir of ['catalogue', 'public']) fs.cpSync(path.join(repoRoot, dir), path.join(root, dir), { recursive: true })
  return root
}

/** A catalogue with the folder the generator wrote from it, and that folder's fingerprint. */
export interface GeneratedCopy {
  root: string
  generated: string
}

/**
 * Copies of the small catalogue, each prepared by `prepare` (the same for every copy), with the
 * generated folder `generateCatalogue({ root, today })` writes from it. The generator runs once, for
 * the first copy `make` gives; the others are copies of that one, which `remove` deletes (in an
 * afterAll). `make` throws with the report when the prepared catalogue does not generate.
 */
export function generatedCopies({ today, prepare }: { today?: string; prepare?: (root: string) => void } = {}): {
  make: () => GeneratedCopy
  remove: () => void
} {
  let first: GeneratedCopy | undefined
  return {
    make: () => {
      if (!first) {
        const root = makeSmallCatalogue()
        prepare?.(root)
        const { problems } = generateCatalogue({ root, today })
        if (problems.length > 0) throw new Error(`the catalogue does not generate:\n${formatReport(problems)}`)
        first = { root, generated: fingerprint(path.join(root, GENERATED_DIR))! }
      }
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-copy-'))
      const generated = path.join(first.root, GENERATED_DIR)
      fs.cpSync(first.root, root, { recursive: true, filter: (source) => source !== generated })
      // Linked, not copied: the generator replaces the folder whole and never writes into its files,
      // and copying its hundreds of files took most of a test's time.
      linkFiles(generated, path.join(root, GENERATED_DIR))
      return { root, generated: first.generated }
    },
    remove: () => {
      if (first) removeCopy(first.root)
    },
  }
}

/** Every file of a folder and its subfolders, hard-linked into another. */
function linkFiles(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true })
  for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
    const name = path.relative(from, path.join(entry.parentPath, entry.name))
    if (entry.isDirectory()) fs.mkdirSync(path.join(to, name), { recursive: true })
    else fs.linkSync(path.join(from, name), path.join(to, name))
  }
}

export function removeCopy(root: string): void {
  fs.rmSync(root, { recursive: true, force: true })
}

/** Every file of a folder and its subfolders with its content hash, or undefined when the folder does not exist. */
export function fingerprint(dir: string): string | undefined {
  if (!fs.existsSync(dir)) return undefined
  const hash = createHash('sha256')
  // The output's record of when it was written is not what it holds.
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name !== WRITTEN_FILE)
  for (const name of files.map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort()) {
    hash
      .update(name)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, name)))
      .update('\0')
  }
  return hash.digest('hex')
}

export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

/** The catalogue command in this process, on another root: what it prints to each stream, as runCli reads them, and its exit code. */
export async function runCommand(root: string, ...args: string[]): Promise<CliRun> {
  const printed = { stdout: '', stderr: '' }
  const code = await catalogueCommand(['--root', root, ...args], {
    out: (text) => (printed.stdout += `${text}\n`),
    err: (text) => (printed.stderr += `${text}\n`),
  })
  return { code, ...printed }
}

/** Runs `scripts/catalogue/commands/catalogueCommand.ts` in a process of its own, as `npm run catalogue[:check]` does, on another root. */
export async function runCli(root: string, ...args: string[]): Promise<CliRun> {
  const jiti = path.join(repoRoot, 'node_modules/.bin/jiti')
  try {
    const { stdout, stderr } = await promisify(execFile)(
      jiti,
      [path.join(repoRoot, 'scripts/catalogue/commands/catalogueCommand.ts'), '--root', root, ...args],
      { cwd: repoRoot },
    )
    return { code: 0, stdout, stderr }
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string }
    return { code: typeof err.code === 'number' ? err.code : -1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' }
  }
}

// ---------------------------------------------------------------- reading and mutating workbooks

export function readWorkbook(file: string): XLSX.WorkBook {
  return XLSX.read(fs.readFileSync(file), { type: 'buffer', cellDates: false })
}

export function writeWorkbook(file: string, wb: XLSX.WorkBook): void {
  fs.writeFileSync(file, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }))
}

/** Header labels of row 1 of a sheet. */
export function headersOf(ws: XLSX.WorkSheet): string[] {
  return (XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, blankrows: false })[0] ?? []).map((v) => String(v ?? ''))
}

/** The sheet row (as Excel numbers it) of the first data row whose `column` holds a value. */
export function firstRowWith(ws: XLSX.WorkSheet, column: string): number {
  const c = headersOf(ws).indexOf(column)
  if (c < 0) throw new Error(`no column ${column}`)
  const range = XLSX.utils.decode_range(ws['!ref']!)
  for (let r = 1; r <= range.e.r; r++) {
    const cell = ws[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined
    if (cell && cell.v !== undefined && cell.v !== '') return r + 1
  }
  throw new Error(`no value in column ${column}`)
}

export function cellAddress(ws: XLSX.WorkSheet, row: number, column: string): string {
  const c = headersOf(ws).indexOf(column)
  if (c < 0) throw new Error(`no column ${column}`)
  return XLSX.utils.encode_cell({ r: row - 1, c })
}

// ---------------------------------------------------------------- reading and mutating CSV files

export interface Csv {
  delimiter: string
  /** Whether the file starts with a byte order mark, and its line ends: written back as read. */
  bom: boolean
  eol: '\n' | '\r\n'
  header: string[]
  /** Data rows; rows[i] is Excel row i + 2. */
  rows: string[][]
}

/** As Excel's "CSV UTF-8" saves a file (Calc and the shipped files have neither). */
export const EXCEL_CSV = { bom: true, eol: '\r\n' } as const

/** Parses with SheetJS, as the generator does, so quoted cells with ';' or line breaks survive. */
export function readCsv(file: string): Csv {
  const raw = fs.readFileSync(file, 'utf8')
  const text = raw.replace(/^\uFEFF/, '')
  const first = text.split('\n', 1)[0]!
  const delimiter = (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ','
  const wb = XLSX.read(text, { type: 'string', raw: true, FS: delimiter })
  const all = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, raw: false, defval: '', blankrows: false })
  const eol = first.endsWith('\r') ? '\r\n' : '\n'
  return { delimiter, bom: raw !== text, eol, header: all[0]!.map(String), rows: all.slice(1).map((r) => r.map(String)) }
}

/** The text of a CSV file, without its byte order mark: cells quoted where they hold a quote, a separator or a line break. */
export function csvText(csv: Csv): string {
  const quote = (v: string) => (/[";,\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  return [csv.header, ...csv.rows].map((r) => `${r.map(quote).join(csv.delimiter)}${csv.eol}`).join('')
}

export function writeCsv(file: string, csv: Csv): void {
  fs.writeFileSync(file, `${csv.bom ? '\uFEFF' : ''}${csvText(csv)}`)
}

export function column(csv: Csv, name: string): number {
  const i = csv.header.indexOf(name)
  if (i < 0) throw new Error(`no column ${name}`)
  return i
}

// ---------------------------------------------------------------- finding what to change

export interface WorkbookTable {
  /** "catalogue/tables/<line>.xlsx" */
  workbook: string
  sheet: string
  /** Excel row in products.csv of the product that shows the table. */
  productRow: number
  /** Excel rows of the sheet that hold a code, in order. */
  codeRows: number[]
}

/** Products whose table is a sheet of a workbook with at least `minCodes` codes, in catalogue order. */
export function workbookTables(root: string, minCodes: number): WorkbookTable[] {
  const products = readCsv(path.join(root, 'catalogue/site/products.csv'))
  return products.rows.flatMap((row, i) => {
    const workbook = `catalogue/tables/${row[column(products, 'line')]}.xlsx`
    const sheet = row[column(products, 'table')]!
    if (sheet === '' || !fs.existsSync(path.join(root, workbook))) return []
    const ws = readWorkbook(path.join(root, workbook)).Sheets[sheet]
    if (!ws) return []
    const codeCol = headersOf(ws).indexOf('code')
    const rows = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, blankrows: true })
    const codeRows = rows.flatMap((r, j) => (j > 0 && r[codeCol] !== undefined && r[codeCol] !== '' ? [j + 1] : []))
    return codeRows.length >= minCodes ? [{ workbook, sheet, productRow: i + 2, codeRows }] : []
  })
}

// ---------------------------------------------------------------- one refusal at its place

/** Where a broken copy must be refused, with which code, and a fact its sentence must name. */
export interface Refusal {
  at: { file: string; sheet?: string; row?: number; column?: string }
  code: string
  names?: string
}

/**
 * Breaks a generated copy and runs the generator again: the check must report exactly one problem,
 * of the code at the place given, and leave the generated folder as it was.
 */
export async function expectRefusedAt({ root, generated }: GeneratedCopy, mutate: () => Refusal, today: string): Promise<void> {
  const { expect } = await import('vitest')
  const outDir = path.join(root, GENERATED_DIR)
  const { at, code, names } = mutate()
  const { problems } = generateCatalogue({ root, today })
  const found = problems.find((p) => p.code === code && p.file === at.file && p.sheet === at.sheet && p.row === at.row && p.column === at.column)
  expect(
    found,
    `no ${code} at ${JSON.stringify(at)} in:\n${problems.map((p) => `${p.code} ${JSON.stringify({ ...p, message: undefined })}`).join('\n')}`,
  ).toBeDefined()
  expect(problems).toHaveLength(1)
  if (names !== undefined) expect(found!.message).toContain(names)
  expect(fingerprint(outDir)).toBe(generated)
}

/**
 * Edits a CSV of the copy, adding a column the change names when the sheet has none; saved with
 * the file's own byte order mark and line ends, or as `savedAs` says. Returns what the change does.
 */
export function editCopyCsv<T>(
  root: string,
  file: string,
  change: (csv: Csv, col: (name: string) => number) => T,
  savedAs: Partial<Pick<Csv, 'bom' | 'eol'>> = {},
): T {
  const csv = readCsv(path.join(root, file))
  const col = (name: string) => {
    if (!csv.header.includes(name)) {
      csv.header.push(name)
      for (const row of csv.rows) row.push('')
    }
    return column(csv, name)
  }
  const done = change(csv, col)
  writeCsv(path.join(root, file), { ...csv, ...savedAs })
  return done
}

// ---------------------------------------------------------------- shared set-ups

/**
 * Gives a product an IFU document of its own ("IFU-OWN", page "own-ifu"), copied from the first
 * revision in force, with a PDF of its own (one file is one revision's).
 */
export function giveOwnIfu(root: string, productId: string): void {
  const file = path.join(root, 'catalogue/site/ifu.csv')
  const csv = readCsv(file)
  const own = [...csv.rows.find((r) => r[column(csv, 'current')] === 'yes')!]
  own[column(csv, 'page')] = 'own-ifu'
  own[column(csv, 'document')] = 'IFU-OWN'
  own[column(csv, 'products')] = productId
  const pdf = own[column(csv, 'pdf')]!
  own[column(csv, 'pdf')] = pdf.replace(/[^/]+$/, 'own-ifu.pdf')
  fs.copyFileSync(path.join(root, 'public', pdf), path.join(root, 'public', own[column(csv, 'pdf')]!))
  csv.rows.push(own)
  writeCsv(file, csv)
}
