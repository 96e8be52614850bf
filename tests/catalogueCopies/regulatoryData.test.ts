/**
 * The regulatory data a hospital's tender asks for: GTINs in the product tables, Basic UDI-DI,
 * EMDN, BD/RDM and risk class per product, a declaration of conformity per line, a valid-until
 * date per certificate, near or past which the check warns. Each refusal is made by breaking one
 * thing in the small catalogue; the report names its code and place, and nothing is written.
 * Values are put in place first where a test needs them.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from 'xlsx'
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { CatalogueData } from '../../src/catalogue/generatedData.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import type { Problem } from '../../scripts/catalogue/report/problems.ts'
import {
  type Csv,
  cellAddress,
  column,
  headersOf,
  editCopyCsv,
  expectRefusedAt,
  type GeneratedCopy,
  generatedCopies,
  readCsv,
  readWorkbook,
  removeCopy,
  runCommand,
  type WorkbookTable,
  workbookTables,
  writeWorkbook,
} from '../../scripts/harness/catalogueCopy.ts'
import { unusedGtin } from '../catalogueEdits/unusedGtin.ts'

const PRODUCTS = 'catalogue/site/products.csv'
const LINES = 'catalogue/site/lines.csv'
const CERTIFICATIONS = 'catalogue/site/certifications.csv'
/** A day later than any date the small catalogue holds; the certificate a test changes is given dates around it. */
const TODAY = '2031-04-01'
/** GS1 Netherlands' published Basic UDI-DI example, with a valid check pair. */
const BASIC_UDI_DI = '872003953HF-236PX6'

// The small catalogue's certificates are valid well past TODAY, and it has no documents: only the
// certificate a test changes may be near its end or past it.
const copies = generatedCopies({ today: TODAY })
let copy: GeneratedCopy
let root = ''
beforeEach(() => {
  copy = copies.make()
  root = copy.root
})
afterEach(() => removeCopy(root))
afterAll(copies.remove)

/** Edits a CSV of the copy, adding a column the change names when the sheet has none. */
function editCsv(file: string, change: (csv: Csv, col: (name: string) => number) => void): void {
  editCopyCsv(root, file, change)
}

/** Removes the per-code BD/RDM numbers and types from every workbook of the copy, leaving the products' own. */
function withoutCodeRegistrations(): void {
  for (const name of fs.readdirSync(path.join(root, 'catalogue/tables')).filter((n) => n.endsWith('.xlsx'))) {
    const file = path.join(root, 'catalogue/tables', name)
    const wb = readWorkbook(file)
    for (const sheet of wb.SheetNames) {
      const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[sheet]!, { header: 1, blankrows: false, raw: true })
      const drop = (rows[0] ?? []).flatMap((h, i) => (h === 'bd_rdm' || h === 'bd_rdm_type' ? [i] : []))
      if (drop.length > 0) wb.Sheets[sheet] = XLSX.utils.aoa_to_sheet(rows.map((r) => Array.from(r).filter((_, i) => !drop.includes(i))))
    }
    writeWorkbook(file, wb)
  }
}

function editSheet(table: WorkbookTable, change: (ws: XLSX.WorkSheet) => void): void {
  const file = path.join(root, table.workbook)
  const wb = readWorkbook(file)
  change(wb.Sheets[table.sheet]!)
  writeWorkbook(file, wb)
}

/** Adds the gtin column to a sheet that has none. */
function withGtinColumn(ws: XLSX.WorkSheet): void {
  if (headersOf(ws).includes('gtin')) return
  const range = XLSX.utils.decode_range(ws['!ref']!)
  ws[XLSX.utils.encode_cell({ r: 0, c: range.e.c + 1 })] = { t: 's', v: 'gtin' }
  ws['!ref'] = XLSX.utils.encode_range({ s: range.s, e: { r: range.e.r, c: range.e.c + 1 } })
}

/** The GTIN at a code row, given one first if it has none. */
function gtinAt(table: WorkbookTable, row: number): string {
  let gtin = ''
  const fresh = unusedGtin(root)
  editSheet(table, (ws) => {
    withGtinColumn(ws)
    const cell = ws[cellAddress(ws, row, 'gtin')] as XLSX.CellObject | undefined
    if (cell?.v === undefined || cell.v === '') ws[cellAddress(ws, row, 'gtin')] = { t: 's', v: fresh }
    gtin = String((ws[cellAddress(ws, row, 'gtin')] as XLSX.CellObject).v)
  })
  return gtin
}

function setGtin(table: WorkbookTable, row: number, gtin: string): void {
  editSheet(table, (ws) => {
    withGtinColumn(ws)
    ws[cellAddress(ws, row, 'gtin')] = { t: 's', v: gtin }
  })
}

function codeAt(table: WorkbookTable, row: number): string {
  const ws = readWorkbook(path.join(root, table.workbook)).Sheets[table.sheet]!
  return String((ws[cellAddress(ws, row, 'code')] as XLSX.CellObject).v)
}

interface Case {
  name: string
  /** Breaks the copy; returns where the problem must be reported, its code, and a fact its message must name. */
  mutate: () => { at: Omit<Problem, 'message' | 'code'>; code: Problem['code']; names?: string }
}

const cases: Case[] = [
  {
    name: 'a GTIN with a wrong check digit',
    mutate: () => {
      const t = workbookTables(root, 1)[0]!
      const gtin = gtinAt(t, t.codeRows[0]!)
      setGtin(t, t.codeRows[0]!, `${gtin.slice(0, -1)}${(Number(gtin.at(-1)) + 1) % 10}`)
      return { at: { file: t.workbook, sheet: t.sheet, row: t.codeRows[0], column: 'gtin' }, code: 'gtin-check-digit' }
    },
  },
  {
    name: 'a GTIN used twice in one table',
    mutate: () => {
      const t = workbookTables(root, 2)[0]!
      const [first, second] = t.codeRows as [number, number]
      setGtin(t, second, gtinAt(t, first))
      return { at: { file: t.workbook, sheet: t.sheet, row: second, column: 'gtin' }, code: 'duplicate-gtin', names: codeAt(t, first) }
    },
  },
  {
    name: 'a GTIN used twice in two workbooks, the second written as a GTIN-14',
    mutate: () => {
      const tables = workbookTables(root, 1)
      const a = tables[0]!
      const b = tables.find((t) => t.workbook !== a.workbook)!
      const gtin = gtinAt(a, a.codeRows[0]!)
      setGtin(b, b.codeRows[0]!, gtin.padStart(14, '0'))
      return {
        at: { file: b.workbook, sheet: b.sheet, row: b.codeRows[0], column: 'gtin' },
        code: 'duplicate-gtin',
        names: `${a.workbook} › ${a.sheet} › row ${a.codeRows[0]}`,
      }
    },
  },
  {
    name: 'a GTIN with a prefix of restricted circulation',
    mutate: () => {
      const t = workbookTables(root, 1)[0]!
      setGtin(t, t.codeRows[0]!, '2012345678903')
      return { at: { file: t.workbook, sheet: t.sheet, row: t.codeRows[0], column: 'gtin' }, code: 'gtin-restricted-prefix', names: '2012345678903' }
    },
  },
  {
    name: 'a GTIN of a book (ISBN)',
    mutate: () => {
      const t = workbookTables(root, 1)[0]!
      setGtin(t, t.codeRows[0]!, '9788804123453')
      return { at: { file: t.workbook, sheet: t.sheet, row: t.codeRows[0], column: 'gtin' }, code: 'gtin-isbn-prefix', names: '9788804123453' }
    },
  },
  {
    name: "a Basic UDI-DI whose company prefix is not its product's GTINs'",
    mutate: () => {
      const t = workbookTables(root, 1)[0]!
      gtinAt(t, t.codeRows[0]!)
      editCsv(PRODUCTS, (csv, col) => {
        csv.rows[t.productRow - 2]![col('basic_udi_di')] = BASIC_UDI_DI
      })
      return { at: { file: PRODUCTS, row: t.productRow, column: 'basic_udi_di' }, code: 'basic-udi-di-prefix', names: codeAt(t, t.codeRows[0]!) }
    },
  },
  {
    name: 'a Basic UDI-DI with a wrong check pair',
    mutate: () => {
      editCsv(PRODUCTS, (csv, col) => {
        csv.rows[0]![col('basic_udi_di')] = `${BASIC_UDI_DI.slice(0, -1)}7`
      })
      return { at: { file: PRODUCTS, row: 2, column: 'basic_udi_di' }, code: 'basic-udi-di-check' }
    },
  },
  {
    name: 'an EMDN code in the wrong form',
    mutate: () => {
      editCsv(PRODUCTS, (csv, col) => {
        csv.rows[0]![col('emdn')] = 'S01.01.01.01'
      })
      return { at: { file: PRODUCTS, row: 2, column: 'emdn' }, code: 'invalid-value' }
    },
  },
  {
    name: 'an unknown risk class',
    mutate: () => {
      editCsv(PRODUCTS, (csv, col) => {
        csv.rows[0]![col('risk_class')] = 'IV'
      })
      return { at: { file: PRODUCTS, row: 2, column: 'risk_class' }, code: 'invalid-value' }
    },
  },
  {
    name: 'a BD/RDM number with letters',
    mutate: () => {
      editCsv(PRODUCTS, (csv, col) => {
        csv.rows[0]![col('bd_rdm')] = 'BD 1234567'
      })
      return { at: { file: PRODUCTS, row: 2, column: 'bd_rdm' }, code: 'invalid-value' }
    },
  },
  {
    name: 'a declaration of conformity without its date',
    mutate: () => {
      const pdf = readCsv(path.join(root, CERTIFICATIONS)).rows[0]![column(readCsv(path.join(root, CERTIFICATIONS)), 'pdf')]!
      editCsv(LINES, (csv, col) => {
        csv.rows[0]![col('doc_pdf')] = pdf
        csv.rows[0]![col('doc_issued')] = ''
      })
      return { at: { file: LINES, row: 2, column: 'doc_issued' }, code: 'half-declaration' }
    },
  },
  {
    name: 'a declaration of conformity whose PDF is missing',
    mutate: () => {
      editCsv(LINES, (csv, col) => {
        csv.rows[0]![col('doc_pdf')] = '/pdfs/declarations/nowhere.pdf'
        csv.rows[0]![col('doc_issued')] = '2025-06-30'
      })
      return { at: { file: LINES, row: 2, column: 'doc_pdf' }, code: 'missing-file' }
    },
  },
]

describe('the catalogue check refuses, at its place, and writes nothing', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await expectRefusedAt(copy, c.mutate, TODAY)
  })
})

describe('a certificate near or past its last valid day is warned of, and the catalogue is written', () => {
  test.each([
    ['expired on the day before', '2031-03-31', 'certificate-expired', /^the certificate expired on 2031-03-31, 1 day ago \(today is 2031-04-01\)/],
    ['expiring in 30 days', '2031-05-01', 'certificate-expiring', /^the certificate is valid until 2031-05-01, 30 days from today \(2031-04-01\)/],
  ])('a certificate %s', (_what, validUntil, code, says) => {
    editCsv(CERTIFICATIONS, (csv, col) => {
      csv.rows[0]![col('valid_until')] = validUntil
    })
    const out = path.join(root, 'out')
    const { problems, warnings } = generateCatalogue({ root, outDir: out, today: TODAY })
    expect(problems).toEqual([])
    expect(warnings).toEqual([expect.objectContaining({ file: CERTIFICATIONS, row: 2, column: 'valid_until', code })])
    expect(warnings[0]!.message).toMatch(says)
    expect(warnings[0]!.message).toContain("Put the renewed certificate's PDF in place and write its new valid_until date")
    const written = JSON.parse(fs.readFileSync(path.join(out, 'catalogue.json'), 'utf8')) as CatalogueData
    expect(written.certifications[0]!.validUntil).toBe(validUntil)
  })

  test('a certificate valid for 90 days more is not', () => {
    editCsv(CERTIFICATIONS, (csv, col) => {
      csv.rows[0]![col('valid_until')] = '2031-06-30'
    })
    const { problems, warnings } = generateCatalogue({ root, check: true, today: TODAY })
    expect(problems).toEqual([])
    expect(warnings).toEqual([])
  })

  test('catalogue:check prints the warning after the summary, as a ::warning annotation in GitHub format, and exits 0', async () => {
    // The command reads the clock: a certificate expiring in 30 days from the real today.
    const inThirtyDays = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    editCsv(CERTIFICATIONS, (csv, col) => {
      csv.rows[0]![col('valid_until')] = inThirtyDays
    })
    const text = await runCommand(root, '--check')
    expect(text.code).toBe(0)
    expect(text.stdout).toMatch(/^Catalogue is valid/)
    expect(text.stderr).toContain(`${CERTIFICATIONS} › row 2 › valid_until: the certificate is valid until ${inThirtyDays}, 30 days from today`)
    expect(text.stderr).toContain('1 warning: nothing is refused')
    const github = await runCommand(root, '--check', '--format', 'github')
    expect(github.code).toBe(0)
    expect(github.stdout).toContain(
      `::warning file=${CERTIFICATIONS},line=2,title=certificate-expiring%3A row 2 › valid_until::the certificate is valid until ${inThirtyDays}`,
    )
  })
})

describe('what the generated JSON holds', () => {
  function generated(): CatalogueData {
    const out = path.join(root, 'out')
    expect(generateCatalogue({ root, outDir: out, today: TODAY }).problems).toEqual([])
    return JSON.parse(fs.readFileSync(path.join(out, 'catalogue.json'), 'utf8')) as CatalogueData
  }

  test('a product keeps only the regulatory values it has, and one with none has no regulatory field', () => {
    let product = ''
    let bare = ''
    withoutCodeRegistrations()
    editCsv(PRODUCTS, (csv, col) => {
      for (const name of ['basic_udi_di', 'emdn', 'bd_rdm', 'bd_rdm_type', 'risk_class']) for (const row of csv.rows) row[col(name)] = ''
      csv.rows[0]![col('emdn')] = 's01010101'
      csv.rows[0]![col('risk_class')] = 'is'
      product = `${csv.rows[0]![col('line')]}/${csv.rows[0]![col('slug_en')]}`
      bare = `${csv.rows[1]![col('line')]}/${csv.rows[1]![col('slug_en')]}`
    })
    const { products } = generated()
    // The term is the nomenclature's (scripts/catalogue/reference/emdn.tsv), not the catalogue's.
    expect(products.find((p) => p.id === product)!.regulatory).toEqual({
      emdn: 'S01010101',
      emdnTerm: 'STERILISATION POUCHES, FLAT, PAPER/PLASTIC FILM',
      riskClass: 'Is',
    })
    expect(products.find((p) => p.id === bare)!).not.toHaveProperty('regulatory')
  })

  test('a line has its declaration of conformity, a certificate its last valid day, and on that day it is still valid', () => {
    const pdf = readCsv(path.join(root, CERTIFICATIONS)).rows[0]![column(readCsv(path.join(root, CERTIFICATIONS)), 'pdf')]!
    let line = ''
    editCsv(LINES, (csv, col) => {
      for (const row of csv.rows) [row[col('doc_pdf')], row[col('doc_issued')]] = ['', '']
      csv.rows[0]![col('doc_pdf')] = pdf
      csv.rows[0]![col('doc_issued')] = '2025-06-30'
      line = csv.rows[0]![col('id')]!
    })
    editCsv(CERTIFICATIONS, (csv, col) => {
      csv.rows[0]![col('valid_until')] = TODAY
    })
    const data = generated()
    expect(data.lines.find((l) => l.id === line)!.declarationOfConformity).toEqual({ pdf, issued: '2025-06-30' })
    expect(data.lines.filter((l) => l.id !== line).every((l) => !('declarationOfConformity' in l))).toBe(true)
    expect(data.certifications[0]!.validUntil).toBe(TODAY)
  })

  test('every code of a table gets its GTIN as 14 digits', () => {
    const t = workbookTables(root, 2)[0]!
    const gtin = gtinAt(t, t.codeRows[0]!)
    const code = codeAt(t, t.codeRows[0]!)
    // On sale or withdrawn, whatever the copy says of the code.
    const item = generated()
      .products.flatMap((p) => [...(p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item] : [])), ...(p.table?.withdrawn ?? [])])
      .find((i) => i.code === code)
    expect(item).toMatchObject({ gtin: gtin.padStart(14, '0') })
  })
})
