/**
 * Device attributes, the ordering unit and the EMDN nomenclature: each refusal is made by breaking
 * one thing in the small catalogue; the report names its code and place, and nothing is written.
 * Values are put in place first where a test needs them.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from 'xlsx'
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { TableItem } from '../../src/catalogue/productTable.ts'
import type { CatalogueData } from '../../src/catalogue/generatedData.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import type { Problem } from '../../scripts/catalogue/report/problems.ts'
import {
  type Csv,
  cellAddress,
  headersOf,
  editCopyCsv,
  expectRefusedAt,
  type GeneratedCopy,
  generatedCopies,
  readWorkbook,
  removeCopy,
  type WorkbookTable,
  workbookTables,
  writeWorkbook,
} from '../../scripts/harness/catalogueCopy.ts'
import { unusedGtin } from '../catalogueEdits/unusedGtin.ts'

const PRODUCTS = 'catalogue/site/products.csv'
const TODAY = '2031-04-01'

// The small catalogue has no validations, which would have to agree with the methods the tests change.
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

/** Sets a cell of a code row, adding its column where the sheet has none. */
function setCell(table: WorkbookTable, row: number, name: string, value: string | number | undefined): void {
  const file = path.join(root, table.workbook)
  const wb = readWorkbook(file)
  const ws = wb.Sheets[table.sheet]!
  if (!headersOf(ws).includes(name)) {
    if (value === undefined) return
    const range = XLSX.utils.decode_range(ws['!ref']!)
    ws[XLSX.utils.encode_cell({ r: 0, c: range.e.c + 1 })] = { t: 's', v: name }
    ws['!ref'] = XLSX.utils.encode_range({ s: range.s, e: { r: range.e.r, c: range.e.c + 1 } })
  }
  const at = cellAddress(ws, row, name)
  if (value === undefined) delete ws[at]
  else ws[at] = typeof value === 'number' ? { t: 'n', v: value } : { t: 's', v: value }
  writeWorkbook(file, wb)
}

/** The value of a code row's cell; undefined where the sheet has no such column. */
function cellOf(table: WorkbookTable, row: number, name: string): unknown {
  const ws = readWorkbook(path.join(root, table.workbook)).Sheets[table.sheet]!
  if (!headersOf(ws).includes(name)) return undefined
  return (ws[cellAddress(ws, row, name)] as XLSX.CellObject | undefined)?.v
}

/** The first product whose table is a workbook sheet with at least two codes; its products.csv row is `productRow`. */
const firstTable = () => workbookTables(root, 2)[0]!

interface Case {
  name: string
  mutate: () => { at: Omit<Problem, 'message' | 'code'>; code: Problem['code']; names?: string }
}

const cases: Case[] = [
  {
    name: 'an EMDN code of the right form that the nomenclature does not have',
    mutate: () => {
      editCsv(PRODUCTS, (csv, col) => void (csv.rows[0]![col('emdn')] = 'S01019977'))
      return { at: { file: PRODUCTS, row: 2, column: 'emdn' }, code: 'unknown-emdn', names: 'S0101' }
    },
  },
  {
    name: 'an EMDN code that is a group, not a terminal term',
    mutate: () => {
      editCsv(PRODUCTS, (csv, col) => void (csv.rows[0]![col('emdn')] = 'S0101'))
      return { at: { file: PRODUCTS, row: 2, column: 'emdn' }, code: 'emdn-not-terminal', names: 'S010101' }
    },
  },
  {
    name: 'a sterilisation method not on the list',
    mutate: () => {
      editCsv(PRODUCTS, (csv, col) => void (csv.rows[0]![col('methods')] = 'steam, gamma'))
      return { at: { file: PRODUCTS, row: 2, column: 'methods' }, code: 'invalid-value', names: 'gamma' }
    },
  },
  {
    name: 'a yes/no column with another word',
    mutate: () => {
      editCsv(PRODUCTS, (csv, col) => void (csv.rows[0]![col('latex_free')] = 'maybe'))
      return { at: { file: PRODUCTS, row: 2, column: 'latex_free' }, code: 'invalid-value' }
    },
  },
  {
    name: 'a standard the standards sheet does not list',
    mutate: () => {
      editCsv(PRODUCTS, (csv, col) => void (csv.rows[0]![col('standards')] = 'en-999-9'))
      return { at: { file: PRODUCTS, row: 2, column: 'standards' }, code: 'unknown-standard', names: 'en-999-9' }
    },
  },
  {
    name: 'a BD/RDM number without its type',
    mutate: () => {
      editCsv(PRODUCTS, (csv, col) => {
        csv.rows[0]![col('bd_rdm')] = '1234567'
        csv.rows[0]![col('bd_rdm_type')] = ''
      })
      return { at: { file: PRODUCTS, row: 2, column: 'bd_rdm_type' }, code: 'bd-rdm-without-type' }
    },
  },
  {
    name: 'a carton total typed as the pack, the pack as the box (the old self-sealing pouches)',
    mutate: () => {
      const t = firstTable()
      const row = t.codeRows[0]!
      // A code without a carton of its own, whatever the sheet gave it.
      setCell(t, row, 'carton_pieces', undefined)
      setCell(t, row, 'carton_gtin', undefined)
      setCell(t, row, 'pieces', 2000)
      setCell(t, row, 'box_pieces', 200)
      return { at: { file: t.workbook, sheet: t.sheet, row, column: 'box_pieces' }, code: 'pack-levels', names: 'carton_pieces' }
    },
  },
  {
    name: "a carton's GTIN on a code without a carton: the level it names is not one the code has",
    mutate: () => {
      const t = firstTable()
      const row = t.codeRows[0]!
      setCell(t, row, 'carton_pieces', undefined)
      // A GTIN no code has, with the catalogue's company prefix.
      setCell(t, row, 'carton_gtin', unusedGtin(root))
      return { at: { file: t.workbook, sheet: t.sheet, row, column: 'carton_gtin' }, code: 'level-gtin-without-pieces', names: 'carton_pieces' }
    },
  },
  {
    name: 'a product ordered by the carton with a code that has no carton',
    mutate: () => {
      const t = firstTable()
      // Every code a carton of ten of its largest level, but the second's; that one on sale.
      for (const row of t.codeRows) setCell(t, row, 'carton_pieces', Number(cellOf(t, row, 'box_pieces') ?? cellOf(t, row, 'pieces')) * 10)
      for (const name of ['carton_pieces', 'carton_gtin', 'withdrawn']) setCell(t, t.codeRows[1]!, name, undefined)
      editCsv(PRODUCTS, (csv, col) => void (csv.rows[t.productRow - 2]![col('order_unit')] = 'carton'))
      return { at: { file: PRODUCTS, row: t.productRow, column: 'order_unit' }, code: 'missing-order-level', names: String(cellOf(t, t.codeRows[1]!, 'code')) }
    },
  },
]

describe('the catalogue check refuses device attributes at their place, and writes nothing', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await expectRefusedAt(copy, c.mutate, TODAY)
  })
})

describe('what the generated JSON holds', () => {
  function generated(): CatalogueData {
    const out = path.join(root, 'out')
    expect(generateCatalogue({ root, outDir: out, today: TODAY }).problems).toEqual([])
    return JSON.parse(fs.readFileSync(path.join(out, 'catalogue.json'), 'utf8')) as CatalogueData
  }
  const itemsOf = (data: CatalogueData, id: string): TableItem[] =>
    data.products.find((p) => `${p.line}/${p.slug.en}` === id)!.table!.rows.flatMap((r) => (r.kind === 'item' ? [r.item] : []))

  test("a code's own sterilisation methods and BD/RDM number; the other codes of its table show the product's", () => {
    const t = firstTable()
    let id = ''
    editCsv(PRODUCTS, (csv, col) => {
      const row = csv.rows[t.productRow - 2]!
      ;[row[col('methods')], row[col('bd_rdm')], row[col('bd_rdm_type')]] = ['steam, eo', '7654321', 'DM1']
      id = `${row[col('line')]}/${row[col('slug_en')]}`
    })
    for (const row of t.codeRows) setCell(t, row, 'bd_rdm', undefined)
    setCell(t, t.codeRows[0]!, 'methods', 'h2o2')
    setCell(t, t.codeRows[0]!, 'bd_rdm', '1111111')
    const data = generated()
    const [first, second] = itemsOf(data, id)
    expect(first).toMatchObject({ methods: ['hydrogen_peroxide'], bdRdm: '1111111' })
    expect(second).toMatchObject({ methods: ['steam', 'ethylene_oxide'], bdRdm: '7654321' })
    const product = data.products.find((p) => p.id === id)!
    expect(product.table!.columns).toEqual(expect.arrayContaining(['methods', 'bdRdm']))
    expect(product.attributes!.methods).toEqual(['steam', 'ethylene_oxide'])
  })

  test('a product ordered by the carton says so; one ordered by the pack says nothing', () => {
    const t = firstTable()
    const pieces = Number(cellOf(t, t.codeRows[0]!, 'pieces'))
    const boxPieces = cellOf(t, t.codeRows[0]!, 'box_pieces') as number | undefined
    for (const row of t.codeRows) setCell(t, row, 'carton_pieces', Number(cellOf(t, row, 'box_pieces') ?? cellOf(t, row, 'pieces')) * 10)
    editCsv(PRODUCTS, (csv, col) => {
      for (const row of csv.rows) row[col('order_unit')] = ''
      csv.rows[t.productRow - 2]![col('order_unit')] = 'Carton'
    })
    const data = generated()
    const ordered = data.products.filter((p) => p.orderUnit !== undefined)
    expect(ordered).toHaveLength(1)
    expect(ordered[0]!.orderUnit).toBe('carton')
    expect(ordered[0]!.table!.rows.find((r) => r.kind === 'item')).toMatchObject({ item: { pieces, cartonPieces: (boxPieces ?? pieces) * 10 } })
  })
})
