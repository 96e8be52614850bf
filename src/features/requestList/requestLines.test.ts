import { expect, test } from 'vitest'
import { catalogue } from '#src/catalogue/data.ts'
import { langs } from '#src/catalogue/langs.ts'
import { codeIndex } from './codeIndex'
import { requestLines } from './requestLines'

const texts = {
  heading: 'Requested codes:',
  quantity: 'quantity: {n}',
  unknown: 'no longer in the catalogue',
  samples: 'free samples requested',
  samplesTerms: 'The samples are free of charge.',
}

test('one readable line per code, with its unit and the pieces it makes; unknown codes named as such', () => {
  const index = {
    A1: { product: 'Steripaper – Flat pouches', href: '/x', size: '75 × 200 mm', unit: { level: 'pack', pieces: 2000 } },
    B2: { product: 'Steripaper – Self-sealing pouches', href: '/y', size: '57 × 130 mm', unit: { level: 'carton', pieces: 2000 } },
  } as const
  expect(
    requestLines(
      [
        { code: 'A1', packs: 3 },
        { code: 'B2', packs: 1 },
        { code: 'GONE', packs: 1 },
      ],
      index,
      texts,
      'en',
    ),
  ).toBe(
    [
      'Requested codes:',
      '- A1 · Steripaper – Flat pouches · 75 × 200 mm · 3 packs of 2000 pieces (6000 pieces)',
      '- B2 · Steripaper – Self-sealing pouches · 57 × 130 mm · 1 carton of 2000 pieces (2000 pieces)',
      '- GONE · no longer in the catalogue · quantity: 1',
    ].join('\n'),
  )
})

test('a code asking for samples says so at the end of its line, and the terms of the samples follow the lines; known or not', () => {
  const index = { A1: { product: 'Flat pouches', href: '/x', size: '', unit: { level: 'pack', pieces: 200 } } } as const
  const list = [
    { code: 'A1', packs: 1, samples: true as const },
    { code: 'B2', packs: 2 },
    { code: 'GONE', packs: 1, samples: true as const },
  ]
  expect(requestLines(list, index, texts, 'en')).toBe(
    [
      'Requested codes:',
      '- A1 · Flat pouches · 1 pack of 200 pieces (200 pieces) · free samples requested',
      '- B2 · no longer in the catalogue · quantity: 2',
      '- GONE · no longer in the catalogue · quantity: 1 · free samples requested',
      '',
      'The samples are free of charge.',
    ].join('\n'),
  )
  expect(requestLines([{ code: 'A1', packs: 3, samples: true }], undefined, texts, 'it')).toBe(
    ['Requested codes:', '- A1 · quantity: 3 · free samples requested', '', 'The samples are free of charge.'].join('\n'),
  )
})

test('before the index is known, each line gives the code and quantity, and no code is called unknown', () => {
  expect(requestLines([{ code: 'A1', packs: 3 }], undefined, texts, 'it')).toBe(['Requested codes:', '- A1 · quantity: 3'].join('\n'))
})

test('an empty list gives no text', () => {
  expect(requestLines([], {}, texts, 'en')).toBe('')
})

test('the code index holds every code of the catalogue with its product page, size and ordering unit, per language', () => {
  const index = { it: codeIndex(catalogue, 'it'), en: codeIndex(catalogue, 'en') }
  // Products still sold: one no longer sold cannot be asked for.
  const rows = catalogue.products
    .filter((p) => p.withdrawn === undefined)
    .flatMap((p) => (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [{ product: p, item: r.item }] : [])))
  expect(rows.length).toBeGreaterThan(0)
  expect(Object.keys(index.it).sort()).toEqual(rows.map((r) => r.item.code).sort())
  expect(Object.keys(index.en)).toEqual(Object.keys(index.it))
  for (const lang of langs) {
    for (const { product, item } of rows) {
      const info = index[lang][item.code]!
      expect(info.href).toBe(product.path[lang])
      expect(info.product).toContain(product.name[lang])
      const level = product.orderUnit ?? 'pack'
      expect(info.unit).toEqual({ level, pieces: { pack: item.pieces, box: item.boxPieces, carton: item.cartonPieces }[level] })
      expect(info.size === '', item.code).toBe(item.size === undefined)
    }
  }
})
