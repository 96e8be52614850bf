/** The pouch finder's packing rule in company.csv: checked like every other fact, with a default when left out. */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import { formatReport } from '../../scripts/catalogue/report/problems.ts'
import { column, makeSmallCatalogue, readCsv, removeCopy, writeCsv } from '../../scripts/harness/catalogueCopy.ts'

const COMPANY = 'catalogue/site/company.csv'
let root = ''
beforeEach(() => {
  root = makeSmallCatalogue()
})
afterEach(() => removeCopy(root))

function editCompany(change: (rows: string[][], field: number, value: number) => string[][]) {
  const csv = readCsv(path.join(root, COMPANY))
  writeCsv(path.join(root, COMPANY), { ...csv, rows: change(csv.rows, column(csv, 'field'), column(csv, 'value')) })
}

test('a fill written as "3/4" is reported with the field and what is expected', () => {
  editCompany((rows, f, v) => rows.map((r) => (r[f] === 'packing_max_fill' ? r.map((c, i) => (i === v ? '3/4' : c)) : r)))
  const result = generateCatalogue({ root })
  const report = formatReport(result.problems)
  expect(report).toContain('"3/4" is not valid; "packing_max_fill" is how full a pouch may be, a fraction from 0.1 to 1, e.g. 0.75 for three quarters.')
  expect(report).toMatch(/company\.csv.*row \d+.*value/)
})

test('a clearance out of range is reported', () => {
  editCompany((rows, f, v) => rows.map((r) => (r[f] === 'packing_clearance_mm' ? r.map((c, i) => (i === v ? '300' : c)) : r)))
  expect(formatReport(generateCatalogue({ root }).problems)).toContain('"300" is not valid; "packing_clearance_mm" is the room between instrument and seal')
})

test("without the two rows the makers' guidance applies: 30 mm, three quarters", () => {
  editCompany((rows, f) => rows.filter((r) => !r[f]!.startsWith('packing_')))
  const result = generateCatalogue({ root })
  expect(result.problems).toEqual([])
  const site = JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'site.json'), 'utf8'))
  expect(site.company.packing).toEqual({ clearanceMm: 30, maxFill: 0.75 })
})
