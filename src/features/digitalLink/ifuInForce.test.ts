import { describe, expect, test } from 'vitest'
import { gs1Date, lotDay, monthsBefore, revisionInForce } from './ifuInForce.ts'

const today = new Date('2026-11-26T00:00:00Z')

describe('gs1Date: YYMMDD as GS1 General Specifications §7.12 reads it', () => {
  test.each([
    ['270531', '2027-05-31', 'a date of this century'],
    ['760101', '2076-01-01', 'fifty years ahead at most'],
    ['770101', '1977-01-01', 'further ahead is the last century'],
    ['270200', '2027-02-28', 'day 00 is the last day of the month'],
    ['280200', '2028-02-29', 'of a leap year too'],
  ])('%s → %s (%s)', (yymmdd, date) => {
    expect(gs1Date(yymmdd, today)).toBe(date)
  })
  test.each([['271301'], ['270230'], ['2705'], ['27O531'], ['270532']])('%s is no date', (yymmdd) => {
    expect(gs1Date(yymmdd, today)).toBeUndefined()
  })
})

test.each([
  ['2029-01-01', 60, '2024-01-01'],
  ['2027-03-31', 1, '2027-02-28'],
  ['2027-05-31', 12, '2026-05-31'],
])('%s less %i months is %s', (date, months, earlier) => {
  expect(monthsBefore(date, months)).toBe(earlier)
})

describe('lotDay', () => {
  test('the production date when the URI gives it, whatever the expiry', () => {
    expect(lotDay({ '11': '240101', '17': '310101' }, 60, today)).toEqual({ day: '2024-01-01', from: 'production' })
  })
  test('the expiry date less the shelf life', () => {
    expect(lotDay({ '17': '290101' }, 60, today)).toEqual({ day: '2024-01-01', from: 'expiry', expiry: '2029-01-01', shelfLifeMonths: 60 })
  })
  test('nothing without a production date, or an expiry date without a shelf life', () => {
    expect(lotDay({ '17': '290101' }, undefined, today)).toBeUndefined()
    expect(lotDay({ '10': 'L1' }, 60, today)).toBeUndefined()
  })
})

describe('revisionInForce', () => {
  const revisions = [
    { revision: '03', issued: '2026-01-10', pdf: '/c.pdf' },
    { revision: '02', issued: '2025-09-15', pdf: '/b.pdf' },
    { revision: '01', issued: '2023-05-08', pdf: '/a.pdf' },
  ]
  test.each([
    ['2024-01-01', '01'],
    ['2025-09-15', '02'],
    ['2025-12-31', '02'],
    ['2027-01-01', '03'],
  ])('on %s revision %s', (day, revision) => {
    expect(revisionInForce(revisions, day)).toEqual({ revision: expect.objectContaining({ revision }), beforeFirst: false })
  })
  test('a lot older than every revision on record gets the oldest, flagged', () => {
    expect(revisionInForce(revisions, '2020-01-01')).toEqual({ revision: revisions[2], beforeFirst: true })
    expect(revisionInForce([], '2020-01-01')).toBeUndefined()
  })
})
