import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import { cellAddress, fingerprint, firstRowWith, makeCatalogueCopy, readWorkbook, removeCopy, workbookTables, writeWorkbook } from './catalogueCopy.ts'

const outputs = [
  'catalogue.json',
  'code-index-manifest.json',
  'ifu-lookup.json',
  'routes-pages.json',
  'routes.json',
  'search',
  'search-en.json',
  'search-it.json',
  'search-manifest.json',
  'site.json',
  'tender-index-manifest.json',
]

describe('generated output', () => {
  let root = ''
  beforeEach(() => {
    root = makeCatalogueCopy()
  })
  afterEach(() => removeCopy(root))

  test('two runs write byte-identical files', () => {
    const a = path.join(root, 'out-a')
    const b = path.join(root, 'out-b')
    expect(generateCatalogue({ root, outDir: a }).problems).toEqual([])
    expect(generateCatalogue({ root, outDir: b }).problems).toEqual([])
    expect(fs.readdirSync(a).sort()).toEqual(outputs)
    for (const name of outputs.filter((n) => n.endsWith('.json')))
      expect(fs.readFileSync(path.join(b, name)), name).toEqual(fs.readFileSync(path.join(a, name)))
    // The search index's files too, folder and all.
    expect(fingerprint(path.join(b, 'search'))).toBe(fingerprint(path.join(a, 'search')))
  })

  test('a rerun replaces the folder whole, readable by everyone (755), with no leftovers', () => {
    const out = path.join(root, GENERATED_DIR)
    generateCatalogue({ root })
    fs.writeFileSync(path.join(out, 'stale.json'), '{}')
    generateCatalogue({ root })
    expect(fs.statSync(out).mode & 0o777).toBe(0o755)
    expect(fs.readdirSync(out).sort()).toEqual(outputs)
    expect(fs.readdirSync(path.join(root, path.dirname(GENERATED_DIR)))).toEqual([path.basename(GENERATED_DIR)])
  })

  test('a one-cell change in a spreadsheet is a one-line change in catalogue.json', () => {
    const a = path.join(root, 'out-a')
    const b = path.join(root, 'out-b')
    generateCatalogue({ root, outDir: a })
    const file = path.join(root, workbookTables(root, 1)[0]!.workbook)
    const wb = readWorkbook(file)
    const ws = wb.Sheets[wb.SheetNames[0]!]!
    const addr = cellAddress(ws, firstRowWith(ws, 'pieces'), 'pieces')
    ws[addr] = { t: 'n', v: Number(ws[addr].v) + 7 }
    writeWorkbook(file, wb)
    expect(generateCatalogue({ root, outDir: b }).problems).toEqual([])
    const before = fs.readFileSync(path.join(a, 'catalogue.json'), 'utf8').split('\n')
    const after = fs.readFileSync(path.join(b, 'catalogue.json'), 'utf8').split('\n')
    expect(after).toHaveLength(before.length)
    const changed = after.filter((line, i) => line !== before[i])
    expect(changed).toHaveLength(1)
    expect(changed[0]).toMatch(/"pieces": \d+/)
    expect(fingerprint(path.join(a))).not.toBe(fingerprint(b))
  })
})
