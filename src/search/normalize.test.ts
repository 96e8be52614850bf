import { describe, expect, test } from 'vitest'
import { compactCode, normalizeText } from './normalize.ts'

describe('normalizeText', () => {
  test.each([
    ['Sterilizzazione à vapore', 'sterilizzazione a vapore'],
    ['QUALITÀ È PERCHÉ', 'qualita e perche'],
    ['Crêpe Über Niño', 'crepe uber nino'],
    ['60 g/m²', '60 g/m²'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeText(input)).toBe(expected)
  })

  test('composed and decomposed accents give the same text', () => {
    expect(normalizeText('\u00e0')).toBe(normalizeText('a\u0300'))
  })
})

describe('compactCode', () => {
  test.each(['SC-63', 'sc63', 'sc 63', 'Sc.63', 'SC/63'])('%j → "sc63"', (input) => {
    expect(compactCode(input)).toBe('sc63')
  })

  test('different codes stay different', () => {
    expect(compactCode('SC-63')).not.toBe(compactCode('SC-65'))
  })
})
