import { expect, test } from 'vitest'
import { pouchFor } from './pouchFinder'

const rule = { clearanceMm: 30, maxFill: 0.75 }

test.each([
  // 100 + 20 + 60 = 180 beats (100 + 20) / 0.75 = 160.
  ['a small instrument: the clearance decides', { length: 150, width: 100, height: 20 }, rule, { w: 180, l: 230 }],
  // (300 + 50) / 0.75 = 466.7 beats 300 + 50 + 60 = 410.
  ['a big set: the fill decides', { length: 400, width: 300, height: 50 }, rule, { w: 467, l: 600 }],
  ['no clearance, full pouch allowed: just the measure plus height', { length: 100, width: 50, height: 10 }, { clearanceMm: 0, maxFill: 1 }, { w: 60, l: 110 }],
] as const)('%s', (_name, item, r, expected) => {
  expect(pouchFor(item, r)).toEqual(expected)
})
