import { expect, test } from 'vitest'
import { gtinCheckDigit } from '#src/catalogue/gtinCheckDigit.ts'
import { readLabel } from './readLabel'

/** A valid GTIN-14 of GS1's demonstration prefix 952, made here rather than taken from the catalogue. */
const body = '0952012345678'
const gtin = `${body}${gtinCheckDigit(body)}`
const gtin13 = gtin.slice(1)
const wrong = `${body}${(gtinCheckDigit(body) + 1) % 10}`
const GS = '\u001d'

test.each([
  ['a bare GTIN-14', gtin, { gtin }],
  ['a GTIN-13 as printed, with spaces', `${gtin13.slice(0, 1)} ${gtin13.slice(1, 7)} ${gtin13.slice(7)}`, { gtin }],
  ['the bracketed form printed under a code', `(01)${gtin}(17)270531(10)L2405`, { gtin, expiry: '270531', lot: 'L2405' }],
  ['the bracketed form with spaces', `(01) ${gtin} (10) L 7 (21) S9`, { gtin, lot: 'L 7', serial: 'S9' }],
  ['a GS1 DataMatrix element string, GS after the lot', `]d201${gtin}10L2405${GS}17270531`, { gtin, lot: 'L2405', expiry: '270531' }],
  ['an element string after a leading FNC1 given as GS', `${GS}01${gtin}10L1`, { gtin, lot: 'L1' }],
  ['a GS1-128 element string without symbology identifier', `01${gtin}17270531${GS}21S1`, { gtin, expiry: '270531', serial: 'S1' }],
  [
    'a Digital Link URI of another domain, dates in the query',
    `https://id.example.com/01/${gtin}/10/L%2F1/21/S1?17=270531&lang=it`,
    { gtin, lot: 'L/1', serial: 'S1', expiry: '270531' },
  ],
  ['a Digital Link URI below a path, with a GTIN-13', `https://example.org/some/prefix/01/${gtin13}`, { gtin }],
])('%s reads as its label', (_, input, label) => {
  expect(readLabel(input)).toEqual({ ok: true, label })
})

test.each([
  ['words', 'hello world'],
  ['an address that is no Digital Link', 'https://www.example.com/products/'],
  ['a Digital Link URI without a GTIN value', 'https://www.example.com/01/'],
  ['a code without a GTIN', '10L2405'],
  ['a number too short for a GTIN', '12345'],
  ['an expiry that is no date', `(01)${gtin}(17)2705`],
])('%s is not GS1', (_, input) => {
  expect(readLabel(input)).toEqual({ ok: false, problem: 'notGs1' })
})

test.each([
  ['a bare GTIN', wrong],
  ['an element string', `01${wrong}10L1`],
  ['a Digital Link URI', `https://id.example.com/01/${wrong}`],
])('%s with a wrong check digit says so', (_, input) => {
  expect(readLabel(input)).toEqual({ ok: false, problem: 'checkDigit' })
})
