import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import { WRITTEN_FILE } from '../../scripts/catalogue/writeOutput.ts'
import {
  cellAddress,
  fingerprint,
  firstRowWith,
  generatedCopies,
  readWorkbook,
  removeCopy,
  workbookTables,
  writeWorkbook,
} from '../../scripts/harness/catalogueCopy.ts'

const outputs = [
  WRITTEN_FILE,
  'catalogue.json',
  'code-index-manifest.json',
  'dossier-documents.json',
  'ifu-lookup.json',
  'routes-pages.json',
  'routes.json',
  'search',
  'search-en.json',
  'search-it.json',
  'search-manifest.json',
  'sheet-index-manifest.json',
  'site.json',
  'tender-index-manifest.json',
]

describe('generated output', () => {
  // Each copy comes with the output of a first run, in src/generated.
  const copies = generatedCopies()
  let root = ''
  let first = ''
  beforeEach(() => {
    root = copies.make().root
    first = path.join(root, GENERATED_DIR)
  })
  afterEach(() => removeCopy(root))
  afterAll(copies.remove)

  test('two runs write byte-identical files', () => {
    const b = path.join(root, 'out-b')
    expect(generateCatalogue({ root, outDir: b }).problems).toEqual([])
    expect(fs.readdirSync(first).sort()).toEqual(outputs)
    // Each run's record of its own writing aside.
    for (const name of outputs.filter((n) => n.endsWith('.json') && n !== WRITTEN_FILE))
      expect(fs.readFileSync(path.join(b, name)), name).toEqual(fs.readFileSync(path.join(first, name)))
    // The search index's files too, folder and all.
    expect(fingerprint(path.join(b, 'search'))).toBe(fingerprint(path.join(first, 'search')))
  })

  test('a rerun replaces the folder whole, readable by everyone (755), with no leftovers', () => {
    fs.writeFileSync(path.join(first, 'stale.json'), '{}')
    generateCatalogue({ root })
    expect(fs.statSync(first).mode & 0o777).toBe(0o755)
    expect(fs.readdirSync(first).sort()).toEqual(outputs)
    expect(fs.readdirSync(path.join(root, path.dirname(GENERATED_DIR)))).toEqual([path.basename(GENERATED_DIR)])
  })

  test('a one-cell change in a spreadsheet is a one-line change in catalogue.json', () => {
    const b = path.join(root, 'out-b')
    const file = path.join(root, workbookTables(root, 1)[0]!.workbook)
    const wb = readWorkbook(file)
    const ws = wb.Sheets[wb.SheetNames[0]!]!
    const addr = cellAddress(ws, firstRowWith(ws, 'pieces'), 'pieces')
    ws[addr] = { t: 'n', v: Number(ws[addr].v) + 7 }
    writeWorkbook(file, wb)
    expect(generateCatalogue({ root, outDir: b }).problems).toEqual([])
    const before = fs.readFileSync(path.join(first, 'catalogue.json'), 'utf8').split('\n')
    const after = fs.readFileSync(path.join(b, 'catalogue.json'), 'utf8').split('\n')
    expect(after).toHaveLength(before.length)
    const changed = after.filter((line, i) => line !== before[i])
    expect(changed).toHaveLength(1)
    expect(changed[0]).toMatch(/"pieces": \d+/)
    expect(fingerprint(first)).not.toBe(fingerprint(b))
  })
})
