/**
 * npm run catalogue:try-edits [-- --check-only]: makes a copy of the project, applies to its
 * catalogue the edits a product manager makes every season, saved as a spreadsheet app saves them
 * (numbers as numbers), then runs the check and the whole test suite in the copy. Every edit the
 * check accepts must pass the tests: this is how to see that it does.
 *
 * The edits: a new flat-pouch size at the end of its sheet, a new pack quantity on an existing
 * code, the last roll of a table deleted, a product renamed, and a new product in an existing
 * line with a sheet of its own; then, for every column catalogue/README.md calls optional, a new
 * row that leaves it empty (a new code without its GTIN, say, as a new size waiting for its GTIN
 * would be), and a product or table that had nothing in it filled in; then a product withdrawn, a
 * code withdrawn and a new IFU revision added above the one before it. The files they change are
 * saved again by LibreOffice Calc, as a product manager's Calc saves them, and the change list says
 * what happened.
 *
 * Then the edits the check must refuse, each on a copy of its own: ifu.csv saved by Excel (dates
 * day/month/year) and products.csv saved in Windows encoding. Each must give one problem per real
 * fault, and each problem the advice that fixes it.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as XLSX from 'xlsx'
import { GTIN_DIGITS, sheetColumnsOf, type TableColumn, tableColumns } from '../../src/catalogue/schema.ts'
import { gmnCheckPair } from '../../src/catalogue/gmnCheckPair.ts'
import { gtinCheckDigit } from '../../src/catalogue/gtinCheckDigit.ts'
import { argumentsAsMeant } from '../catalogue/commands/npmArguments.ts'
import { compareCatalogues } from '../catalogue/diff/compareCatalogues.ts'
import { formatDiffText } from '../catalogue/diff/formatDiff.ts'
import { generateCatalogue } from '../catalogue/generateCatalogue.ts'
import { encodeWindows1252 } from '../catalogue/read/windows1252.ts'
import { formatReport } from '../catalogue/report/problems.ts'

XLSX.set_fs(fs)

const repo = path.resolve(import.meta.dirname, '../..')
const args = argumentsAsMeant(process.argv.slice(2), { 'check-only': { type: 'boolean' }, keep: { type: 'boolean' } }, 'catalogue:try-edits')
const { values } = parseArgs({ args, options: { 'check-only': { type: 'boolean', default: false }, keep: { type: 'boolean', default: false } } })

/** The project as committed and changed, without what installing and building make. */
function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-edits-'))
  const skip = new Set(['node_modules', 'dist', '.git'])
  for (const name of fs.readdirSync(repo)) if (!skip.has(name)) fs.cpSync(path.join(repo, name), path.join(dir, name), { recursive: true })
  fs.rmSync(path.join(dir, 'src/generated'), { recursive: true, force: true })
  // Hard links: a copy of the installed packages in a moment, which tools treat as the copy's own.
  try {
    execFileSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(dir, 'node_modules')])
  } catch {
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  }
  return dir
}

// ---------------------------------------------------------------- sheets as a spreadsheet app has them

interface Table {
  file: string
  sheet: string
  rows: unknown[][]
}

function workbooks(root: string): string[] {
  const dir = path.join(root, 'catalogue/tables')
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.xlsx'))
    .sort()
    .map((f) => path.join(dir, f))
}

function tables(root: string): Table[] {
  return workbooks(root).flatMap((file) => {
    const wb = XLSX.readFile(file)
    return wb.SheetNames.map((sheet) => ({ file, sheet, rows: XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[sheet]!, { header: 1, blankrows: false }) }))
  })
}

function saveTable(t: Table): void {
  const wb = XLSX.readFile(t.file)
  wb.Sheets[t.sheet] = XLSX.utils.aoa_to_sheet(t.rows)
  if (!wb.SheetNames.includes(t.sheet)) wb.SheetNames.push(t.sheet)
  XLSX.writeFile(wb, t.file)
}

const headerOf = (t: Table) => (t.rows[0] ?? []).map((h) => String(h).trim().toLowerCase())
const has = (t: Table, ...columns: string[]) => columns.every((c) => headerOf(t).includes(c))
const col = (t: Table, name: string) => headerOf(t).indexOf(name)
const codeRows = (t: Table) => t.rows.slice(1).filter((r) => r[col(t, 'code')] !== undefined && r[col(t, 'code')] !== '')

/**
 * A valid GTIN that no table uses, a new code's own: with the company prefix of the catalogue's
 * GTINs (their first nine digits as GTIN-13), so that it passes the checks they pass; GS1's
 * demonstration prefix 952 when the catalogue has none.
 */
function unusedGtin(root: string): string {
  // Every level's GTIN: a code's pack, box and carton share one numbering.
  const gtins = tables(root).flatMap((t) =>
    ['gtin', 'box_gtin', 'carton_gtin']
      .filter((name) => has(t, name))
      .flatMap((name) =>
        t.rows.slice(1).flatMap((r) => (r[col(t, name)] === undefined || r[col(t, name)] === '' ? [] : [String(r[col(t, name)]).padStart(GTIN_DIGITS, '0')])),
      ),
  )
  const used = new Set([...gtins, ...given])
  const prefix = gtins[0]?.slice(1, 10) ?? '952000000'
  for (let n = 0; ; n++) {
    const body = `${prefix}${String(999 - (n % 1000)).padStart(3, '0')}`
    const gtin = `${body}${gtinCheckDigit(body)}`
    if (!used.has(gtin.padStart(GTIN_DIGITS, '0'))) {
      given.add(gtin.padStart(GTIN_DIGITS, '0'))
      return gtin
    }
    if (n > 1000) throw new Error(`no unused GTIN with the prefix ${prefix}`)
  }
}
/** GTINs given out but perhaps not saved yet: an edit fills several rows before it saves the sheet. */
const given = new Set<string>()

interface Csv {
  delimiter: string
  rows: string[][]
}

/** A CSV file as "CSV UTF-8" has it: a byte order mark, the separator of the header line. */
function readCsv(file: string): Csv {
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '')
  const header = text.split(/\r?\n/, 1)[0]!
  const delimiter = header.split(';').length > header.split(',').length ? ';' : ','
  const wb = XLSX.read(text, { type: 'string', raw: true, FS: delimiter })
  return { delimiter, rows: XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, raw: false, defval: '', blankrows: false }) }
}

function writeCsv(file: string, csv: Csv): void {
  const quote = (v: string) => (/[";,\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  fs.writeFileSync(file, `\uFEFF${csv.rows.map((r) => r.map(quote).join(csv.delimiter)).join('\r\n')}\r\n`)
}

// ---------------------------------------------------------------- the edits

type Edit = [what: string, apply: (root: string) => string]

const isFlatPouchTable = (t: Table) => has(t, 'code', 'width_mm', 'length_mm', 'pieces') && !has(t, 'gusset_mm') && codeRows(t).length > 0
const isRollTable = (t: Table) => has(t, 'code', 'width_mm', 'length_m', 'pieces') && codeRows(t).length > 1
/** The first table of a shape, preferring one whose sheet is named for it ("flat-pouches", "flat-rolls"). */
const pick = (all: Table[], shape: (t: Table) => boolean, name: RegExp) => all.find((t) => shape(t) && name.test(t.sheet)) ?? all.find(shape)!

const edits: Edit[] = [
  [
    'a new flat-pouch size at the end of its sheet',
    (root) => {
      const t = pick(tables(root), isFlatPouchTable, /flat.*pouch/)
      const last = codeRows(t).at(-1)!
      const row = [...last]
      const width = Number(last[col(t, 'width_mm')]) + 5
      const length = Number(last[col(t, 'length_mm')]) + 5
      row[col(t, 'code')] = `${String(last[col(t, 'code')])}-N`
      row[col(t, 'width_mm')] = width
      row[col(t, 'length_mm')] = length
      // A GTIN names one code: the new size gets its own.
      if (has(t, 'gtin')) row[col(t, 'gtin')] = unusedGtin(root)
      t.rows.push(row)
      saveTable(t)
      return `${path.basename(t.file)} › ${t.sheet}: ${String(row[col(t, 'code')])}, ${width} × ${length} mm`
    },
  ],
  [
    'a new pack quantity on an existing code',
    (root) => {
      const t = tables(root).filter((x) => has(x, 'code', 'pieces') && codeRows(x).length > 0)[1]!
      const row = codeRows(t)[0]!
      row[col(t, 'pieces')] = Number(row[col(t, 'pieces')]) + 100
      saveTable(t)
      return `${path.basename(t.file)} › ${t.sheet}: ${String(row[col(t, 'code')])} in packs of ${String(row[col(t, 'pieces')])}`
    },
  ],
  [
    'the last flat roll deleted',
    (root) => {
      const t = pick(tables(root), isRollTable, /flat.*roll/)
      const last = codeRows(t).at(-1)!
      t.rows.splice(t.rows.indexOf(last), 1)
      saveTable(t)
      return `${path.basename(t.file)} › ${t.sheet}: ${String(last[col(t, 'code')])} removed`
    },
  ],
  [
    'a product renamed',
    (root) => {
      const file = path.join(root, 'catalogue/site/products.csv')
      const csv = readCsv(file)
      const [header, row] = csv.rows as [string[], string[]]
      row[header.indexOf('name_it')] += ' Plus'
      row[header.indexOf('name_en')] += ' Plus'
      writeCsv(file, csv)
      return `products.csv: "${row[header.indexOf('name_en')]}"`
    },
  ],
  [
    'a new product in an existing line, with a sheet of its own',
    (root) => {
      const file = path.join(root, 'catalogue/site/products.csv')
      const csv = readCsv(file)
      const header = csv.rows[0]!
      const c = (name: string) => header.indexOf(name)
      // A product with a table in a workbook: the new one joins its line.
      const model = csv.rows.slice(1).find((r) => r[c('table')] !== '' && fs.existsSync(path.join(root, 'catalogue/tables', `${r[c('line')]}.xlsx`)))!
      const line = model[c('line')]!
      const row = header.map(() => '')
      Object.assign(row, {
        [c('line')]: line,
        [c('slug_it')]: 'nuovo-prodotto',
        [c('slug_en')]: 'new-product',
        [c('name_it')]: 'Nuovo prodotto',
        [c('name_en')]: 'New product',
        [c('description_it')]: 'Un prodotto nuovo della linea.',
        [c('description_en')]: 'A new product of the line.',
        [c('image')]: model[c('image')],
        [c('table')]: 'new-product',
      })
      csv.rows.push(row)
      writeCsv(file, csv)
      const table: Table = {
        file: path.join(root, 'catalogue/tables', `${line}.xlsx`),
        sheet: 'new-product',
        rows: [
          ['code', 'width_mm', 'length_mm', 'pieces'],
          ['NEW-0001', 100, 150, 500],
          ['NEW-0002', 120, 200, 500],
        ],
      }
      saveTable(table)
      return `products.csv and ${line}.xlsx › new-product: "New product" with 2 codes`
    },
  ],
]

// ---------------------------------------------------------------- optional columns, empty and filled

/** The table columns catalogue/README.md calls optional: all but the code, the pieces and the group headings. */
const optionalTableColumns = (Object.keys(tableColumns) as TableColumn[]).filter((c) => !('required' in tableColumns[c]) && tableColumns[c].type !== 'heading')
/** The optional columns of products.csv (a product's note, features, regulatory values and device attributes), each with the columns it is filled with. */
const optionalProductColumns = [
  ['note_it', 'note_en'],
  ['features_it', 'features_en'],
  ['basic_udi_di'],
  ['emdn'],
  // The check asks for the number's type with the number.
  ['bd_rdm', 'bd_rdm_type'],
  ['risk_class'],
  ['shelf_life_months'],
  ['sterile'],
  ['single_use'],
  ['latex_free'],
  ['pvc_free'],
  ['methods'],
  ['standards'],
  ['storage_it', 'storage_en'],
  ['materials_it', 'materials_en'],
  ['order_unit'],
]
/** A value for each optional column of products.csv. */
const productValues: Record<string, string> = {
  note_it: 'Nota di prova.',
  note_en: 'A trial note.',
  features_it: '- prima\n- seconda',
  features_en: '- first\n- second',
  emdn: 'Z12011385',
  bd_rdm: '9990999',
  bd_rdm_type: 'DM1',
  risk_class: 'I',
  shelf_life_months: '60',
  sterile: 'no',
  single_use: 'yes',
  latex_free: 'yes',
  pvc_free: 'yes',
  methods: 'steam',
  storage_it: 'Conservare in luogo asciutto, al riparo dalla luce.',
  storage_en: 'Store in a dry place, away from light.',
  materials_it: 'Carta medicale',
  materials_en: 'Medical paper',
  // The level every code has: a product that orders by the box or carton needs its codes to have one.
  order_unit: 'pack',
}
/** The optional columns of lines.csv that change no address and ask for no document. */
const optionalLineColumns = [['note_it', 'note_en']]

const filled = (v: unknown) => v !== undefined && v !== ''

/** A value for an optional table column on a row that had none. */
function fillTableCell(column: TableColumn, row: unknown[], t: Table, root: string): Record<string, unknown> {
  const at = (name: string) => row[col(t, name)]
  switch (column) {
    case 'gtin':
      return { gtin: unusedGtin(root) }
    case 'box_pieces':
      return { box_pieces: Number(at('pieces')) * 10 }
    case 'carton_pieces':
      return { carton_pieces: Number(at('box_pieces') || Number(at('pieces')) * 10) * 4 }
    // A level's GTIN names a level the code has: its pieces come with it when the row had none.
    case 'box_gtin':
      return { box_gtin: unusedGtin(root), ...(filled(at('box_pieces')) ? {} : { box_pieces: Number(at('pieces')) * 10 }) }
    case 'carton_gtin':
      return {
        carton_gtin: unusedGtin(root),
        ...(filled(at('carton_pieces')) ? {} : { carton_pieces: Number(at('box_pieces') || Number(at('pieces')) * 10) * 4 }),
      }
    case 'methods':
      return { methods: 'steam' }
    case 'sterile':
    case 'single_use':
    case 'latex_free':
    case 'pvc_free':
      return { [column]: 'yes' }
    case 'bd_rdm':
      return { bd_rdm: '9990998', bd_rdm_type: 'DM1' }
    case 'bd_rdm_type':
      return { bd_rdm_type: 'DM2', ...(filled(at('bd_rdm')) ? {} : { bd_rdm: '9990997' }) }
    case 'grammage_gsm':
      return { grammage_gsm: 60 }
    default:
      return tableColumns[column].type === 'bilingual' ? { [`${column}_it`]: 'Valore di prova', [`${column}_en`]: 'Trial value' } : {}
  }
}

/** The pieces column of the level each product table is ordered by, when it is the box or the carton ("greenfit.xlsx › gusseted-pouches" → "box_pieces"). */
function orderedLevels(root: string): Map<string, string> {
  const csv = readCsv(path.join(root, 'catalogue/site/products.csv'))
  const c = (name: string) => csv.rows[0]!.indexOf(name)
  return new Map(
    csv.rows
      .slice(1)
      .filter((r) => r[c('table')] && (r[c('order_unit')] === 'box' || r[c('order_unit')] === 'carton'))
      .map((r) => [`${r[c('line')]}.xlsx › ${r[c('table')]}`, `${r[c('order_unit')]}_pieces`]),
  )
}

const emptyEdits: Edit[] = [
  [
    'a new code at the end of a sheet for each optional table column, that column left empty',
    (root) => {
      const done: string[] = []
      // A part of a size the sheet's other codes give is not optional (the check refuses a size in part),
      // nor are the pieces of the level a product is ordered by.
      const ordered = orderedLevels(root)
      for (const column of optionalTableColumns.filter((c) => tableColumns[c].type !== 'sizePart')) {
        const names = sheetColumnsOf(column)
        // A table whose codes have the column, with a size, so that the new code has one of its own.
        const t = tables(root).find(
          (x) =>
            has(x, 'code', 'pieces', 'length_mm', ...names) &&
            codeRows(x).some((r) => names.every((n) => filled(r[col(x, n)]))) &&
            !names.some((n) => ordered.get(`${path.basename(x.file)} › ${x.sheet}`) === n),
        )
        if (!t) continue
        const last = codeRows(t).at(-1)!
        const row = [...last]
        row[col(t, 'code')] = `${String(last[col(t, 'code')]).replace(/(-E\d+)+$/, '')}-E${done.length + 1}`
        // A size no other code has: the longest length, plus a step per new code.
        row[col(t, 'length_mm')] = Math.max(...codeRows(t).map((r) => Number(r[col(t, 'length_mm')]) || 0)) + 5 * (done.length + 1)
        if (has(t, 'gtin')) row[col(t, 'gtin')] = unusedGtin(root)
        for (const name of names) row[col(t, name)] = undefined
        t.rows.push(row)
        saveTable(t)
        done.push(`${String(row[col(t, 'code')])} without ${names.join(', ')} (${t.sheet})`)
      }
      return done.join('; ')
    },
  ],
  [
    'a new product whose optional columns are all empty, with a code without GTIN in its sheet',
    (root) => {
      const file = path.join(root, 'catalogue/site/products.csv')
      const csv = readCsv(file)
      const header = csv.rows[0]!
      const c = (name: string) => header.indexOf(name)
      const model = csv.rows
        .slice(1)
        .find((r) => r[c('table')] !== '' && fs.existsSync(path.join(root, 'catalogue/tables', `${r[c('line')]}.xlsx`)) && r[c('basic_udi_di')] !== '')!
      const row = header.map(() => '')
      for (const name of ['line', 'image', 'pouch_finder']) row[c(name)] = model[c(name)]!
      Object.assign(row, {
        [c('slug_it')]: 'prodotto-senza-extra',
        [c('slug_en')]: 'product-without-extras',
        [c('name_it')]: 'Prodotto senza extra',
        [c('name_en')]: 'Product without extras',
        [c('description_it')]: 'Un prodotto senza note, caratteristiche né dati regolatori.',
        [c('description_en')]: 'A product without a note, features or regulatory data.',
        [c('table')]: 'product-without-extras',
      })
      csv.rows.push(row)
      writeCsv(file, csv)
      const line = model[c('line')]!
      saveTable({
        file: path.join(root, 'catalogue/tables', `${line}.xlsx`),
        sheet: 'product-without-extras',
        rows: [
          ['code', 'gtin', 'width_mm', 'length_mm', 'pieces', 'box_pieces'],
          ['NOEXTRA-0001', undefined, 90, 135, 200, undefined],
          ['NOEXTRA-0002', unusedGtin(root), 90, 140, 200, 2000],
        ],
      })
      return `products.csv and ${line}.xlsx › product-without-extras: no note, features or regulatory values; NOEXTRA-0001 without GTIN or pieces per box`
    },
  ],
]

const fillEdits: Edit[] = [
  [
    'each optional column of products.csv filled on a product that had it empty',
    (root) => {
      const file = path.join(root, 'catalogue/site/products.csv')
      const csv = readCsv(file)
      const header = csv.rows[0]!
      const c = (name: string) => header.indexOf(name)
      const known = csv.rows.slice(1).find((r) => r[c('basic_udi_di')] !== '')?.[c('basic_udi_di')]
      const done: string[] = []
      for (const names of optionalProductColumns) {
        const row = csv.rows.slice(1).find((r) => r[c('slug_en')] !== 'product-without-extras' && names.every((n) => r[c(n)] === ''))
        if (!row) continue
        for (const name of names) {
          if (name === 'basic_udi_di') {
            // The company prefix and model of a Basic UDI-DI the catalogue has, another model, its own check pair.
            const body = `${(known ?? '952000000XX').slice(0, -2)}X`
            row[c(name)] = `${body}${gmnCheckPair(body)}`
          } else if (name === 'standards') {
            // A standard standards.csv lists.
            row[c(name)] = readCsv(path.join(root, 'catalogue/site/standards.csv')).rows[1]![0]!
          } else row[c(name)] = productValues[name]!
        }
        done.push(`${names.join(', ')} on ${row[c('line')]}/${row[c('slug_en')]}`)
      }
      writeCsv(file, csv)
      return done.join('; ')
    },
  ],
  [
    'each optional table column filled on a table that had it empty',
    (root) => {
      const done: string[] = []
      for (const column of optionalTableColumns.filter((x) => tableColumns[x].type !== 'sizePart')) {
        const names = sheetColumnsOf(column)
        const t = tables(root).find(
          (x) =>
            has(x, 'code', 'pieces') &&
            x.sheet !== 'product-without-extras' &&
            codeRows(x).length > 0 &&
            codeRows(x).every((r) => names.every((n) => !has(x, n) || !filled(r[col(x, n)]))),
        )
        if (!t) continue
        for (const name of names) if (!has(t, name)) t.rows[0] = [...t.rows[0]!, name]
        for (const row of codeRows(t))
          for (const [name, value] of Object.entries(fillTableCell(column, row, t, root))) {
            if (!has(t, name)) t.rows[0] = [...t.rows[0]!, name]
            row[col(t, name)] = value
          }
        saveTable(t)
        done.push(`${names.join(', ')} in ${path.basename(t.file)} › ${t.sheet}`)
      }
      return done.join('; ')
    },
  ],
  [
    'a line note on a line that had none',
    (root) => {
      const file = path.join(root, 'catalogue/site/lines.csv')
      const csv = readCsv(file)
      const header = csv.rows[0]!
      const done: string[] = []
      for (const names of optionalLineColumns) {
        const row = csv.rows.slice(1).find((r) => names.every((n) => r[header.indexOf(n)] === ''))
        if (!row) continue
        for (const name of names) row[header.indexOf(name)] = name.endsWith('_it') ? 'Nota di prova della linea.' : 'A trial note of the line.'
        done.push(`${names.join(', ')} on ${row[header.indexOf('id')]}`)
      }
      writeCsv(file, csv)
      return done.join('; ')
    },
  ],
]
edits.push(...emptyEdits, ...fillEdits)
// ---------------------------------------------------------------- the second pass: withdrawals, a revision, Excel's and Calc's saves

const TODAY = new Date().toISOString().slice(0, 10)

/** A "withdrawn" column on a CSV table, added when it has none. */
function withdrawnColumn(csv: Csv): number {
  if (!csv.rows[0]!.includes('withdrawn')) for (const [i, row] of csv.rows.entries()) row.push(i === 0 ? 'withdrawn' : '')
  return csv.rows[0]!.indexOf('withdrawn')
}

/** A product withdrawn as catalogue/README.md says: the day in its "withdrawn" cell, the row kept. */
function withdrawAProduct(root: string): string {
  const file = path.join(root, 'catalogue/site/products.csv')
  const csv = readCsv(file)
  const header = csv.rows[0]!
  // The project's last product (not one this season added) with GTINs on its labels and an IFU: its
  // line keeps others, and the withdrawal's tests have its labels and its instructions to follow.
  const ifu = readCsv(path.join(repo, 'catalogue/site/ifu.csv'))
  const covered = new Set(ifu.rows.slice(1).flatMap((r) => r[ifu.rows[0]!.indexOf('products')]!.split(',').map((x) => x.trim())))
  const sheets = tables(repo)
  const labelled = (r: string[]) =>
    sheets.some(
      (t) =>
        path.basename(t.file) === `${r[header.indexOf('line')]}.xlsx` &&
        t.sheet === r[header.indexOf('table')] &&
        has(t, 'gtin') &&
        codeRows(t).some((c) => filled(c[col(t, 'gtin')])),
    )
  const shipped = readCsv(path.join(repo, 'catalogue/site/products.csv')).rows.findLast(
    (r, i) =>
      i > 0 &&
      r[header.indexOf('table')] !== '' &&
      labelled(r) &&
      (covered.has(r[header.indexOf('line')]!) || covered.has(`${r[header.indexOf('line')]}/${r[header.indexOf('slug_en')]}`)),
  )!
  const row = csv.rows.find(
    (r) => r[header.indexOf('line')] === shipped[header.indexOf('line')] && r[header.indexOf('slug_en')] === shipped[header.indexOf('slug_en')],
  )!
  row[withdrawnColumn(csv)] = TODAY
  writeCsv(file, csv)
  return `products.csv: "${row[header.indexOf('name_en')]}" withdrawn on ${TODAY}`
}

/** One code of a table with several withdrawn: a "withdrawn" column in its sheet, the day on its row. */
function withdrawACode(root: string): string {
  const t = tables(root).filter((x) => has(x, 'code', 'pieces') && codeRows(x).length > 2)[2]!
  if (!has(t, 'withdrawn')) t.rows[0]!.push('withdrawn')
  const row = codeRows(t)[1]!
  row[col(t, 'withdrawn')] = TODAY
  saveTable(t)
  return `${path.basename(t.file)} › ${t.sheet}: ${String(row[col(t, 'code')])} withdrawn on ${TODAY}`
}

/** A new revision of a document in force, written above the revision before it (newest first, as the shipped rows are), with a PDF of its own. */
function addIfuRevisionNewestFirst(root: string): string {
  const file = path.join(root, 'catalogue/site/ifu.csv')
  const csv = readCsv(file)
  const c = (name: string) => csv.rows[0]!.indexOf(name)
  const i = csv.rows.findIndex((r, n) => n > 0 && r[c('current')] === 'yes')
  const old = csv.rows[i]!
  const added = [...old]
  old[c('current')] = ''
  added[c('revision')] = String(Number(old[c('revision')]) + 1 || 2).padStart(2, '0')
  added[c('issued')] = TODAY
  added[c('pdf')] = old[c('pdf')]!.replace(/(-rev\w+)?\.pdf$/, `-rev${added[c('revision')]}.pdf`)
  fs.copyFileSync(path.join(root, 'public', old[c('pdf')]!), path.join(root, 'public', added[c('pdf')]!))
  csv.rows.splice(i, 0, added)
  writeCsv(file, csv)
  return `ifu.csv: ${added[c('document')]} rev. ${added[c('revision')]} (${added[c('language')]}) above rev. ${old[c('revision')]}, ${added[c('pdf')]}`
}

const secondPassEdits: Edit[] = [
  ['a product withdrawn', withdrawAProduct],
  ['a code withdrawn', withdrawACode],
  ['a new IFU revision added newest first', addIfuRevisionNewestFirst],
]

/** The catalogue files an edit changed, by comparing with the project's. */
function changedFiles(root: string): string[] {
  const dir = path.join(root, 'catalogue')
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(csv|xlsx)$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((file) => !fs.existsSync(path.join(repo, file)) || !fs.readFileSync(path.join(repo, file)).equals(fs.readFileSync(path.join(root, file))))
}

/** Opened and saved again by LibreOffice Calc, as a product manager saves them (a CSV file as UTF-8 with its own separator); skipped without soffice. */
function saveAgainWithCalc(root: string, files: string[]): string {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'calc-'))
  try {
    for (const [i, file] of files.entries()) {
      const abs = path.join(root, file)
      const options = `${fs.readFileSync(abs, 'utf8').split('\n', 1)[0]!.includes(';') ? 59 : 44},34,76,1`
      const out = path.join(work, String(i))
      const args = file.endsWith('.csv')
        ? [`--infilter=CSV:${options}`, '--convert-to', `csv:Text - txt - csv (StarCalc):${options}`]
        : ['--convert-to', 'xlsx']
      execFileSync('soffice', [`-env:UserInstallation=file://${work}/profile`, '--headless', ...args, '--outdir', out, abs], { stdio: 'ignore' })
      fs.copyFileSync(path.join(out, path.basename(file)), abs)
    }
    return `saved again by LibreOffice Calc: ${files.join(', ')}`
  } catch {
    return 'not saved again by LibreOffice Calc: soffice is not installed'
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/** An edit the check must refuse, on a copy of the catalogue: the problems it must give, each with what its advice must say. */
type RefusedEdit = [what: string, apply: (root: string) => string[]]

/** ifu.csv as Excel saves it: dates day/month/year, revisions without their leading zero, a byte order mark and Windows line ends. */
function excelDatedIfu(root: string): string[] {
  const file = path.join(root, 'catalogue/site/ifu.csv')
  const csv = readCsv(file)
  const c = (name: string) => csv.rows[0]!.indexOf(name)
  const says = csv.rows.slice(1).map((r) => `write ${r[c('issued')]}`)
  for (const r of csv.rows.slice(1)) {
    r[c('issued')] = r[c('issued')]!.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1')
    r[c('revision')] = r[c('revision')]!.replace(/^0+(?=\d)/, '')
  }
  writeCsv(file, csv)
  return says
}

/** products.csv as Excel's plain "CSV" saves it on Windows: Windows-1252. */
function windowsEncodedProducts(root: string): string[] {
  const file = path.join(root, 'catalogue/site/products.csv')
  fs.writeFileSync(file, encodeWindows1252(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '')))
  return ['"CSV UTF-8 (comma delimited)"']
}

const refusedEdits: RefusedEdit[] = [
  ['ifu.csv saved by Excel, its dates day/month/year', excelDatedIfu],
  ['products.csv saved in Windows encoding', windowsEncodedProducts],
]

/** Each refused edit on a fresh copy of catalogue/ and public/: exactly its problems, each saying its advice. The number that did not. */
function tryRefusedEdits(): number {
  let failed = 0
  for (const [what, apply] of refusedEdits) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-refused-'))
    try {
      for (const dir of ['catalogue', 'public']) fs.cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true })
      const says = apply(root)
      const { problems } = generateCatalogue({ root, check: true })
      const right = problems.length === says.length && problems.every((p, i) => p.message.includes(says[i]!))
      if (!right) failed++
      console.log(
        `\n- ${what}: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}, ${says.length} expected${right ? ', each with its advice' : ' — NOT AS EXPECTED'}`,
      )
      console.log(formatReport(problems).replace(/^/gm, '    '))
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  }
  return failed
}

// ---------------------------------------------------------------- the story

const root = copyProject()
console.log(`Copy of the project: ${root}`)
for (const [what, apply] of [...edits, ...secondPassEdits]) console.log(`- ${what}: ${apply(root)}`)
console.log(`- ${saveAgainWithCalc(root, changedFiles(root))}`)
console.log(`\n${formatDiffText(compareCatalogues({ root: repo, name: 'the project' }, { root, name: 'the edited copy' }))}`)
console.log('\nEdits the check must refuse, each on a copy of its own:')
const refused = tryRefusedEdits()

const run = (command: string, args: string[]) => {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1
}
let status = refused > 0 ? 1 : run('npm', ['run', 'catalogue:check'])
if (status === 0 && !values['check-only']) status = run('npm', ['test'])
// What only an edited catalogue has, on the build npm test made: the withdrawn product and code.
if (status === 0 && !values['check-only']) status = run('npx', ['vitest', 'run', '--project', 'edited'])
console.log(status === 0 ? '\nThe edited catalogue passes.' : `\nThe edited catalogue fails (exit ${status}).`)
if (!values.keep) fs.rmSync(root, { recursive: true, force: true })
process.exitCode = status
