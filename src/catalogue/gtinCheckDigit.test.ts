import { describe, expect, test } from 'vitest'
import { gtinCheckDigit } from './gtinCheckDigit.ts'

describe('gtinCheckDigit', () => {
  // Published examples: GS1 Germany's check digit calculator (its test cases) and the GTIN-13
  // printed in GS1's own documents (9506000134352).
  test.each([
    ['GTIN-8', '0123456', 5],
    ['GTIN-12', '06141415555', 7],
    ['GTIN-13', '401234512345', 6],
    ['the same GTIN-13 as a GTIN-14', '0401234512345', 6],
    ['GTIN-13 in GS1 documents', '950600013435', 2],
    ['SSCC, the same calculation', '34012345111111111', 1],
  ])('%s: %s → %i', (_name, digits, check) => {
    expect(gtinCheckDigit(digits)).toBe(check)
  })

  test('leading zeros do not change it', () => {
    expect(gtinCheckDigit('00401234512345')).toBe(gtinCheckDigit('401234512345'))
  })
})
