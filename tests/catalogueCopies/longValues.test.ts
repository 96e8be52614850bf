/**
 * A long paste costs the check time in proportion to its length: a value past its cap is refused
 * at its place, and a long text in a valid place is indexed in linear time. The times printed are
 * for the log; the bound asserted is several times what this machine takes, so a slow runner
 * does not fail it, but a cost that grows with the square of the length does.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { MAX_CHARS } from '../../src/catalogue/cells.ts'
import { itemTerms, MAX_ENDING } from '../../src/search/indexTerms.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import {
  cellAddress,
  column,
  makeSmallCatalogue,
  readCsv,
  readWorkbook,
  removeCopy,
  workbookTables,
  writeCsv,
  writeWorkbook,
} from '../../scripts/harness/catalogueCopy.ts'

const BOUND_MS = 2000

let root: string
beforeEach(() => {
  root = makeSmallCatalogue()
})
afterEach(() => removeCopy(root))

function timedCheck() {
  const start = performance.now()
  const result = generateCatalogue({ root, check: true })
  const ms = performance.now() - start
  return { result, ms }
}

test('a code of 20,000 characters is refused at its cell, in well under a second', () => {
  const { workbook, sheet, codeRows } = workbookTables(root, 1)[0]!
  const wb = readWorkbook(path.join(root, workbook))
  const ws = wb.Sheets[sheet]!
  ws[cellAddress(ws, codeRows[0]!, 'code')] = { t: 's', v: 'A1'.repeat(10_000) }
  writeWorkbook(path.join(root, workbook), wb)
  const { result, ms } = timedCheck()
  console.log(`20,000-character code: refused in ${Math.round(ms)} ms`)
  expect(result.problems).toEqual([expect.objectContaining({ file: workbook, sheet, row: codeRows[0], column: 'code', code: 'invalid-value' })])
  expect(result.problems[0]!.message).toContain(`at most ${MAX_CHARS.code} characters, and this cell has 20000`)
  expect(ms).toBeLessThan(BOUND_MS)
})

test('a name past its cap is refused; descriptions of 5,000 characters, one unbroken, check quickly', () => {
  const file = path.join(root, 'catalogue/site/products.csv')
  const csv = readCsv(file)
  const prose = 'Busta per la sterilizzazione a vapore, carta medicale e film laminato; indicatore chimico. '
  csv.rows.forEach((r, i) => {
    r[column(csv, 'description_it')] = prose.repeat(60).slice(0, 5000)
    // A paste with no spaces: the worst case for an index of every word's endings.
    r[column(csv, 'description_en')] = i === 0 ? 'x'.repeat(5000) : prose.repeat(60).slice(0, 5000)
  })
  writeCsv(file, csv)
  const valid = timedCheck()
  console.log(`descriptions of 5,000 characters: checked in ${Math.round(valid.ms)} ms`)
  expect(valid.result.problems).toEqual([])
  expect(valid.ms).toBeLessThan(BOUND_MS)

  csv.rows[0]![column(csv, 'name_en')] = 'N'.repeat(MAX_CHARS.name + 1)
  writeCsv(file, csv)
  expect(timedCheck().result.problems).toEqual([
    expect.objectContaining({ file: 'catalogue/site/products.csv', row: 2, column: 'name_en', code: 'invalid-value' }),
  ])
})

test('a legal text past its cap is refused with its file', () => {
  fs.writeFileSync(path.join(root, 'catalogue/legal/privacy.en.md'), '## Privacy\n\n' + 'Text. '.repeat(MAX_CHARS.legalText / 5))
  const { result } = timedCheck()
  expect(result.problems).toEqual([expect.objectContaining({ file: 'catalogue/legal/privacy.en.md', code: 'text-too-long' })])
})

test('the search index holds at most one entry per character of a word, none longer than MAX_ENDING', () => {
  const terms = itemTerms({ name: 'x', category: 'y', description: 'ab'.repeat(10_000), keys: '' })
  expect(terms.size).toBeLessThanOrEqual(20_000 + 2)
  expect(Math.max(...[...terms.keys()].map((t) => t.length))).toBe(MAX_ENDING)
})
