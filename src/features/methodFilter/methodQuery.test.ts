import { describe, expect, test } from 'vitest'
import { methodFromSearch, searchWithMethod, suits } from './methodQuery'

const offered = ['steam', 'ethylene_oxide', 'hydrogen_peroxide']

describe('the method in the address', () => {
  test.each([
    ['?method=steam', 'steam'],
    ['?w=100&method=hydrogen_peroxide', 'hydrogen_peroxide'],
    ['?method=formaldehyde', undefined],
    ['?method=', undefined],
    ['', undefined],
  ])('%s reads as %s', (search, expected) => {
    expect(methodFromSearch(search, offered)).toBe(expected)
  })

  test.each([
    ['', 'steam', '?method=steam'],
    ['?method=steam&w=100', 'ethylene_oxide', '?method=ethylene_oxide&w=100'],
    ['?method=steam&w=100', undefined, '?w=100'],
    ['?method=steam', undefined, ''],
  ] as const)('%s with %s is %s', (search, method, expected) => {
    expect(searchWithMethod(search, method)).toBe(expected)
  })
})

test.each([
  [['steam', 'ethylene_oxide'], 'steam', true],
  [['hydrogen_peroxide'], 'steam', false],
  [[], undefined, true],
  [[], 'steam', false],
] as const)('a product of %o suits %s: %s', (methods, method, expected) => {
  expect(suits(methods, method)).toBe(expected)
})
