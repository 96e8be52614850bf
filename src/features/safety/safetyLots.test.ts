import { expect, test } from 'vitest'
import { lotAnswer, readLots } from './safetyLots.ts'

test('a cell of lots and ranges: each read once, in order; what is not a lot or a range said with why', () => {
  expect(readLots('2405A, 2406A..2406F;2405A  L-7')).toEqual({ lots: ['2405A', 'L-7'], lotRanges: [{ first: '2406A', last: '2406F' }], faults: [] })
  expect(readLots('2406F..2406A, 24..2406, ..2406A, 2406A.., A..B..C, lot#1, 123456789012345678901').faults).toEqual([
    { value: '2406F..2406A', reason: 'its last lot comes before its first' },
    { value: '24..2406', reason: 'its first and last lots are of different lengths, so the lots between them are not clear' },
    { value: '..2406A', reason: 'one end of the range is missing' },
    { value: '2406A..', reason: 'one end of the range is missing' },
    { value: 'A..B..C', reason: 'a range has one first lot and one last lot' },
    { value: 'lot#1', reason: '"lot#1" is not a lot: a lot has at most 20 letters, digits or marks a label can print' },
    { value: '123456789012345678901', reason: '"123456789012345678901" is not a lot: a lot has at most 20 letters, digits or marks a label can print' },
  ])
  expect(readLots('')).toEqual({ lots: [], lotRanges: [], faults: [] })
})

const byLots = { lots: ['2405A'], lotRanges: [{ first: '2406A', last: '2406F' }], expiry: undefined }
const byExpiry = { lots: [], lotRanges: [], expiry: { from: '2027-01-01', to: '2027-06-30' } }

test.each([
  ['every lot, whatever the label', { lots: [], lotRanges: [], expiry: undefined }, {}, 'listed'],
  ['a listed lot', byLots, { lot: '2405A' }, 'listed'],
  ['a lot in a range, ends included', byLots, { lot: '2406F' }, 'listed'],
  ['a lot between two of the range but longer', byLots, { lot: '2406AB' }, 'not-listed'],
  ['a lot of the same GTIN not listed', byLots, { lot: '2407A' }, 'not-listed'],
  ['a label without its lot', byLots, { expiry: '2027-03-31' }, 'unknown'],
  ['an expiry in the range', byExpiry, { expiry: '2027-06-30' }, 'listed'],
  ['an expiry after it', byExpiry, { lot: '2405A', expiry: '2027-07-01' }, 'not-listed'],
  ['lots and a range: the lot not listed, the expiry unknown', { ...byLots, expiry: byExpiry.expiry }, { lot: '2407A' }, 'unknown'],
  ['lots and a range: listed by its expiry', { ...byLots, expiry: byExpiry.expiry }, { lot: '2407A', expiry: '2027-02-01' }, 'listed'],
  ['an open-ended range', { lots: [], lotRanges: [], expiry: { to: '2026-12-31' } }, { expiry: '2020-01-31' }, 'listed'],
] as const)('%s', (_, safety, unit, answer) => {
  expect(lotAnswer(safety, unit)).toBe(answer)
})
