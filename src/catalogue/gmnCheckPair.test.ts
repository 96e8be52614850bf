import { describe, expect, test } from 'vitest'
import { gmnCheckPair } from './gmnCheckPair.ts'

describe('gmnCheckPair', () => {
  // Published examples: the GMN worked through in the GS1 General Specifications
  // (1987654Ad4X4bL5ttr2310c2K), GS1 Netherlands' Basic UDI-DI example (872003953HF-236PX6),
  // and the shortest and longest GMNs of GS1's own helper library tests.
  test.each([
    ['GS1 General Specifications', '1987654Ad4X4bL5ttr2310c', '2K'],
    ['GS1 Netherlands, Basic UDI-DI', '872003953HF-236P', 'X6'],
    ['the shortest', '12345A', 'NJ'],
    ['the longest', '12345678901234567890123', 'NT'],
    ['every special character', "12345_!\"%&'()*+,-./", 'LC'],
  ])('%s: %s → %s', (_name, part, pair) => {
    expect(gmnCheckPair(part)).toBe(pair)
  })

  test.each([
    ['a character outside GS1 set 82', '198765£Ad4X4b'],
    ['more characters than a GMN holds', '123456789012345678901234'],
  ])('none for %s', (_name, part) => {
    expect(gmnCheckPair(part)).toBeUndefined()
  })
})
