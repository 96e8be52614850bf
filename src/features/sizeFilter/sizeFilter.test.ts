import { describe, expect, test } from 'vitest'
import { fits, parseMm, queryFromSearch, searchWithQuery, sizeFieldsOf, visibleRows } from './sizeFilter'

describe('size filter', () => {
  test.each([
    ['pouches', [{ w: 75, l: 200 }, null], 'widthLength'],
    ['rolls', [{ w: 50 }, { w: 75 }], 'width'],
    ['no sizes', [null, null], 'none'],
  ] as const)('fields for %s', (_n, sizes, expected) => expect(sizeFieldsOf(sizes)).toBe(expected))

  test.each([
    ['200', 200],
    ['7,5', 7.5],
    [' 12.5 ', 12.5],
    ['', undefined],
    ['0', undefined],
    ['-3', undefined],
    ['abc', undefined],
    [null, undefined],
  ] as const)('parseMm(%j) = %j', (text, expected) => expect(parseMm(text)).toBe(expected))

  test('the URL gives the query; width-only tables ignore l; nonsense is left out', () => {
    expect(queryFromSearch('?w=200&l=300', 'widthLength')).toEqual({ w: 200, l: 300 })
    expect(queryFromSearch('?w=200&l=300', 'width')).toEqual({ w: 200 })
    expect(queryFromSearch('?w=abc&l=300', 'widthLength')).toEqual({ l: 300 })
    expect(queryFromSearch('?w=200', 'none')).toEqual({})
  })

  test('the query goes into the URL, other parameters kept', () => {
    expect(searchWithQuery('?q=x', { w: 200, l: 300 })).toBe('?q=x&w=200&l=300')
    expect(searchWithQuery('?w=200&l=300', { w: 150 })).toBe('?w=150')
    expect(searchWithQuery('?w=200', {})).toBe('')
  })

  test.each([
    [{ w: 100, l: 250 }, { w: 100, l: 250 }, true],
    [{ w: 100, l: 250 }, { w: 101 }, false],
    [{ w: 100, l: 250 }, { l: 260 }, false],
    [{ w: 100 }, { l: 10 }, false],
    [null, { w: 1 }, false],
    [null, {}, true],
  ] as const)('fits(%j, %j) = %s', (size, query, expected) => expect(fits(size, query)).toBe(expected))

  test('a group row shows when a code under it fits', () => {
    expect(visibleRows(['group', { w: 50, l: 100 }, 'group', { w: 300, l: 400 }], { w: 200 })).toEqual([false, false, true, true])
  })
})
