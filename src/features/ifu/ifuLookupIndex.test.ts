import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '../../catalogue/generatedDir.ts'
import type { CatalogueData } from '../../catalogue/generatedData.ts'
import { assembleIfuLookupIndex, lookUpCode } from './ifuLookupIndex.ts'

const catalogue = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../..', GENERATED_DIR, 'catalogue.json'), 'utf8')) as CatalogueData
const index = assembleIfuLookupIndex(catalogue)
// The first product with a table that documents in more than one language cover.
const product = catalogue.products.find(
  (p) => p.table && new Set(catalogue.ifuDocuments.filter((d) => d.products.includes(p.id)).map((d) => d.language)).size > 1,
)!
const line = catalogue.lines.find((l) => l.id === product.line)!
const code = product.table!.rows.flatMap((r) => (r.kind === 'item' ? [r.item.code] : []))[0]!

describe('IFU lookup by code', () => {
  test('finds every current document covering the code, however the code is typed', () => {
    const expected = catalogue.ifuDocuments.filter((d) => d.products.includes(product.id)).map((d) => d.language)
    expect(expected.length).toBeGreaterThan(1)
    for (const typed of [code, code.toLowerCase(), code.replace(/-/g, ' '), ` ${code.replace(/-/g, '')} `, code.replace(/-/g, '.')]) {
      const answer = lookUpCode(index, typed, 'en')
      expect(answer?.documents.map((d) => d.language)).toEqual(expected)
      expect(answer?.product).toBe(`${line.name.en} · ${product.name.en}`)
    }
    expect(lookUpCode(index, code, 'it')?.product).toBe(`${line.name.it} · ${product.name.it}`)
  })

  test('a code in no IFU, and a code that does not exist, get no documents', () => {
    // Where every product has its IFU, a product of this catalogue without documents stands in.
    const uncovered = catalogue.products.find((p) => p.table && !catalogue.ifuDocuments.some((d) => d.products.includes(p.id)))
    const other = uncovered?.table!.rows.flatMap((r) => (r.kind === 'item' ? [r.item.code] : []))[0]
    const alone = assembleIfuLookupIndex({ ...catalogue, ifuDocuments: catalogue.ifuDocuments.filter((d) => !d.products.includes(product.id)) })
    expect(lookUpCode(alone, code, 'it')).toBeUndefined()
    if (other !== undefined) expect(lookUpCode(index, other, 'it')).toBeUndefined()
    expect(lookUpCode(index, 'XX-NOPE-000', 'it')).toBeUndefined()
  })

  test('finds the documents by the GTIN of a code, and nothing by a GTIN no code has', () => {
    // The catalogue's own GTINs, or one given here to the product's first code.
    const withGtin = structuredClone(catalogue)
    const row = withGtin.products.find((p) => p.id === product.id)!.table!.rows.find((r) => r.kind === 'item')!
    if (row.kind === 'item') row.item.gtin ??= '09520000000019'
    const gtin = row.kind === 'item' ? row.item.gtin! : ''
    const answer = lookUpCode(assembleIfuLookupIndex(withGtin), gtin, 'en', gtin)
    expect(answer?.product).toBe(`${line.name.en} · ${product.name.en}`)
    expect(answer?.documents.length).toBeGreaterThan(1)
    expect(lookUpCode(index, '00000000000000', 'en', '00000000000000')).toBeUndefined()
  })

  test('the shipped index is at most 10 KB gzipped and answers within 50 ms', () => {
    const bytes = gzipSync(JSON.stringify(index)).length
    expect(bytes).toBeLessThanOrEqual(10 * 1024)
    const codes = Object.keys(index.c)
    const started = performance.now()
    for (const c of codes) lookUpCode(index, c, 'it')
    // All codes together, generously: one answer is a small fraction of this.
    expect(performance.now() - started).toBeLessThan(50)
  })
})
