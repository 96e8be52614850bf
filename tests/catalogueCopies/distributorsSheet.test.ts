/**
 * The distributors (catalogue/site/distributors.csv) and the company's sales_area as a product
 * manager edits them: each mistake refused as one problem at its cell, nothing written while one
 * remains; valid rows in the generated catalogue. The sheet is one row of the test's own, in
 * Munich.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { CatalogueData } from '../../src/catalogue/generatedData.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import {
  type Csv,
  column,
  editCopyCsv,
  expectRefusedAt,
  type GeneratedCopy,
  generatedCopies,
  readCsv,
  type Refusal,
  removeCopy,
  writeCsv,
} from '../../scripts/harness/catalogueCopy.ts'

const DISTRIBUTORS = 'catalogue/site/distributors.csv'
const COMPANY = 'catalogue/site/company.csv'
const TODAY = '2031-04-01'
const HEADER = ['id', 'name', 'country', 'areas', 'postcodes', 'address', 'latitude', 'longitude', 'phone', 'email', 'website', 'lines'] as const
type Cells = Partial<Record<(typeof HEADER)[number], string>>

/** The copy's first line, which the own row carries. */
function firstLine(root: string): string {
  const lines = readCsv(path.join(root, 'catalogue/site/lines.csv'))
  return lines.rows[0]![column(lines, 'id')]!
}

const ownCells = (root: string): Cells => ({
  id: 'own',
  name: 'Own GmbH',
  country: 'DE',
  areas: 'DE-BY',
  postcodes: '80, 81',
  address: 'Marienplatz 1, 80331 München',
  latitude: '48.137',
  longitude: '11,575',
  phone: '+49 89 1234 5678',
  email: 'info@own.example.com',
  website: 'https://own.example.com',
  lines: firstLine(root),
})

function writeDistributors(root: string, rows: Cells[]): void {
  const csv: Csv = { delimiter: ';', bom: false, eol: '\n', header: [...HEADER], rows: rows.map((cells) => HEADER.map((h) => cells[h] ?? '')) }
  writeCsv(path.join(root, DISTRIBUTORS), csv)
}

/** A company field, written last (or, undefined, left out); the row it is on. */
function setCompanyField(root: string, field: 'sales_area' | 'sales_postcodes', value: string | undefined): number {
  return editCopyCsv(root, COMPANY, (csv, col) => {
    csv.rows = csv.rows.filter((r) => r[col('field')] !== field)
    if (value !== undefined) csv.rows.push(csv.header.map((h) => (h === 'field' ? field : h === 'value' ? value : '')))
    return csv.rows.length + 1
  })
}
const setSalesArea = (root: string, value: string | undefined) => setCompanyField(root, 'sales_area', value)

const copies = generatedCopies({
  today: TODAY,
  prepare: (root) => {
    writeDistributors(root, [ownCells(root)])
    setSalesArea(root, 'IT-25')
    setCompanyField(root, 'sales_postcodes', undefined)
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

/** Adds a second row, the own row's cells with `cells` in place; where it is refused. */
function addRow(cells: Cells, refused: { column: string; code: string; names?: string }): Refusal {
  writeDistributors(root, [ownCells(root), { ...ownCells(root), id: 'another', ...cells }])
  return { at: { file: DISTRIBUTORS, row: 3, column: refused.column }, code: refused.code, names: refused.names }
}

const cases: [name: string, mutate: () => Refusal][] = [
  ['a latitude that is not a number', () => addRow({ latitude: '48°08′N' }, { column: 'latitude', code: 'invalid-value', names: 'from -90 to 90' })],
  ['a latitude out of range', () => addRow({ latitude: '91' }, { column: 'latitude', code: 'invalid-value', names: 'from -90 to 90' })],
  ['a longitude out of range', () => addRow({ longitude: '-180.5' }, { column: 'longitude', code: 'invalid-value', names: 'from -180 to 180' })],
  [
    'latitude and longitude swapped',
    () => addRow({ latitude: '11.575', longitude: '48.137' }, { column: 'latitude', code: 'point-outside-country', names: 'swapped?' }),
  ],
  [
    'a point in another country',
    () => addRow({ latitude: '41.9', longitude: '12.5' }, { column: 'latitude', code: 'point-outside-country', names: 'outside DE;' }),
  ],
  ['an e-mail that is not one', () => addRow({ email: 'info at own.example.com' }, { column: 'email', code: 'invalid-value', names: 'e-mail address' })],
  ['a website that is not one', () => addRow({ website: 'www.own.example.com' }, { column: 'website', code: 'invalid-value', names: 'https://' })],
  ['an unknown line', () => addRow({ lines: 'no-such-line' }, { column: 'lines', code: 'unknown-line', names: 'no-such-line' })],
  ['a country that is no ISO 3166-1 code', () => addRow({ country: 'XY' }, { column: 'country', code: 'unknown-country', names: '"XY"' })],
  ['a country written by its name', () => addRow({ country: 'Germania' }, { column: 'country', code: 'unknown-country', names: 'write DE' })],
  [
    'an area of another country',
    () => addRow({ areas: 'DE-BY, IT-21' }, { column: 'areas', code: 'unknown-area', names: '"IT-21" is not an ISO 3166-2 subdivision of DE' }),
  ],
  ['an area without its country', () => addRow({ areas: 'BY' }, { column: 'areas', code: 'unknown-area', names: 'write DE-BY' })],
  ['a postcode prefix with a space inside', () => addRow({ postcodes: '80 331-2' }, { column: 'postcodes', code: 'invalid-value' })],
  ['an id used twice', () => addRow({ id: 'own' }, { column: 'id', code: 'duplicate-value', names: 'every distributor must be unique' })],
  [
    'a sales_area code that is no country or subdivision',
    () => {
      const row = setSalesArea(root, 'IT-25, Lombardia')
      return { at: { file: COMPANY, row, column: 'value' }, code: 'invalid-value', names: '"LOMBARDIA"' }
    },
  ],
  [
    'a sales_postcodes prefix with a dash',
    () => {
      const row = setCompanyField(root, 'sales_postcodes', '20, 20-1')
      return { at: { file: COMPANY, row, column: 'value' }, code: 'invalid-value', names: '"20-1"' }
    },
  ],
]

describe('the distributors sheet refuses, at its cell, and writes nothing', () => {
  test.each(cases)('%s', async (_name, mutate) => {
    await expectRefusedAt(copy, mutate, TODAY)
  })
})

describe('what the generated catalogue holds', () => {
  function generated(): CatalogueData['whereToBuy'] {
    const out = path.join(root, 'out')
    const result = generateCatalogue({ root, outDir: out, today: TODAY })
    expect(result.problems).toEqual([])
    return (JSON.parse(fs.readFileSync(path.join(out, 'catalogue.json'), 'utf8')) as CatalogueData).whereToBuy
  }

  test('a distributor as written, numbers with a comma read, codes in capitals; the company for its sales area, at the map point, with every line', () => {
    writeDistributors(root, [{ ...ownCells(root), country: 'de', areas: 'de-by', website: '' }])
    setSalesArea(root, 'IT-25, it-21, CH')
    setCompanyField(root, 'sales_postcodes', '20, 1a')
    const { distributors, countries, areas } = generated()
    const own = distributors.find((d) => d.id === 'own')
    expect(own).toEqual({
      id: 'own',
      name: 'Own GmbH',
      country: 'DE',
      areas: ['DE-BY'],
      postcodes: ['80', '81'],
      address: 'Marienplatz 1, 80331 München',
      latitude: 48.137,
      longitude: 11.575,
      phone: '+49 89 1234 5678',
      email: 'info@own.example.com',
      lines: [firstLine(root)],
    })
    const company = distributors.filter((d) => d.company)
    expect(company.map((d) => [d.id, d.country, d.areas])).toEqual([
      ['company-it', 'IT', ['IT-25', 'IT-21']],
      ['company-ch', 'CH', []],
    ])
    const lines = readCsv(path.join(root, 'catalogue/site/lines.csv'))
    expect(company[0]!.postcodes).toEqual(['20', '1A'])
    expect(company[0]!.lines).toEqual(lines.rows.map((r) => r[column(lines, 'id')]))
    expect(countries.map((c) => c.code)).toEqual(['CH', 'DE', 'IT'])
    expect(countries.find((c) => c.code === 'DE')!.name).toEqual({ it: 'Germania', en: 'Germany' })
    // Every subdivision of the countries served, with its parent: Bavaria's and Turin's.
    expect(areas.find((a) => a.code === 'DE-BY')).toMatchObject({ parent: 'DE' })
    expect(areas.find((a) => a.code === 'IT-TO')).toMatchObject({ name: 'Torino', parent: 'IT-21' })
  })

  test('a point in an overseas part of its country is in it', () => {
    writeDistributors(root, [{ ...ownCells(root), country: 'FR', areas: '', postcodes: '974', latitude: '-20.88', longitude: '55.45' }])
    expect(generated().distributors.find((d) => d.id === 'own')?.country).toBe('FR')
  })

  test('the sheet and the sales area may be left out: no one to list', () => {
    fs.rmSync(path.join(root, DISTRIBUTORS))
    setSalesArea(root, undefined)
    setCompanyField(root, 'sales_postcodes', '20')
    expect(generated()).toEqual({ distributors: [], countries: [], areas: [] })
  })
})
