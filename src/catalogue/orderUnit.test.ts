import { describe, expect, test } from 'vitest'
import { orderUnitOf, quantityText, unitText } from './orderUnit.ts'

const item = { pieces: 200, boxPieces: 1000, cartonPieces: 2000 }

describe('the unit a code is ordered in', () => {
  test.each([
    [undefined, { level: 'pack', pieces: 200 }],
    ['box', { level: 'box', pieces: 1000 }],
    ['carton', { level: 'carton', pieces: 2000 }],
  ] as const)('ordered by %s', (orderUnit, expected) => {
    expect(orderUnitOf({ orderUnit }, item)).toEqual(expected)
  })

  test('a level the code lacks gives no unit, rather than the pack', () => {
    expect(orderUnitOf({ orderUnit: 'carton' }, { pieces: 200 })).toBeUndefined()
  })
})

describe('how it is written', () => {
  test.each([
    [{ level: 'pack', pieces: 200 }, 'it', 2, 'confezioni da 200 pezzi'],
    [{ level: 'pack', pieces: 200 }, 'en', 2, 'packs of 200 pieces'],
    [{ level: 'carton', pieces: 2000 }, 'it', 1, 'cartone da 2000 pezzi'],
    [{ level: 'box', pieces: 1 }, 'en', 1, 'box of 1 piece'],
  ] as const)('%o in %s, for %i', (unit, lang, count, expected) => {
    expect(unitText(unit, lang, count)).toBe(expected)
  })

  test.each([
    [3, 'it', '3 cartoni da 2000 pezzi (6000 pezzi)'],
    [1, 'en', '1 carton of 2000 pieces (2000 pieces)'],
  ] as const)('%i in %s', (count, lang, expected) => {
    expect(quantityText(count, { level: 'carton', pieces: 2000 }, lang)).toBe(expected)
  })
})
