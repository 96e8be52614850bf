import { describe, expect, test } from 'vitest'
import { filterFromSearch, noticeMatches, searchWithFilter } from './noticeFilter'
import { recentSince } from './noticeItems'

const notice = { lines: ['steripaper', 'greenfit'], products: [{ codes: ['SP-FP-075200', 'SP-GP-100050250'] }, { codes: ['GF-FP-075250'] }] }

describe('filterFromSearch', () => {
  test.each([
    ['', {}],
    ['?line=steripaper', { line: 'steripaper' }],
    ['?line=unknown', {}],
    ['?code=%20sp-fp%20', { code: 'sp-fp' }],
    ['?code=', {}],
    ['?line=greenfit&code=GF&other=1', { line: 'greenfit', code: 'GF' }],
  ])('%s', (search, filter) => {
    expect(filterFromSearch(search, ['steripaper', 'greenfit'])).toEqual(filter)
  })
})

describe('searchWithFilter', () => {
  test.each([
    ['', {}, ''],
    ['?other=1', { line: 'greenfit' }, '?other=1&line=greenfit'],
    ['?line=greenfit&code=X', { code: 'Y' }, '?code=Y'],
    ['?code=X', { code: '' }, ''],
  ])('%s with %o', (search, filter, expected) => {
    expect(searchWithFilter(search, filter)).toBe(expected)
  })
})

describe('noticeMatches', () => {
  test.each([
    [{}, true],
    [{ line: 'greenfit' }, true],
    [{ line: 'veristeril' }, false],
    [{ code: 'sp-gp' }, true],
    [{ code: 'GF-FP-075250' }, true],
    [{ code: 'FP-075' }, false],
    [{ line: 'greenfit', code: 'SP' }, true],
    [{ line: 'veristeril', code: 'SP' }, false],
  ])('%o: %s', (filter, matches) => {
    expect(noticeMatches(notice, filter)).toBe(matches)
  })
})

test.each([
  ['2026-03-01', '2025-03-01'],
  ['2026-11-29', '2025-11-29'],
  ['2024-02-29', '2023-03-01'],
])('recentSince(%s) is %s', (day, since) => {
  expect(recentSince(day)).toBe(since)
})
