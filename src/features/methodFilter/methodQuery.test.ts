import { describe, expect, test } from 'vitest'
import { methodFromSearch, searchWithMethod, suits } from './methodQuery'

const offered = ['steam', 'ethylene_oxide', 'hydrogen_peroxide', 'sterrad-100nx-express']

describe('the method in the address', () => {
  test.each([
    ['?method=steam', 'steam'],
    ['?w=100&method=hydrogen_peroxide', 'hydrogen_peroxide'],
    ['?method=formaldehyde', undefined],
    ['?method=sterrad-100nx-express', 'sterrad-100nx-express'],
    ['?method=sterrad-100nx-duo', undefined],
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
    ['?w=100', 'sterrad-100nx-express', '?w=100&method=sterrad-100nx-express'],
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

describe('a cycle in the address keeps the products validated for it', () => {
  test.each([
    [['hydrogen_peroxide'], ['sterrad-100nx-express', 'v-pro-max-lumen'], 'sterrad-100nx-express', true],
    [['hydrogen_peroxide'], ['v-pro-max-lumen'], 'sterrad-100nx-express', false],
    // Suiting the cycle's method is not being validated for the cycle.
    [['hydrogen_peroxide'], [], 'sterrad-100nx-express', false],
    // A method still reads as before, whatever the cycles.
    [['steam'], ['sterrad-100nx-express'], 'steam', true],
    [['steam'], ['steam-134-prevacuum'], 'hydrogen_peroxide', false],
    [[], ['sterrad-100nx-express'], undefined, true],
  ] as const)('methods %o, cycles %o, choice %s: %s', (methods, cycles, choice, expected) => {
    expect(suits(methods, choice, cycles)).toBe(expected)
  })
})
