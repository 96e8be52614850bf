import { expect, test } from 'vitest'
import { labelAddress } from './labelAddress'

const gtin = '09520123456788'

test.each([
  [{ gtin }, 'it', `/01/${gtin}`],
  [{ gtin }, 'en', `/01/${gtin}?lang=en`],
  [{ gtin, expiry: '270531', lot: 'L2405' }, 'it', `/01/${gtin}/10/L2405?17=270531`],
  [{ gtin, serial: 'S 1', lot: 'L/1', expiry: '270531' }, 'en', `/01/${gtin}/10/L%2F1/21/S%201?17=270531&lang=en`],
] as const)('%j in %s → %s', (label, lang, address) => {
  expect(labelAddress(label, lang)).toBe(address)
})
