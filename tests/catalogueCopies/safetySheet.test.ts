/**
 * The safety notices (catalogue/site/safety.csv) as a product manager edits them: each mistake
 * refused as one problem at its cell, nothing written while one remains; a valid row in the
 * generated catalogue as a notice of kind "safety", with the GTINs of its codes, its lots and its
 * expiry range. The rows are the test's own, about the copy's products.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import type { CatalogueData, Product } from '../../src/catalogue/generatedData.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import { type Csv, expectRefusedAt, type GeneratedCopy, generatedCopies, type Refusal, removeCopy, writeCsv } from '../../scripts/harness/catalogueCopy.ts'
import { onePagePdf } from '../../scripts/harness/sampleFiles.ts'

const SAFETY = 'catalogue/site/safety.csv'
const TODAY = '2031-04-01'
const HEADER = [
  'id',
  'date',
  'kind',
  'status',
  'codes',
  'lots',
  'expiry_from',
  'expiry_to',
  'title_it',
  'title_en',
  'text_it',
  'text_en',
  'actions_it',
  'actions_en',
  'letter_it',
  'letter_en',
]
type Cells = Partial<Record<(typeof HEADER)[number], string>>

function writeSheet(root: string, file: string, header: string[], rows: Cells[]): void {
  const csv: Csv = { delimiter: ';', bom: false, eol: '\n', header, rows: rows.map((cells) => header.map((h) => cells[h] ?? '')) }
  writeCsv(path.join(root, file), csv)
}

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

const items = (p: Product) => (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item] : []))
/** A code of the copy with a GTIN, and its product. */
function codeWithGtin(): { product: Product; code: string; gtin: string } {
  for (const product of before.products) for (const item of items(product)) if (item.gtin) return { product, code: item.code, gtin: item.gtin }
  throw new Error('The small catalogue has no code with a GTIN, which this test needs.')
}

const own = (cells: Cells = {}): Cells => ({
  id: 'own-recall',
  date: '2031-03-01',
  kind: 'recall',
  status: 'open',
  codes: codeWithGtin().code,
  lots: '2604A',
  title_it: 'Richiamo',
  title_en: 'Recall',
  text_it: 'Il lotto può virare prima del tempo.',
  text_en: 'The lot may change colour too early.',
  actions_it: 'Non usarlo.',
  actions_en: 'Do not use it.',
  ...cells,
})

/** The own row, and a second row with `cells` in place; where it is refused. */
function addRow(cells: Cells, refused: { column: string; code: string; names?: string }): Refusal {
  writeSheet(root, SAFETY, HEADER, [own(), own({ id: 'another', ...cells })])
  return { at: { file: SAFETY, row: 3, column: refused.column }, code: refused.code, names: refused.names }
}

const cases: [name: string, mutate: () => Refusal][] = [
  ['an unknown code', () => addRow({ codes: `${codeWithGtin().code}, NO-SUCH-CODE` }, { column: 'codes', code: 'unknown-code', names: 'NO-SUCH-CODE' })],
  ['a GTIN of no code', () => addRow({ codes: '09520000000016' }, { column: 'codes', code: 'unknown-gtin', names: '09520000000016' })],
  [
    'a range of lots that runs backwards',
    () => addRow({ lots: '2604A, 2605D..2605A' }, { column: 'lots', code: 'malformed-lot', names: 'its last lot comes before its first' }),
  ],
  ['a range of lots of different lengths', () => addRow({ lots: '2605A..2605AB' }, { column: 'lots', code: 'malformed-lot', names: 'different lengths' })],
  [
    'an expiry range that ends before it begins',
    () => addRow({ lots: '', expiry_from: '2027-06-30', expiry_to: '2027-01-31' }, { column: 'expiry_to', code: 'expiry-range-reversed', names: '2027-06-30' }),
  ],
  [
    'an open recall without its English actions',
    () => addRow({ actions_en: '' }, { column: 'actions_en', code: 'recall-without-actions', names: '"actions_en"' }),
  ],
  [
    'a letter that is not there',
    () => addRow({ letter_it: '/pdfs/safety/no-such-letter.pdf' }, { column: 'letter_it', code: 'missing-file', names: 'no-such-letter.pdf' }),
  ],
  ['an unknown kind', () => addRow({ kind: 'withdrawal' }, { column: 'kind', code: 'invalid-value', names: 'recall, fsca, advisory' })],
  ['an unknown status', () => addRow({ status: 'done' }, { column: 'status', code: 'invalid-value', names: 'open, closed' })],
  ['no code', () => addRow({ codes: '' }, { column: 'codes', code: 'missing-value' })],
  [
    'the id of a notice of the notices sheet',
    () => {
      writeSheet(
        root,
        'catalogue/site/notices.csv',
        ['id', 'date', 'kind', 'lines', 'products', 'codes', 'title_it', 'title_en', 'text_it', 'text_en'],
        [
          {
            id: 'own-recall',
            date: '2031-03-01',
            kind: 'material',
            codes: codeWithGtin().code,
            title_it: 'Materiale',
            title_en: 'Material',
            text_it: 'Cambia.',
            text_en: 'It changes.',
          },
        ],
      )
      writeSheet(root, SAFETY, HEADER, [own()])
      return { at: { file: SAFETY, row: 2, column: 'id' }, code: 'notice-id-taken', names: 'site/notices' }
    },
  ],
]

describe('the safety sheet refuses, at its cell, and writes nothing', () => {
  test.each(cases)('%s', async (_name, mutate) => {
    await expectRefusedAt(copy, mutate, TODAY)
  })
})

test('a valid row: a safety notice with the GTINs of its codes, named by a code or a GTIN, its lots, expiry range, actions and letters', () => {
  const { product, code, gtin } = codeWithGtin()
  fs.mkdirSync(path.join(root, 'public/pdfs/safety'), { recursive: true })
  fs.writeFileSync(path.join(root, 'public/pdfs/safety/letter-it.pdf'), onePagePdf('letter'))
  writeSheet(root, SAFETY, HEADER, [
    own({ lots: '2604A, 2605A..2605D', expiry_to: '2027-12-31', letter_it: '/pdfs/safety/letter-it.pdf' }),
    own({ id: 'by-gtin', kind: 'advisory', status: 'closed', codes: gtin.replace(/^0/, ''), lots: '', actions_it: '', actions_en: '' }),
  ])
  const out = path.join(root, 'out')
  const result = generateCatalogue({ root, outDir: out, today: TODAY })
  expect(result.problems).toEqual([])
  const notices = (JSON.parse(fs.readFileSync(path.join(out, 'catalogue.json'), 'utf8')) as CatalogueData).notices.filter((n) => n.kind === 'safety')
  const byId = Object.fromEntries(notices.map((n) => [n.id, n]))
  expect(byId['own-recall']).toMatchObject({
    lines: [product.line],
    products: [{ id: product.id, codes: [code] }],
    safety: {
      kind: 'recall',
      status: 'open',
      lots: ['2604A'],
      lotRanges: [{ first: '2605A', last: '2605D' }],
      expiry: { to: '2027-12-31' },
      actions: { it: 'Non usarlo.', en: 'Do not use it.' },
      letter: { it: '/pdfs/safety/letter-it.pdf' },
    },
  })
  expect(byId['own-recall']!.safety!.gtins).toContain(gtin)
  expect(byId['by-gtin']).toMatchObject({
    products: [{ id: product.id, codes: [code] }],
    safety: { kind: 'advisory', status: 'closed', lots: [], lotRanges: [], actions: { it: '', en: '' } },
  })
  expect(byId['by-gtin']!.safety!.expiry).toBeUndefined()
})
