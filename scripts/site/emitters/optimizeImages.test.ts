import { expect, test } from 'vitest'
import { variantWidths } from './optimizeImages'

test.each([
  [1920, [400, 800, 1200, 1600]],
  [1600, [400, 800, 1200, 1600]],
  [1200, [400, 800, 1200]],
  [1000, [400, 800, 1000]],
  [300, [300]],
])('a source %i px wide is encoded at %j, each width once', (width, expected) => {
  expect(variantWidths(width)).toEqual(expected)
})
