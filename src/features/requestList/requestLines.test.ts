import { expect, test } from 'vitest'
import { catalogue } from '@/catalogue/data'
import { codeIndex } from './codeIndex'
import { requestLines } from './requestLines'

const labels = { heading: 'Requested codes:', packs: '{n} packs', perPack: '{n} pcs/pack', unknown: 'no longer in the catalogue' }

test('one readable line per code, unknown codes named as such', () => {
  const index = { A1: { product: 'Steripaper – Flat pouches', href: '/x', size: '75 × 200 mm', pieces: '2000' } }
  expect(requestLines([{ code: 'A1', packs: 3 }, { code: 'GONE', packs: 1 }], index, labels)).toBe(
    ['Requested codes:', '- A1 · Steripaper – Flat pouches · 75 × 200 mm · 2000 pcs/pack · 3 packs', '- GONE · no longer in the catalogue · 1 packs'].join('\n'),
  )
})

test('before the index is known, each line gives the code and packs, and no code is called unknown', () => {
  expect(requestLines([{ code: 'A1', packs: 3 }], undefined, labels)).toBe(['Requested codes:', '- A1 · 3 packs'].join('\n'))
})

test('an empty list gives no text', () => {
  expect(requestLines([], {}, labels)).toBe('')
})

test('the code index holds every code of the catalogue with its product page, size and pieces, per language', () => {
  const index = { it: codeIndex(catalogue, 'it'), en: codeIndex(catalogue, 'en') }
  // Products still sold: one no longer sold cannot be asked for.
  const rows = catalogue.products.filter((p) => p.withdrawn === undefined).flatMap((p) => (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [{ product: p, item: r.item }] : [])))
  expect(rows.length).toBeGreaterThan(0)
  expect(Object.keys(index.it).sort()).toEqual(rows.map((r) => r.item.code).sort())
  expect(Object.keys(index.en)).toEqual(Object.keys(index.it))
  for (const lang of ['it', 'en'] as const) {
    for (const { product, item } of rows) {
      const info = index[lang][item.code]!
      expect(info.href).toBe(product.path[lang])
      expect(info.product).toContain(product.name[lang])
      expect(info.pieces).toBe(String(item.pieces))
      expect(info.size === '', item.code).toBe(item.size === undefined)
    }
  }
})
