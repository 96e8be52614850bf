/**
 * A reviewer's view of a catalogue change: the small catalogue committed in a throwaway git
 * repository, then changed the way a product manager would (a pack quantity, a code added, a
 * code removed, a product renamed, a sheet renamed, a picture replaced), read back through
 * `catalogue:diff` and through `git diff` with the textconv of .gitattributes.
 */
import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import * as XLSX from 'xlsx'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { describeCatalogueChanges } from '../../scripts/catalogue/commands/describeCatalogueChanges.ts'
import { compareCatalogues } from '../../scripts/catalogue/diff/compareCatalogues.ts'
import { formatDiffText } from '../../scripts/catalogue/diff/formatDiff.ts'
import { unusedGtin } from '../catalogueEdits/unusedGtin.ts'
import {
  column,
  editCopyCsv,
  makeSmallCatalogue,
  readCsv,
  readWorkbook,
  removeCopy,
  repoRoot,
  workbookTables,
  type WorkbookTable,
  writeCsv,
  writeWorkbook,
} from '../../scripts/harness/catalogueCopy.ts'

const PRODUCTS = 'catalogue/site/products.csv'
const NOTICES = 'catalogue/site/notices.csv'
const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-C', root, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { encoding: 'utf8' })

/** catalogue:diff in this process: what it prints to each stream, and its exit code. */
function diffCommand(root: string, ...args: string[]): { code: number; stdout: string; stderr: string } {
  const printed = { stdout: '', stderr: '' }
  const code = describeCatalogueChanges(['--root', root, ...args], {
    out: (text) => (printed.stdout += `${text}\n`),
    err: (text) => (printed.stderr += `${text}\n`),
  })
  return { code, ...printed }
}

/** catalogue:diff in a process of its own, as npm runs it. */
async function runDiff(root: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const jiti = path.join(repoRoot, 'node_modules/.bin/jiti')
  try {
    const { stdout, stderr } = await promisify(execFile)(jiti, [
      path.join(repoRoot, 'scripts/catalogue/commands/describeCatalogueChanges.ts'),
      '--root',
      root,
      ...args,
    ])
    return { code: 0, stdout, stderr }
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string }
    return { code: err.code ?? -1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' }
  }
}

/** The notices sheet's columns, as catalogue/README.md describes the sheet. */
const NOTICE_COLUMNS = ['id', 'date', 'kind', 'lines', 'products', 'codes', 'title_it', 'title_en', 'text_it', 'text_en']

/** The heading of the suggested notice rows, the rows as printed (from the header line, if any) and as the sheet reads them. */
function suggestedNotices(text: string): { heading: string; csv: string; rows: Record<string, string>[] } {
  const lines = text.split('\n')
  const at = lines.findIndex((l) => l.startsWith('Notices to consider:'))
  if (at < 0) return { heading: '', csv: '', rows: [] }
  const csv = lines.slice(at + 1).join('\n')
  const wb = XLSX.read(csv, { type: 'string', raw: true, FS: ';' })
  const cells = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, raw: false, defval: '', blankrows: false })
  const body = cells[0]?.join(';') === NOTICE_COLUMNS.join(';') ? cells.slice(1) : cells
  return { heading: lines[at]!, csv, rows: body.map((r) => Object.fromEntries(NOTICE_COLUMNS.map((c, i) => [c, r[i] ?? '']))) }
}

interface Edits {
  root: string
  workbook: string
  sheet: string
  changed: { code: string; from: string; to: string }
  added: string
  removed: string
  product: { line: string; from: { it: string; en: string }; to: { it: string; en: string } }
  renamedSheet: { workbook: string; from: string; to: string }
  picture: string
}

function sheetRows(ws: XLSX.WorkSheet): unknown[][] {
  return XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, blankrows: true })
}

/** Tables of products still sold, with the rows of their codes still sold: a change made on them calls for a notice. */
function soldTables(root: string, minCodes: number): WorkbookTable[] {
  const products = readCsv(path.join(root, PRODUCTS))
  const sold = (value: unknown) => value === undefined || String(value).trim() === ''
  return workbookTables(root, 1).flatMap((t) => {
    if (products.header.includes('withdrawn') && !sold(products.rows[t.productRow - 2]![column(products, 'withdrawn')])) return []
    const rows = sheetRows(readWorkbook(path.join(root, t.workbook)).Sheets[t.sheet]!)
    const withdrawn = rows[0]!.map(String).indexOf('withdrawn')
    const codeRows = t.codeRows.filter((r) => withdrawn < 0 || sold(rows[r - 1]![withdrawn]))
    return codeRows.length >= minCodes ? [{ ...t, codeRows }] : []
  })
}

function editCopy(): Edits {
  const root = makeSmallCatalogue()
  fs.copyFileSync(path.join(repoRoot, '.gitattributes'), path.join(root, '.gitattributes'))
  git(root, 'init', '-q')
  git(root, 'add', '-A')
  git(root, 'commit', '-q', '-m', 'catalogue as made')

  // Two tables in two workbooks, so the sheet renamed in one does not mix with the edits of the other.
  const [table, other] = soldTables(root, 3).filter((t, i, all) => all.findIndex((u) => u.workbook === t.workbook) === i) as [WorkbookTable, WorkbookTable]
  // In one sheet: a pack quantity changed, a code added at the end, the last code removed.
  const wb = readWorkbook(path.join(root, table.workbook))
  const ws = wb.Sheets[table.sheet]!
  const rows = sheetRows(ws)
  const header = rows[0]!.map(String)
  const [codeCol, piecesCol] = [header.indexOf('code'), header.indexOf('pieces')]
  const first = rows[table.codeRows[0]! - 1]!
  const changed = { code: String(first[codeCol]), from: String(first[piecesCol]), to: String(Number(first[piecesCol]) * 2) }
  first[piecesCol] = Number(changed.to)
  const last = rows[table.codeRows.at(-1)! - 1]!
  const removed = String(last[codeCol])
  rows.splice(table.codeRows.at(-1)! - 1, 1)
  const added = `${changed.code}-NEW`
  const fresh = [...first]
  fresh[codeCol] = added
  // A GTIN names one code: the new code has none yet.
  if (header.includes('gtin')) fresh[header.indexOf('gtin')] = undefined
  rows.push(fresh)
  wb.Sheets[table.sheet] = XLSX.utils.aoa_to_sheet(rows)
  writeWorkbook(path.join(root, table.workbook), wb)

  // A product renamed in both languages; another product's sheet renamed, with its table column.
  const products = readCsv(path.join(root, PRODUCTS))
  const product = products.rows[table.productRow - 2]!
  const from = { it: product[column(products, 'name_it')]!, en: product[column(products, 'name_en')]! }
  const to = { it: `${from.it} nuove`, en: `New ${from.en.toLowerCase()}` }
  product[column(products, 'name_it')] = to.it
  product[column(products, 'name_en')] = to.en
  const otherRow = products.rows[other.productRow - 2]!
  const renamedSheet = { workbook: other.workbook, from: other.sheet, to: `${other.sheet}-renamed` }
  otherRow[column(products, 'table')] = renamedSheet.to
  writeCsv(path.join(root, PRODUCTS), products)
  const owb = readWorkbook(path.join(root, other.workbook))
  owb.SheetNames[owb.SheetNames.indexOf(other.sheet)] = renamedSheet.to
  owb.Sheets[renamedSheet.to] = owb.Sheets[other.sheet]!
  delete owb.Sheets[other.sheet]
  writeWorkbook(path.join(root, other.workbook), owb)

  // A picture replaced by another file of the same name.
  const picture = product[column(products, 'image')]!
  fs.appendFileSync(path.join(root, 'public', picture), Buffer.from([0]))
  return {
    root,
    workbook: table.workbook,
    sheet: table.sheet,
    changed,
    added,
    removed,
    product: { line: product[column(products, 'line')]!, from, to },
    renamedSheet,
    picture,
  }
}

let e: Edits
beforeAll(() => {
  e = editCopy()
})
afterAll(() => removeCopy(e.root))

describe('npm run catalogue:diff', () => {
  let text: string
  beforeAll(() => {
    const run = diffCommand(e.root)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    text = run.stdout
  })

  test('says each change on its own line, with old and new values', () => {
    const lines = text.split('\n').map((l) => l.trim())
    expect(lines).toContain(`~ ${e.changed.code} › pieces: ${e.changed.from} → ${e.changed.to}`)
    expect(lines.some((l) => l.startsWith(`+ code added: ${e.added} (`) && l.includes(`pieces ${e.changed.to}`))).toBe(true)
    expect(lines.some((l) => l.startsWith(`- code removed: ${e.removed} (`))).toBe(true)
    expect(lines).toContain(`~ ${e.product.line} › ${e.product.from.it} / ${e.product.from.en} › name_it: ${e.product.from.it} → ${e.product.to.it}`)
    expect(lines).toContain(`~ ${e.product.line} › ${e.product.from.it} / ${e.product.from.en} › name_en: ${e.product.from.en} → ${e.product.to.en}`)
    expect(lines).toContain(`> sheet renamed in ${e.renamedSheet.workbook}: ${e.renamedSheet.from} → ${e.renamedSheet.to}`)
    // A reviewer reads sizes, not checksums.
    expect(
      lines.some(
        (l) => /^~ file replaced: public\S+ \(new content, [\d.]+ (bytes|KB|MB) → [\d.]+ (bytes|KB|MB)\)$/.test(l) && l.includes(`public${e.picture}`),
      ),
    ).toBe(true)
  })

  test('groups the changes under the table and the product they belong to, and counts them', () => {
    expect(text).toMatch(new RegExp(`\\n${e.workbook.replace(/[.]/g, '\\.')} › ${e.sheet} \\(.* › ${e.product.to.it} / ${e.product.to.en}\\)\\n`))
    const summary = text.split('\n')[0]!
    expect(summary).toMatch(/^Catalogue changes from HEAD to the work tree: /)
    for (const part of ['1 code added', '1 code removed', '1 table renamed', '1 file changed']) expect(summary).toContain(part)
    // The removed code's GTIN address, if it had one, is listed as lost; nothing else is.
    expect(
      text
        .split('\n')
        .filter((l) => l.trim().startsWith('- /'))
        .every((l) => l.includes(e.removed)),
    ).toBe(true)
    expect(text).not.toContain('does not validate')
  })

  test('ends with the notice rows its changes call for, ready to paste: the pieces changed and the new code', () => {
    const { heading, rows } = suggestedNotices(text)
    expect(heading).toContain('catalogue/site/notices.csv')
    expect(rows.map((r) => [r.kind, r.codes])).toEqual([
      ['pieces-per-pack', e.changed.code],
      ['new-code', e.added],
    ])
  })

  test('--format markdown gives the same lines for a pull request, with Markdown characters escaped', () => {
    const run = diffCommand(e.root, '--format', 'markdown')
    expect(run.code).toBe(0)
    const lines = run.stdout.split('\n')
    expect(lines[0]).toBe('### Catalogue changes from HEAD to the work tree')
    expect(lines).toContain(`- ${e.changed.code} › pieces: ${e.changed.from} → ${e.changed.to}`)
    expect(lines).toContain(`- ${e.product.line} › ${e.product.from.it} / ${e.product.from.en} › name\\_en: ${e.product.from.en} → ${e.product.to.en}`)
    expect(lines.some((l) => l.startsWith(`- **removed** code: ${e.removed} (`))).toBe(true)
    // The notice rows as they are to be pasted, in a block Markdown leaves alone.
    const block = lines.slice(lines.indexOf('#### Notices to consider'))
    const fence = block.findIndex((l) => /^`{3,}csv$/.test(l))
    expect(fence).toBeGreaterThan(0)
    expect(block.slice(fence + 1).findIndex((l) => l === block[fence]!.replace(/csv$/, ''))).toBe(3)
    expect(block[fence + 2]).toMatch(new RegExp(`^pieces-per-pack-[a-z0-9-]+;[0-9-]{10};pieces-per-pack;;;${e.changed.code};`))
  })

  test('a work tree that does not validate is reported as the check reports it, and still exits 0', () => {
    const file = path.join(e.root, PRODUCTS)
    const saved = fs.readFileSync(file)
    try {
      const products = readCsv(file)
      products.rows[0]![column(products, 'name_en')] = ''
      writeCsv(file, products)
      const run = diffCommand(e.root)
      expect(run.code).toBe(0)
      expect(run.stdout).toContain(
        'The catalogue in the work tree does not validate:\ncatalogue/site/products.csv › row 2 › name_en: the English text is missing',
      )
      expect(run.stdout).toContain('The catalogue has 1 error; nothing was written.')
    } finally {
      fs.writeFileSync(file, saved)
    }
  })

  test('an unknown REF is refused in words, run as npm runs it: exit code 1', async () => {
    const run = await runDiff(e.root, 'no-such-branch')
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('"no-such-branch" is not a commit, branch or tag of this repository')
  })
})

describe('git diff through catalogue:textconv', () => {
  test('shows a workbook as its cells: the changed, added and removed codes as lines', () => {
    git(e.root, 'config', 'diff.catalogue-sheet.textconv', `npm --prefix ${repoRoot} run -s catalogue:textconv`)
    const out = git(e.root, 'diff', '--', e.workbook, PRODUCTS)
    const lines = out.split('\n')
    const before = lines.filter((l) => l.startsWith('-') && !l.startsWith('---'))
    const after = lines.filter((l) => l.startsWith('+') && !l.startsWith('+++'))
    const pieces = (n: string) => new RegExp(`\\| pieces: ${n}(?: \\||$)`)
    expect(before.some((l) => l.startsWith(`-${e.sheet} | code: ${e.changed.code} |`) && pieces(e.changed.from).test(l))).toBe(true)
    expect(after.some((l) => l.startsWith(`+${e.sheet} | code: ${e.changed.code} |`) && pieces(e.changed.to).test(l))).toBe(true)
    expect(after.some((l) => l.startsWith(`+${e.sheet} | code: ${e.added} |`))).toBe(true)
    expect(before.some((l) => l.startsWith(`-${e.sheet} | code: ${e.removed} |`))).toBe(true)
    expect(before.some((l) => l.includes(`name_it: ${e.product.from.it} | name_en: ${e.product.from.en} |`))).toBe(true)
    expect(after.some((l) => l.includes(`name_it: ${e.product.to.it} | name_en: ${e.product.to.en} |`))).toBe(true)
    expect(out).not.toMatch(/^Binary files/m)
  })
})

/** A new product in the line of the first product with a workbook, with a sheet of two codes with GTINs of their own. */
function addProduct(root: string): { workbook: string; sheet: string; paths: string[]; gtins: string[] } {
  const { workbook } = workbookTables(root, 1)[0]!
  const line = path.basename(workbook, '.xlsx')
  const sheet = 'product-to-delete'
  const gtins = [unusedGtin(root), unusedGtin(root)]
  const wb = readWorkbook(path.join(root, workbook))
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ['code', 'gtin', 'width_mm', 'length_mm', 'pieces'],
      ['DEL-0001', gtins[0], 100, 150, 500],
      ['DEL-0002', gtins[1], 100, 200, 500],
    ]),
    sheet,
  )
  writeWorkbook(path.join(root, workbook), wb)
  const paths = ['prodotto-da-eliminare', 'product-to-delete']
  editCopyCsv(root, PRODUCTS, (csv, col) => {
    const image = csv.rows.find((r) => r[col('line')] === line)![col('image')]!
    const row = csv.header.map(() => '')
    const values = {
      line,
      slug_it: paths[0]!,
      slug_en: paths[1]!,
      name_it: 'Da eliminare',
      name_en: 'To delete',
      description_it: 'Prova.',
      description_en: 'A trial.',
      image,
      table: sheet,
    }
    for (const [name, value] of Object.entries(values)) row[col(name)] = value
    csv.rows.push(row)
  })
  return { workbook, sheet, paths, gtins }
}

/** The small catalogue as made, never changed: what the in-process change lists start from. */
let pristine: string
beforeAll(() => {
  pristine = makeSmallCatalogue()
})
afterAll(() => removeCopy(pristine))

// What catalogue:diff prints, made in-process: the change list from the small catalogue as made (or `base`) to the copy.
describe('a change list a reviewer can trust', () => {
  let root: string
  beforeEach(() => {
    root = makeSmallCatalogue()
  })
  afterEach(() => removeCopy(root))

  function diffLines(base = pristine): string[] {
    const text = formatDiffText(compareCatalogues({ root: base, name: 'HEAD' }, { root, name: 'the work tree' }))
    expect(text).not.toContain('does not validate')
    return text.split('\n')
  }

  function editSite(name: string, edit: (csv: ReturnType<typeof readCsv>) => void): void {
    const file = path.join(root, `catalogue/site/${name}.csv`)
    const csv = readCsv(file)
    edit(csv)
    writeCsv(file, csv)
  }

  test('a new IFU revision added above the one before reads as added, the old one as no longer current', () => {
    let doc = { document: '', language: '', old: '' }
    editSite('ifu', (csv) => {
      const c = (name: string) => column(csv, name)
      const i = csv.rows.findIndex((r) => r[c('current')] === 'yes')
      const old = csv.rows[i]!
      const added = [...old]
      old[c('current')] = ''
      added[c('revision')] = '99'
      added[c('pdf')] = old[c('pdf')]!.replace(/\.pdf$/, '-rev99.pdf')
      fs.copyFileSync(path.join(root, 'public', old[c('pdf')]!), path.join(root, 'public', added[c('pdf')]!))
      csv.rows.splice(i, 0, added)
      doc = { document: old[c('document')]!, language: old[c('language')]!, old: old[c('revision')]!.padStart(2, '0') }
    })
    const lines = diffLines().map((l) => l.trim())
    expect(lines[0]).toContain('1 IFU revision added, 1 cell changed, 1 file added')
    expect(lines.some((l) => l.startsWith(`+ IFU revision added: ${doc.document} rev. 99 (${doc.language}`))).toBe(true)
    expect(lines.filter((l) => l.startsWith('~ ') && !l.startsWith('~ file'))).toEqual([
      expect.stringMatching(new RegExp(`^~ ${doc.document} rev\\. ${doc.old} \\(${doc.language}.* › current: yes → \\(empty\\)$`)),
    ])
  })

  test('values the site reads the same (Calc\'s 1 for the revision "01") are no change', () => {
    let changed = 0
    editSite('ifu', (csv) => {
      for (const r of csv.rows) {
        const was = r[column(csv, 'revision')]!
        // Calc's way ("01" → "1"), or back, whichever way the catalogue writes them now.
        r[column(csv, 'revision')] = /^0\d/.test(was) ? was.replace(/^0+(?=\d)/, '') : was.replace(/^\d$/, '0$&')
        if (r[column(csv, 'revision')] !== was) changed++
      }
    })
    expect(changed).toBeGreaterThan(0)
    expect(diffLines()[0]).toBe('Catalogue changes from HEAD to the work tree: no changes.')
  })

  test('a new product is shown whole: every text, for proof-reading', () => {
    const description = 'Una descrizione nuova, lunga abbastanza da non stare in sessanta caratteri: va letta tutta prima di pubblicarla.'
    editSite('products', (csv) => {
      const added = [...csv.rows.at(-1)!]
      added[column(csv, 'slug_it')] = 'prodotto-da-rileggere'
      added[column(csv, 'slug_en')] = 'product-to-proof-read'
      added[column(csv, 'description_it')] = description
      added[column(csv, 'table')] = ''
      added[column(csv, 'features_it')] = 'Testo'
      added[column(csv, 'features_en')] = 'Text'
      csv.rows.push(added)
    })
    const lines = diffLines()
    const at = lines.findIndex((l) => l.trim().startsWith('+ product added:'))
    expect(at).toBeGreaterThan(0)
    expect(lines.slice(at + 1)).toContain(`      description_it: ${description}`)
  })

  test('a product deleted instead of withdrawn: every address it loses is listed as answering 404', () => {
    // A product of its own, then deleted with its sheet: what it loses is known here, whatever else the catalogue holds.
    const { workbook, sheet, paths, gtins } = addProduct(root)
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-before-'))
    try {
      fs.cpSync(root, base, { recursive: true })
      editSite('products', (csv) => {
        csv.rows = csv.rows.filter((r) => r[column(csv, 'table')] !== sheet)
      })
      const wb = readWorkbook(path.join(root, workbook))
      wb.SheetNames.splice(wb.SheetNames.indexOf(sheet), 1)
      delete wb.Sheets[sheet]
      writeWorkbook(path.join(root, workbook), wb)
      const lines = diffLines(base)
      const lost = lines.slice(lines.findIndex((l) => l.startsWith('Addresses that will answer 404'))).filter((l) => l.trim().startsWith('- /'))
      for (const slug of paths) expect(lost.some((l) => l.includes(`/${slug}/ (page of the product`))).toBe(true)
      for (const gtin of gtins) expect(lost.some((l) => l.includes(`/01/${gtin.padStart(14, '0')} (GTIN address of`))).toBe(true)
      expect(lost).toHaveLength(paths.length + gtins.length)
    } finally {
      removeCopy(base)
    }
  })
})

// The rows of notices.csv that catalogue:diff suggests, made in-process with a day of its own for "today".
describe('notice rows suggested for the changes no notice covers', () => {
  const TODAY = '2031-05-11'
  // Withdrawal dates the check accepts (not in the future), each its own day.
  const CODE_WITHDRAWN = '2025-03-08'
  const PRODUCT_WITHDRAWN = '2025-04-01'
  let root: string
  beforeEach(() => {
    // The small catalogue has no notices: each test writes those it means.
    root = makeSmallCatalogue()
  })
  afterEach(() => removeCopy(root))

  interface Changes {
    pieces: { code: string; from: string; to: string }
    withdrawnCode: string
    added: string
    /** The product withdrawn whole, with its codes still sold and its names. */
    product: { id: string; codes: string[]; name_it: string; name_en: string }
    /** The product of the table changed, by id, and its line. */
    changedProduct: { id: string; line: string }
  }

  /** One table: a pack quantity changed, a code withdrawn, a code added; another product withdrawn whole. */
  function makeChanges(): Changes {
    const [table, other] = soldTables(root, 3).filter((t, i, all) => all.findIndex((u) => u.productRow === t.productRow) === i) as [
      WorkbookTable,
      WorkbookTable,
    ]
    const wb = readWorkbook(path.join(root, table.workbook))
    const rows = sheetRows(wb.Sheets[table.sheet]!)
    const header = rows[0]!.map(String)
    if (!header.includes('withdrawn')) header.push('withdrawn')
    rows[0] = header
    const col = (name: string) => header.indexOf(name)
    const [first, second] = [rows[table.codeRows[0]! - 1]!, rows[table.codeRows[1]! - 1]!]
    const pieces = { code: String(first[col('code')]), from: String(first[col('pieces')]), to: String(Number(first[col('pieces')]) + 7) }
    first[col('pieces')] = Number(pieces.to)
    second[col('withdrawn')] = CODE_WITHDRAWN
    const fresh = [...first]
    fresh[col('code')] = `${pieces.code}-NEW`
    if (col('gtin') >= 0) fresh[col('gtin')] = undefined
    rows.push(fresh)
    wb.Sheets[table.sheet] = XLSX.utils.aoa_to_sheet(rows)
    writeWorkbook(path.join(root, table.workbook), wb)

    const orows = sheetRows(readWorkbook(path.join(root, other.workbook)).Sheets[other.sheet]!)
    const codeCol = orows[0]!.map(String).indexOf('code')
    const product = editCopyCsv(root, PRODUCTS, (csv, c) => {
      const row = csv.rows[other.productRow - 2]!
      row[c('withdrawn')] = PRODUCT_WITHDRAWN
      return {
        id: `${row[c('line')]}/${row[c('slug_en')]}`,
        codes: other.codeRows.map((r) => String(orows[r - 1]![codeCol])),
        name_it: row[c('name_it')]!,
        name_en: row[c('name_en')]!,
      }
    })
    const products = readCsv(path.join(root, PRODUCTS))
    const changed = products.rows[table.productRow - 2]!
    const changedProduct = { id: `${changed[column(products, 'line')]}/${changed[column(products, 'slug_en')]}`, line: changed[column(products, 'line')]! }
    return { pieces, withdrawnCode: String(second[col('code')]), added: String(fresh[col('code')]), product, changedProduct }
  }

  function diffText(): string {
    return formatDiffText(compareCatalogues({ root: pristine, name: 'HEAD' }, { root, name: 'the work tree' }, TODAY))
  }

  function writeNotices(rows: Partial<Record<string, string>>[]): void {
    const lines = rows.map((r) => NOTICE_COLUMNS.map((c) => r[c] ?? '').join(';'))
    fs.writeFileSync(path.join(root, NOTICES), `${[NOTICE_COLUMNS.join(';'), ...lines].join('\n')}\n`)
  }

  const notice = (id: string, kind: string, covers: Partial<Record<'lines' | 'products' | 'codes', string>>) => ({
    id,
    date: '2025-01-01',
    kind,
    ...covers,
    title_it: 'Avviso',
    title_en: 'Notice',
    text_it: 'Testo.',
    text_en: 'Text.',
  })

  test('a pieces change, a code withdrawn, a product withdrawn and a new code each get a row, with its day, its codes and its values', () => {
    const c = makeChanges()
    const text = diffText()
    expect(text).not.toContain('does not validate')
    const { heading, rows } = suggestedNotices(text)
    expect(heading).toContain(`save the header line and the rows you keep as ${NOTICES}`)
    expect(rows.map((r) => [r.kind, r.date, r.codes])).toEqual([
      ['pieces-per-pack', TODAY, c.pieces.code],
      ['withdrawal', PRODUCT_WITHDRAWN, c.product.codes.join(', ')],
      ['withdrawal', CODE_WITHDRAWN, c.withdrawnCode],
      ['new-code', TODAY, c.added],
    ])
    for (const r of rows) {
      expect(r.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      for (const column of ['title_it', 'title_en', 'text_it', 'text_en']) expect(r[column]).not.toBe('')
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length)
    const [pieces, product, code, added] = rows as [Record<string, string>, Record<string, string>, Record<string, string>, Record<string, string>]
    expect(pieces.text_it).toContain(`${c.pieces.code}`)
    expect(pieces.text_it).toContain(`confezioni da ${c.pieces.to} pezzi (prima ${c.pieces.from})`)
    expect(pieces.text_en).toContain(`packs of ${c.pieces.to} pieces (previously ${c.pieces.from})`)
    expect(product.text_it).toContain(c.product.name_it)
    expect(product.text_en).toContain(c.product.name_en)
    expect(code.text_it).toContain(c.withdrawnCode)
    expect(code.text_en).toContain(c.withdrawnCode)
    expect(added.text_it).toContain(c.added)
    expect(added.text_en).toContain(`packs of ${c.pieces.to} pieces`)
  })

  test('nothing is suggested for a change a notice of its kind covers, by its code, its product or its line, in a sheet the check accepts', () => {
    const c = makeChanges()
    writeNotices([
      notice('pieces', 'pieces-per-pack', { codes: c.pieces.code }),
      notice('code-withdrawn', 'withdrawal', { products: c.changedProduct.id }),
      notice('product-withdrawn', 'withdrawal', { products: c.product.id }),
      notice('added', 'new-code', { lines: c.changedProduct.line }),
    ])
    const text = diffText()
    expect(text).not.toContain('does not validate')
    expect(text).not.toContain('Notices to consider')
    expect(text).not.toContain(';pieces-per-pack;')
  })

  test('a notice of another kind, or of other codes, leaves the change suggested', () => {
    const c = makeChanges()
    writeNotices([
      notice('safety', 'safety', { codes: c.pieces.code }),
      notice('pieces-of-the-new-code', 'pieces-per-pack', { codes: c.added }),
      notice('product-withdrawn', 'withdrawal', { codes: c.product.codes[0]! }),
    ])
    const { heading, rows } = suggestedNotices(diffText())
    expect(heading).toContain(`paste the rows you keep at the end of ${NOTICES}`)
    expect(rows.map((r) => [r.kind, r.codes])).toEqual([
      ['pieces-per-pack', c.pieces.code],
      // The product's other codes, as codes withdrawn: one of them is covered already.
      ...(c.product.codes.length > 1 ? [['withdrawal', c.product.codes.slice(1).join(', ')]] : []),
      ['withdrawal', c.withdrawnCode],
      ['new-code', c.added],
    ])
  })

  test('a name with a ";" or a quote is quoted as CSV, and the rows pasted as printed cover every change', () => {
    const c = makeChanges()
    const name = { it: `${c.product.name_it}; "prova"`, en: `${c.product.name_en}; "trial"` }
    editCopyCsv(root, PRODUCTS, (csv, col) => {
      const row = csv.rows.find((r) => `${r[col('line')]}/${r[col('slug_en')]}` === c.product.id)!
      row[col('name_it')] = name.it
      row[col('name_en')] = name.en
    })
    const { csv, rows } = suggestedNotices(diffText())
    const product = rows.find((r) => r.date === PRODUCT_WITHDRAWN)!
    expect(product.title_it).toContain(name.it)
    expect(product.text_en).toContain(name.en)
    expect(csv).toContain(`"${name.it.replace(/"/g, '""')}`)
    fs.writeFileSync(path.join(root, NOTICES), `${csv}\n`)
    // The check accepts the rows as printed, and they cover what they were suggested for.
    const after = diffText()
    expect(after).not.toContain('does not validate')
    expect(after).not.toContain('Notices to consider')
  })
})
