/**
 * The sterilisation cycles (site/cycles.csv), the cycles products are validated for
 * (site/validations.csv) and their sealing parameters (site/sealing.csv), as a product manager
 * edits them: each mistake refused as one problem at its cell, nothing written while one remains;
 * valid rows in the generated catalogue and its search index. The three sheets are the test's own
 * (one cycle per method, no validation, no sealing row).
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from 'xlsx'
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import { sterilisationMethods, type SterilisationMethod } from '../../src/catalogue/deviceAttributes.ts'
import type { CatalogueData, Product, SearchItem } from '../../src/catalogue/generatedData.ts'
import { matchProducts } from '../../src/search/memoryIndex.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import {
  type Csv,
  column,
  expectRefusedAt,
  type GeneratedCopy,
  generatedCopies,
  headersOf,
  readCsv,
  readWorkbook,
  type Refusal,
  removeCopy,
  writeCsv,
  writeWorkbook,
} from '../../scripts/harness/catalogueCopy.ts'

const CYCLES = 'catalogue/site/cycles.csv'
const VALIDATIONS = 'catalogue/site/validations.csv'
const SEALING = 'catalogue/site/sealing.csv'
const DOCUMENTS = 'catalogue/site/documents.csv'
const CERTIFICATIONS = 'catalogue/site/certifications.csv'
const TODAY = '2031-04-01'
const PDF = '/pdfs/documents/own-validation.pdf'

const HEADERS = {
  cycles: ['id', 'method', 'maker', 'model', 'model_it', 'model_en', 'cycle', 'cycle_it', 'cycle_en', 'temperature_c'],
  validations: ['product', 'codes', 'cycle', 'evidence'],
  sealing: [
    'line',
    'product',
    'temperature_min_c',
    'temperature_max_c',
    'pressure_min_n',
    'pressure_max_n',
    'dwell_min_s',
    'dwell_max_s',
    'speed_min_m_min',
    'speed_max_m_min',
  ],
  documents: ['id', 'kind', 'title_it', 'title_en', 'lines', 'products', 'codes', 'pdf', 'language', 'issued', 'valid_until'],
} as const
type SheetName = keyof typeof HEADERS
type Cells<S extends SheetName> = Partial<Record<(typeof HEADERS)[S][number], string>>
const FILES: Record<SheetName, string> = { cycles: CYCLES, validations: VALIDATIONS, sealing: SEALING, documents: DOCUMENTS }

function writeSheet<S extends SheetName>(root: string, sheet: S, rows: Cells<S>[]): void {
  const header = [...HEADERS[sheet]] as string[]
  const csv: Csv = { delimiter: ';', bom: false, eol: '\n', header, rows: rows.map((r) => header.map((h) => (r as Record<string, string>)[h] ?? '')) }
  writeCsv(path.join(root, FILES[sheet]), csv)
}

/** The test's own cycle of each method, all of one sterilizer ("ASP STERRAD 100NX"), told apart by their ids. */
const cycleId = (m: SterilisationMethod) => `own-${m.replace('_', '-')}`
const ownCycles = (): Cells<'cycles'>[] =>
  sterilisationMethods.map((m) => ({
    id: cycleId(m),
    method: m,
    maker: 'ASP',
    model: 'STERRAD 100NX',
    cycle: 'Express',
    temperature_c: m === 'steam' ? '134' : '',
  }))

const copies = generatedCopies({
  today: TODAY,
  prepare: (root) => {
    // Every certificate valid well past TODAY: no warning but what a test makes.
    const certificates = readCsv(path.join(root, CERTIFICATIONS))
    for (const r of certificates.rows) r[column(certificates, 'valid_until')] = '2099-12-31'
    writeCsv(path.join(root, CERTIFICATIONS), certificates)
    fs.mkdirSync(path.join(root, 'public', path.dirname(PDF)), { recursive: true })
    fs.copyFileSync(path.join(root, 'public', certificates.rows[0]![column(certificates, 'pdf')]!), path.join(root, 'public', PDF))
    const lines = readCsv(path.join(root, 'catalogue/site/lines.csv'))
    writeSheet(root, 'documents', [
      {
        id: 'own-report',
        kind: 'test-report',
        title_it: 'Rapporto',
        title_en: 'Report',
        lines: lines.rows[0]![column(lines, 'id')],
        pdf: PDF,
        language: 'en',
        issued: '2025-06-12',
      },
    ])
    writeSheet(root, 'cycles', ownCycles())
    fs.rmSync(path.join(root, VALIDATIONS), { force: true })
    fs.rmSync(path.join(root, SEALING), { force: true })
  },
})
let copy: GeneratedCopy
let root = ''
beforeEach(() => {
  copy = copies.make()
  root = copy.root
})
afterEach(() => removeCopy(root))
afterAll(copies.remove)

function generatedBefore(): CatalogueData {
  return JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'catalogue.json'), 'utf8')) as CatalogueData
}

const codesOf = (p: Product) => (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item.code] : []))

/**
 * A product sold, with codes, whose methods list some of the catalogue's methods but not all, in a
 * line with another product; a method it lists, one it does not, and a code of another product.
 */
function chosen(): { product: Product; listed: SterilisationMethod; unlisted: SterilisationMethod; sibling: Product; foreignCode: string } {
  const products = generatedBefore().products.filter((p) => p.withdrawn === undefined)
  const product = products.find(
    (p) =>
      codesOf(p).length > 0 &&
      (p.attributes?.methods?.length ?? 0) > 0 &&
      p.attributes!.methods!.length < sterilisationMethods.length &&
      products.some((o) => o.line === p.line && o.id !== p.id),
  )
  if (!product) throw new Error('no product with codes and some methods, in a line of two products or more')
  const methods = product.attributes!.methods!
  const sibling = products.find((o) => o.line === product.line && o.id !== product.id)!
  const foreignCode = codesOf(products.find((o) => o.id !== product.id && codesOf(o).length > 0)!)[0]!
  return { product, listed: methods[0]!, unlisted: sterilisationMethods.find((m) => !methods.includes(m))!, sibling, foreignCode }
}

/** A code of the product given its own methods cell in its table (its line's workbook), the column added where the sheet has none. */
function giveCodeItsOwnMethods(product: Product, code: string, methods: string): void {
  const products = readCsv(path.join(root, 'catalogue/site/products.csv'))
  const row = products.rows.find((r) => `${r[column(products, 'line')]}/${r[column(products, 'slug_en')]}` === product.id)!
  const file = path.join(root, `catalogue/tables/${product.line}.xlsx`)
  const wb = readWorkbook(file)
  const ws = wb.Sheets[row[column(products, 'table')]!]!
  const headers = headersOf(ws)
  const codeColumn = headers.indexOf('code')
  const c = headers.includes('methods') ? headers.indexOf('methods') : headers.length
  ws[XLSX.utils.encode_cell({ r: 0, c })] = { t: 's', v: 'methods' }
  const range = XLSX.utils.decode_range(ws['!ref']!)
  for (let r = 1; r <= range.e.r; r++) {
    if ((ws[XLSX.utils.encode_cell({ r, c: codeColumn })] as XLSX.CellObject | undefined)?.v === code)
      ws[XLSX.utils.encode_cell({ r, c })] = { t: 's', v: methods }
  }
  range.e.c = Math.max(range.e.c, c)
  ws['!ref'] = XLSX.utils.encode_range(range)
  writeWorkbook(file, wb)
}

/** Sheet `sheet` with its valid rows and `bad` as its row 3; where the problem is expected. */
function refuse<S extends SheetName>(sheet: S, valid: Cells<S>, bad: Cells<S>, column: string, code: string, names?: string): Refusal {
  writeSheet(root, sheet, [valid, { ...valid, ...bad }])
  return { at: { file: FILES[sheet], row: 3, column }, code, names }
}

const validation = (): Cells<'validations'> => ({ product: chosen().product.id, cycle: cycleId(chosen().listed) })
const sealing = (): Cells<'sealing'> => ({ line: chosen().product.line, temperature_min_c: '170', temperature_max_c: '200' })
const cycle = ownCycles()[0]!

const cases: [name: string, mutate: () => Refusal][] = [
  // cycles.csv
  ['a cycle id used twice', () => refuse('cycles', cycle, {}, 'id', 'duplicate-value', 'every cycle must be unique')],
  ['a cycle named as a method', () => refuse('cycles', cycle, { id: 'steam' }, 'id', 'invalid-value', "a cycle's id cannot be a method's id")],
  ['an unknown method', () => refuse('cycles', cycle, { id: 'other', method: 'plasma-gas' }, 'method', 'invalid-value', 'hydrogen_peroxide')],
  [
    'a temperature that is not a number',
    () => refuse('cycles', cycle, { id: 'other', temperature_c: 'hot' }, 'temperature_c', 'invalid-value', 'positive number'),
  ],
  [
    'a temperature with its unit',
    () => refuse('cycles', cycle, { id: 'other', temperature_c: '134 °C' }, 'temperature_c', 'unit-in-number', 'write the number alone, 134'),
  ],
  [
    'a generic model in Italian only',
    () =>
      refuse(
        'cycles',
        cycle,
        { id: 'other', model: '', model_it: 'Sterilizzatrice a vapore' },
        'model_en',
        'generic-name-one-language',
        '"Sterilizzatrice a vapore"',
      ),
  ],
  [
    'a generic cycle name in English only',
    () => refuse('cycles', cycle, { id: 'other', cycle: '', cycle_en: 'Prevacuum 134 °C' }, 'cycle_it', 'generic-name-one-language', 'write it in cycle_it'),
  ],
  [
    'a trade name and a generic name at once',
    () =>
      refuse(
        'cycles',
        cycle,
        { id: 'other', model_it: 'Sterilizzatrice a vapore', model_en: 'Steam sterilizer' },
        'model',
        'trade-and-generic-name',
        `"${cycle.model}"`,
      ),
  ],
  ['no model at all', () => refuse('cycles', cycle, { id: 'other', model: '' }, 'model', 'missing-cycle-name', 'model_it and model_en')],
  // validations.csv
  [
    'an unknown product',
    () => refuse('validations', validation(), { product: 'no-such-line/no-such-product' }, 'product', 'unknown-product', 'no-such-line/no-such-product'),
  ],
  [
    'a code of another product',
    () => refuse('validations', validation(), { codes: chosen().foreignCode }, 'codes', 'code-not-of-product', chosen().foreignCode),
  ],
  ['an unknown cycle', () => refuse('validations', validation(), { cycle: 'no-such-cycle' }, 'cycle', 'unknown-cycle', 'no-such-cycle')],
  [
    'a cycle of a method the product does not list',
    () =>
      refuse('validations', validation(), { cycle: cycleId(chosen().unlisted) }, 'cycle', 'cycle-method-not-listed', `needs the method ${chosen().unlisted}`),
  ],
  [
    "a cycle of a method a code's own methods cell does not list",
    () => {
      const { product, listed, unlisted } = chosen()
      const [code, other] = codesOf(product)
      if (other === undefined) throw new Error(`${product.id} has one code`)
      giveCodeItsOwnMethods(product, code!, unlisted)
      return refuse(
        'validations',
        { product: product.id, codes: other, cycle: cycleId(listed) },
        { codes: code },
        'cycle',
        'cycle-method-not-listed',
        `the code ${code}'s methods cell lists ${unlisted}`,
      )
    },
  ],
  [
    'an unknown evidence id',
    () =>
      refuse(
        'validations',
        validation(),
        { codes: codesOf(chosen().product)[0], evidence: 'no-such-report' },
        'evidence',
        'unknown-evidence',
        'no-such-report',
      ),
  ],
  [
    'a missing evidence PDF',
    () =>
      refuse(
        'validations',
        validation(),
        { codes: codesOf(chosen().product)[0], evidence: '/pdfs/documents/nowhere.pdf' },
        'evidence',
        'missing-file',
        '/pdfs/documents/nowhere.pdf',
      ),
  ],
  ['the same validation twice', () => refuse('validations', validation(), {}, 'cycle', 'duplicate-value')],
  // sealing.csv
  [
    'a minimum above its maximum',
    () =>
      refuse(
        'sealing',
        sealing(),
        { product: chosen().product.id, temperature_min_c: '210' },
        'temperature_min_c',
        'minimum-above-maximum',
        'temperature_max_c',
      ),
  ],
  [
    'a temperature no sealer reaches',
    () =>
      refuse('sealing', sealing(), { product: chosen().product.id, temperature_max_c: '356' }, 'temperature_max_c', 'sealing-temperature-range', '60 and 260'),
  ],
  [
    'a temperature typed with °C',
    () =>
      refuse(
        'sealing',
        sealing(),
        { product: chosen().product.id, temperature_max_c: '180°C' },
        'temperature_max_c',
        'unit-in-number',
        'write the number alone, 180',
      ),
  ],
  [
    'a temperature typed with C',
    () =>
      refuse(
        'sealing',
        sealing(),
        { product: chosen().product.id, temperature_min_c: '180 C' },
        'temperature_min_c',
        'unit-in-number',
        'the unit is in the column',
      ),
  ],
  [
    'a pressure typed in bar',
    () =>
      refuse('sealing', sealing(), { product: chosen().product.id, pressure_min_n: '2 bar' }, 'pressure_min_n', 'unit-in-number', 'write the number alone, 2'),
  ],
  ['an unknown line', () => refuse('sealing', sealing(), { line: 'no-such-line' }, 'line', 'unknown-line', 'no-such-line')],
  ['a product not of the line', () => refuse('sealing', sealing(), { product: 'no-such-product' }, 'product', 'unknown-product', 'no-such-product')],
  [
    'a row giving no value',
    () =>
      refuse(
        'sealing',
        sealing(),
        { product: chosen().product.id, temperature_min_c: '', temperature_max_c: '' },
        'temperature_min_c',
        'sealing-without-values',
      ),
  ],
  ['a line given twice', () => refuse('sealing', sealing(), { temperature_min_c: '160' }, 'product', 'duplicate-value')],
]

describe('the cycles, validations and sealing sheets refuse, at their cell, and write nothing', () => {
  test.each(cases)('%s', async (_name, mutate) => {
    await expectRefusedAt(copy, mutate, TODAY)
  })
})

describe('what the generated catalogue holds', () => {
  function generated(): { data: CatalogueData; search: SearchItem[] } {
    const out = path.join(root, 'out')
    const result = generateCatalogue({ root, outDir: out, today: TODAY })
    expect(result.problems).toEqual([])
    const read = <T>(name: string) => JSON.parse(fs.readFileSync(path.join(out, name), 'utf8')) as T
    return { data: read<CatalogueData>('catalogue.json'), search: read<SearchItem[]>('search-it.json') }
  }

  test('the cycles in sheet order; a product its validations in sheet order, with their codes and evidence', () => {
    const { product, listed } = chosen()
    const [first, second] = codesOf(product)
    writeSheet(root, 'validations', [
      { product: product.id, cycle: cycleId(listed), evidence: 'own-report' },
      { product: product.id, codes: ` ${first}, ${second ?? first} ,${first}`, cycle: cycleId(listed), evidence: PDF },
    ])
    const { data } = generated()
    expect(data.cycles).toEqual(
      sterilisationMethods.map((m) => ({
        id: cycleId(m),
        method: m,
        maker: 'ASP',
        model: { it: 'STERRAD 100NX', en: 'STERRAD 100NX' },
        cycle: { it: 'Express', en: 'Express' },
        ...(m === 'steam' && { temperatureC: 134 }),
      })),
    )
    expect(data.products.find((p) => p.id === product.id)!.cycles).toEqual([
      { cycle: cycleId(listed), evidence: { pdf: PDF, document: 'own-report' } },
      { cycle: cycleId(listed), codes: [...new Set([first, second ?? first])], evidence: { pdf: PDF } },
    ])
    expect(data.products.filter((p) => p.cycles !== undefined).map((p) => p.id)).toEqual([product.id])
  })

  test('a generic name in each language, a trade name the same in both', () => {
    const generic = { model_it: 'Sterilizzatrice a vapore', model_en: 'Steam sterilizer', cycle_it: 'Prevuoto 134 °C', cycle_en: 'Prevacuum 134 °C' }
    writeSheet(root, 'cycles', [
      { ...cycle, model: '', cycle: '', ...generic },
      { ...cycle, id: 'other', model: '', ...generic, cycle_it: '', cycle_en: '' },
    ])
    expect(generated().data.cycles.map(({ model, cycle }) => ({ model, cycle }))).toEqual([
      { model: { it: generic.model_it, en: generic.model_en }, cycle: { it: generic.cycle_it, en: generic.cycle_en } },
      { model: { it: generic.model_it, en: generic.model_en }, cycle: { it: cycle.cycle, en: cycle.cycle } },
    ])
  })

  test('a sheet without the columns per language reads as before: every name a trade name', () => {
    const header = ['id', 'method', 'maker', 'model', 'cycle', 'temperature_c']
    writeCsv(path.join(root, CYCLES), { delimiter: ';', bom: false, eol: '\n', header, rows: [header.map((h) => (cycle as Record<string, string>)[h] ?? '')] })
    expect(generated().data.cycles).toEqual([
      {
        id: cycle.id,
        method: cycle.method,
        maker: cycle.maker,
        model: { it: cycle.model, en: cycle.model },
        cycle: { it: cycle.cycle, en: cycle.cycle },
        ...(cycle.method === 'steam' && { temperatureC: 134 }),
      },
    ])
  })

  test("a line's sealing for each of its products; a product's row overrides it parameter by parameter", () => {
    const { product, sibling } = chosen()
    writeSheet(root, 'sealing', [
      { line: product.line, temperature_min_c: '170', temperature_max_c: '200', pressure_min_n: '100', pressure_max_n: '150', speed_max_m_min: '12' },
      { line: product.line, product: product.slug.en, temperature_min_c: '120', temperature_max_c: '140,5', dwell_min_s: '1' },
    ])
    const { data } = generated()
    const of = (id: string) => data.products.find((p) => p.id === id)!.sealing
    expect(of(product.id)).toEqual({ temperatureC: { min: 120, max: 140.5 }, pressureN: { min: 100, max: 150 }, dwellS: { min: 1 }, speedMPerMin: { max: 12 } })
    expect(of(sibling.id)).toEqual({ temperatureC: { min: 170, max: 200 }, pressureN: { min: 100, max: 150 }, speedMPerMin: { max: 12 } })
    expect(data.products.filter((p) => p.line !== product.line && p.sealing !== undefined)).toEqual([])
  })

  test('the search finds a product by the words of the cycles it is validated for, however they are written', async () => {
    const { product, listed } = chosen()
    writeSheet(root, 'validations', [{ product: product.id, cycle: cycleId(listed) }])
    const { search } = generated()
    const item = search.find((i) => i.id === product.id)!
    for (const word of ['asp', 'sterrad', '100nx', 'express']) expect(item.keys.split(' '), word).toContain(word)
    for (const query of ['STERRAD', '100NX', 'sterrad 100nx express'])
      expect(
        (await matchProducts(search, query)).map((i) => i.id),
        query,
      ).toContain(product.id)
  })

  test('the three sheets may be left out: no cycles, and no product has cycles or sealing', () => {
    fs.rmSync(path.join(root, CYCLES))
    const { data } = generated()
    expect(data.cycles).toEqual([])
    expect(data.products.filter((p) => p.cycles !== undefined || p.sealing !== undefined)).toEqual([])
  })
})
