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

test('the code index holds every code of the shipped catalogue with its product and size, per language', () => {
  const it = codeIndex(catalogue, 'it')
  const en = codeIndex(catalogue, 'en')
  expect(Object.keys(it).length).toBeGreaterThan(200)
  expect(Object.keys(en)).toEqual(Object.keys(it))
  expect(it['SP-FP-075200']).toEqual({ product: 'Steripaper – Buste piatte', href: '/sanitario/steripaper/buste-piatte', size: '75 × 200 mm', pieces: '2000' })
  expect(en['SP-FP-075200']?.href).toBe('/medical/steripaper/flat-pouches')
})
