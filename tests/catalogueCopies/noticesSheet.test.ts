/**
 * The product change notices (catalogue/site/notices.csv) as a product manager edits them: each
 * mistake refused as one problem at its cell, nothing written while one remains; a valid row in
 * the generated catalogue with the codes it affects; a notice dated after the build's day left out,
 * not refused. The notices are rows of the test's own, affecting the copy's products.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import type { CatalogueData, Product } from '../../src/catalogue/generatedData.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import { type Csv, expectRefusedAt, type GeneratedCopy, generatedCopies, type Refusal, removeCopy, writeCsv } from '../../scripts/harness/catalogueCopy.ts'

const NOTICES = 'catalogue/site/notices.csv'
const TODAY = '2031-04-01'
const HEADER = ['id', 'date', 'kind', 'lines', 'products', 'codes', 'title_it', 'title_en', 'text_it', 'text_en']
type Cells = Partial<Record<(typeof HEADER)[number], string>>

function row(cells: Cells): string[] {
  return HEADER.map((h) => cells[h] ?? '')
}

function writeNotices(root: string, rows: string[][]): void {
  const csv: Csv = { delimiter: ';', bom: false, eol: '\n', header: HEADER, rows }
  writeCsv(path.join(root, NOTICES), csv)
}

// The small catalogue has no notices sheet; each test writes its own rows.
const copies = generatedCopies({ today: TODAY })
let copy: GeneratedCopy
let root = ''
let before: CatalogueData
beforeEach(() => {
  copy = copies.make()
  root = copy.root
  before = JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'catalogue.json'), 'utf8')) as CatalogueData
})
afterEach(() => removeCopy(root))
afterAll(copies.remove)

const codesOf = (p: Product) => (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item.code] : []))
/** Two products of the copy on sale with codes, of different lines. */
function twoProducts(): [Product, Product] {
  const sold = before.products.filter((p) => p.withdrawn === undefined && codesOf(p).length > 1)
  const first = sold[0]!
  return [first, sold.find((p) => p.line !== first.line)!]
}

const own = (cells: Cells = {}): Cells => ({
  id: 'own-notice',
  date: '2031-03-01',
  kind: 'material',
  products: twoProducts()[0].id,
  title_it: 'Nuovo materiale',
  title_en: 'New material',
  text_it: 'Il materiale cambia.',
  text_en: 'The material changes.',
  ...cells,
})

/** The own row, and a second row with `cells` in place; where it is refused. */
function addRow(cells: Cells, refused: { column: string; code: string; names?: string }): Refusal {
  writeNotices(root, [row(own()), row(own({ id: 'another', ...cells }))])
  return { at: { file: NOTICES, row: 3, column: refused.column }, code: refused.code, names: refused.names }
}

const cases: [name: string, mutate: () => Refusal][] = [
  [
    'an unknown code',
    () => addRow({ codes: `${codesOf(twoProducts()[0])[0]}, NO-SUCH-CODE` }, { column: 'codes', code: 'unknown-code', names: 'NO-SUCH-CODE' }),
  ],
  ['an unknown line', () => addRow({ lines: 'no-such-line' }, { column: 'lines', code: 'unknown-line', names: 'no-such-line' })],
  [
    'an unknown product',
    () => addRow({ products: 'no-such-line/no-such-product' }, { column: 'products', code: 'unknown-product', names: 'no-such-line/no-such-product' }),
  ],
  ['an unknown kind', () => addRow({ kind: 'price' }, { column: 'kind', code: 'invalid-value', names: 'pieces-per-pack' })],
  ['a safety notice, which has a sheet of its own', () => addRow({ kind: 'safety' }, { column: 'kind', code: 'invalid-value', names: 'site/safety' })],
  ['a kind only the IFU sheet gives', () => addRow({ kind: 'ifu-revision' }, { column: 'kind', code: 'invalid-value', names: 'new-code' })],
  ['a date that is not a date', () => addRow({ date: '2031-02-30' }, { column: 'date', code: 'invalid-value', names: 'year-month-day' })],
  ['a date written day/month/year', () => addRow({ date: '01/03/2031' }, { column: 'date', code: 'invalid-value', names: '2031-03-01' })],
  ['a missing date', () => addRow({ date: '' }, { column: 'date', code: 'missing-value' })],
  [
    'a row affecting nothing',
    () => addRow({ lines: '', products: '', codes: '' }, { column: 'lines', code: 'notice-affects-nothing', names: 'affects nothing' }),
  ],
  ['an id used twice', () => addRow({ id: 'own-notice' }, { column: 'id', code: 'duplicate-value', names: 'every notice must be unique' })],
  ['an id that is not a web address part', () => addRow({ id: 'Own Notice' }, { column: 'id', code: 'invalid-value' })],
  ['a missing English text', () => addRow({ text_en: '' }, { column: 'text_en', code: 'missing-translation' })],
  ['a missing Italian title', () => addRow({ title_it: '' }, { column: 'title_it', code: 'missing-translation' })],
]

describe('the notices sheet refuses, at its cell, and writes nothing', () => {
  test.each(cases)('%s', async (_name, mutate) => {
    await expectRefusedAt(copy, mutate, TODAY)
  })
})

describe('what the generated catalogue holds', () => {
  function generated(today = TODAY): CatalogueData {
    const out = path.join(root, 'out')
    const result = generateCatalogue({ root, outDir: out, today })
    expect(result.problems).toEqual([])
    return JSON.parse(fs.readFileSync(path.join(out, 'catalogue.json'), 'utf8')) as CatalogueData
  }
  const fromSheet = (data: CatalogueData) => data.notices.filter((n) => !n.id.includes('.'))

  test('a notice affects the union of the codes of its lines, products and codes, by product, each code once', () => {
    const [a, b] = twoProducts()
    const lineProducts = before.products.filter((p) => p.line === b.line && p.table)
    writeNotices(root, [row(own({ lines: b.line, products: `${a.id}, ${a.id}`, codes: `${codesOf(a)[0]}, ${codesOf(b)[0]}` }))])
    const data = generated()
    expect(data.day).toBe(TODAY)
    const [notice] = fromSheet(data)
    expect(notice).toMatchObject({
      id: 'own-notice',
      date: '2031-03-01',
      kind: 'material',
      title: { it: 'Nuovo materiale', en: 'New material' },
      text: { it: 'Il materiale cambia.', en: 'The material changes.' },
    })
    expect(new Set(notice!.lines)).toEqual(new Set([a.line, b.line]))
    const byProduct = Object.fromEntries(notice!.products.map((p) => [p.id, p.codes]))
    expect(byProduct[a.id]).toEqual(expect.arrayContaining(codesOf(a)))
    for (const p of lineProducts) expect(byProduct[p.id]).toEqual(expect.arrayContaining(codesOf(p)))
    for (const codes of Object.values(byProduct)) expect(new Set(codes).size).toBe(codes.length)
  })

  test("a notice dated after the build's day is left out, not refused, and is there from its day", () => {
    writeNotices(root, [row(own({ id: 'due-tomorrow', date: '2031-04-02' })), row(own({ id: 'due-today', date: TODAY }))])
    expect(fromSheet(generated()).map((n) => n.id)).toEqual(['due-today'])
    expect(fromSheet(generated('2031-04-02')).map((n) => n.id)).toEqual(['due-tomorrow', 'due-today'])
  })

  test('the sheet may be left out (the copy has none): no notices of its own', () => {
    expect(fs.existsSync(path.join(root, NOTICES))).toBe(false)
    expect(fromSheet(generated())).toEqual([])
  })
})
