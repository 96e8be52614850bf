import { expect, test } from 'vitest'
import { gtinCheckDigit } from '../catalogue/gtinCheckDigit'
import { looksLikeGs1 } from './gs1Input'
import { readGs1 } from './readGs1'

/** A valid GTIN-14 of GS1's demonstration prefix 952, made here rather than taken from the catalogue. */
const body = '0952012345678'
const gtin = `${body}${gtinCheckDigit(body)}`
const gtin13 = gtin.slice(1)
const GS = '\u001d'

test.each([
  [gtin13, gtin],
  [gtin, gtin],
  [`${gtin13.slice(0, 1)} ${gtin13.slice(1, 7)} ${gtin13.slice(7)}`, gtin],
  [`(01)${gtin}(10)L2405(17)270531`, gtin],
  [`(01) ${gtin} (17) 270531`, gtin],
  [`(01)${gtin13}`, gtin],
  [`01${gtin}10L2405${GS}17270531`, gtin],
  [`01${gtin}17270531`, gtin],
  [`]C101${gtin}`, gtin],
  [`]d201${gtin}10L1`, gtin],
  [`https://id.example.com/01/${gtin}/10/L2405?17=270531`, gtin],
  [`https://id.example.com/01/${gtin13}`, gtin],
  [`https://example.com/some/prefix/01/${gtin}`, gtin],
])('%j reads as GTIN %s', (input, expected) => {
  expect(looksLikeGs1(input)).toBe(true)
  expect(readGs1(input)).toEqual({ gtin: expected })
})

test.each([`${gtin.slice(0, -1)}${(Number(gtin.at(-1)) + 1) % 10}`, `(10)L2405`, `(01)12345`, `https://id.example.com/10/L2405`])(
  '%j has no valid GTIN',
  (input) => {
    expect(readGs1(input)).toBeUndefined()
  },
)

test.each(['SP-FP-075200', 'buste piatte', '75x200', '12345', '100', 'https://example.com/en/'])('%j does not read as a GS1 label', (input) => {
  expect(looksLikeGs1(input)).toBe(false)
})
