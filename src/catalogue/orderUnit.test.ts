import { describe, expect, test } from 'vitest'
import { levelsOf, orderUnitOf, quantityText, unitText } from './orderUnit.ts'

const item = { pieces: 200, boxPieces: 1000, cartonPieces: 2000 }

describe('the levels a code is packed in, each with its pieces and its GTIN', () => {
  test.each([
    ['a pack alone, with the code\'s GTIN', { pieces: 200, gtin: '09521234100003' }, [{ level: 'pack', pieces: 200, gtin: '09521234100003' }]],
    [
      'pack, box and carton, each with its own GTIN',
      { pieces: 200, gtin: '09521234100003', boxPieces: 1000, boxGtin: '19521234100000', cartonPieces: 2000, cartonGtin: '29521234100007' },
      [
        { level: 'pack', pieces: 200, gtin: '09521234100003' },
        { level: 'box', pieces: 1000, gtin: '19521234100000' },
        { level: 'carton', pieces: 2000, gtin: '29521234100007' },
      ],
    ],
    [
      'a carton without boxes, its GTIN on the carton, not the box',
      { pieces: 200, cartonPieces: 2000, cartonGtin: '29521234100007' },
      [
        { level: 'pack', pieces: 200 },
        { level: 'carton', pieces: 2000, gtin: '29521234100007' },
      ],
    ],
    ['a level without its GTIN has pieces only', { pieces: 50, boxPieces: 500 }, [{ level: 'pack', pieces: 50 }, { level: 'box', pieces: 500 }]],
  ] as const)('%s', (_name, item, expected) => {
    expect(levelsOf(item)).toEqual(expected)
  })

  test('the order unit is one of those levels, with the same pieces', () => {
    const item = { pieces: 200, boxPieces: 1000, cartonPieces: 2000, cartonGtin: '29521234100007' }
    for (const orderUnit of ['box', 'carton'] as const) {
      const { level, pieces } = levelsOf(item).find((l) => l.level === orderUnit)!
      expect(orderUnitOf({ orderUnit }, item)).toEqual({ level, pieces })
    }
  })
})

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
