import { describe, expect, test } from 'vitest'
import { catalogue } from '#src/catalogue/data.ts'
import { langs } from '#src/catalogue/langs.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import { ifuFor, tenderIndex } from './tenderIndex'

const doc = (page: string, language: string, products: string[]) => ({ page, language, products })

describe('ifuFor', () => {
  const documents = [
    doc('sp', 'de', ['sp/a', 'sp/b']),
    doc('sp', 'it', ['sp/a', 'sp/b']),
    doc('sp-a', 'it', ['sp/a']),
    doc('gf', 'fr', ['gf/a']),
    doc('gf', 'de', ['gf/a']),
  ]
  test.each<[string, string, Lang, { language: string; path: string }[]]>([
    [
      'the documents in the sheet’s language, with the page in its language',
      'sp/a',
      'it',
      [
        { language: 'it', path: '/ifu/sp/it/' },
        { language: 'it', path: '/ifu/sp-a/it/' },
      ],
    ],
    [
      'in English: the English interface of the same pages',
      'sp/b',
      'en',
      [
        { language: 'de', path: '/en/ifu/sp/de/' },
        { language: 'it', path: '/en/ifu/sp/it/' },
      ],
    ],
    [
      'none in the language: every one, by language',
      'gf/a',
      'it',
      [
        { language: 'de', path: '/ifu/gf/de/' },
        { language: 'fr', path: '/ifu/gf/fr/' },
      ],
    ],
    ['a product no document covers: none', 'ind/x', 'it', []],
  ])('%s', (_name, product, lang, expected) => {
    expect(ifuFor(product, documents, lang)).toEqual(expected)
  })
})

test('each code of the catalogue with its pieces, its GTIN, its own BD/RDM number or its product’s, its product’s other regulatory values and its line’s declaration', () => {
  for (const lang of langs) {
    const index = tenderIndex(catalogue, lang)
    let codes = 0
    // Products still sold: one no longer sold cannot be asked for.
    for (const product of catalogue.products.filter((p) => p.withdrawn === undefined)) {
      const line = catalogue.lines.find((l) => l.id === product.line)!
      for (const row of product.table?.rows ?? []) {
        if (row.kind !== 'item') continue
        codes++
        const info = index[row.item.code]!
        expect(info.pieces).toBe(row.item.pieces)
        expect(info.gtin).toBe(row.item.gtin)
        expect([info.basicUdiDi, info.emdn, info.bdRdm, info.riskClass]).toEqual([
          product.regulatory?.basicUdiDi,
          product.regulatory?.emdn,
          row.item.bdRdm ?? product.regulatory?.bdRdm,
          product.regulatory?.riskClass,
        ])
        expect(info.doc).toEqual(line.declarationOfConformity)
        expect(info.ifu ?? []).toEqual(ifuFor(product.id, catalogue.ifuDocuments, lang))
      }
    }
    expect(codes).toBeGreaterThan(0)
    expect(Object.keys(index)).toHaveLength(codes)
  }
})

test("a code's levels carry their GTINs (box and carton too) and its product's shelf life, in both languages", () => {
  const product = catalogue.products.find((p) => p.table?.rows.some((r) => r.kind === 'item'))!
  const item = {
    code: 'X-1',
    gtin: '09521234100263',
    pieces: 200,
    boxPieces: 1000,
    boxGtin: '19521234100260',
    cartonPieces: 4000,
    cartonGtin: '29521234100267',
  }
  const edited = {
    ...product,
    shelfLifeMonths: 36,
    orderUnit: 'box' as const,
    table: { columns: product.table!.columns, rows: [{ kind: 'item' as const, item }] },
  }
  for (const lang of langs) {
    const info = tenderIndex({ ...catalogue, products: [edited] }, lang)['X-1']!
    expect(info.levels).toEqual([
      { level: 'pack', pieces: 200, gtin: '09521234100263' },
      { level: 'box', pieces: 1000, gtin: '19521234100260' },
      { level: 'carton', pieces: 4000, gtin: '29521234100267' },
    ])
    expect(info.unit).toEqual({ level: 'box', pieces: 1000 })
    expect(info.shelfLifeMonths).toBe(36)
  }
})
