import { expect, test } from 'vitest'
import { IMAGE_URL_PREFIX, imageFileName, imageUrl } from './imageUrl.ts'

test('an optimised image is served under its folder by hash, width and format', () => {
  expect(imageFileName('3f2a9c01de', 800, 'avif')).toBe('3f2a9c01de-800.avif')
  expect(imageUrl('3f2a9c01de', 800, 'webp')).toBe('/img/3f2a9c01de-800.webp')
  expect(imageUrl('3f2a9c01de', 800, 'webp').startsWith(IMAGE_URL_PREFIX)).toBe(true)
})
