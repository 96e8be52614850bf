/** The order of lines on a category page comes from the catalogue: categories.csv, column line_order. */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import type { SiteData } from '../../src/catalogue/generatedData.ts'
import { column, makeSmallCatalogue, readCsv, removeCopy, writeCsv } from '../../scripts/harness/catalogueCopy.ts'

const CATEGORIES = 'catalogue/site/categories.csv'
let root: string
beforeEach(() => {
  root = makeSmallCatalogue()
})
afterEach(() => removeCopy(root))

function site(): SiteData {
  const out = path.join(root, 'out')
  expect(generateCatalogue({ root, outDir: out }).problems).toEqual([])
  return JSON.parse(fs.readFileSync(path.join(out, 'site.json'), 'utf8')) as SiteData
}

function setOrder(row: number, order: string) {
  const csv = readCsv(path.join(root, CATEGORIES))
  csv.rows[row]![column(csv, 'line_order')] = order
  writeCsv(path.join(root, CATEGORIES), csv)
}

test('the lines a category lists come in the order line_order names, then the others in sheet order', () => {
  const before = site().categories[0]!
  expect(before.lines.length).toBeGreaterThan(1)
  const [first, second, ...rest] = before.lines
  setOrder(0, `${second}, ${first}`)
  expect(site().categories[0]!.lines).toEqual([second, first, ...rest])
})

test('a line the category does not list is refused at its cell', () => {
  setOrder(0, 'no-such-line')
  expect(generateCatalogue({ root, check: true }).problems).toEqual([
    expect.objectContaining({ file: CATEGORIES, row: 2, column: 'line_order', code: 'invalid-value' }),
  ])
})
