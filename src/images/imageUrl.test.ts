import { expect, test } from 'vitest'
import { IMAGE_URL_PREFIX, imageFileName, imageUrl, shareImageUrl, thumbnailSrcSet, thumbnailUrl } from './imageUrl.ts'

test('an optimised image is served under its folder by hash, width and format', () => {
  expect(imageFileName('3f2a9c01de', 800, 'avif')).toBe('3f2a9c01de-800.avif')
  expect(imageUrl('3f2a9c01de', 800, 'webp')).toBe('/img/3f2a9c01de-800.webp')
  expect(imageUrl('3f2a9c01de', 800, 'webp').startsWith(IMAGE_URL_PREFIX)).toBe(true)
})

test('the link-preview file is named by hash and size', () => {
  expect(shareImageUrl('3f2a9c01de')).toBe('/img/3f2a9c01de-1200x630.jpg')
})

test.each([
  ['/images/products/steripaper/flat-pouches.png', 64, '/thumbnails/images/products/steripaper/flat-pouches-64.webp'],
  ['/images/products/a.b/c.jpeg', 128, '/thumbnails/images/products/a.b/c-128.webp'],
])('the thumbnail of %s at %i px is named after its path', (source, width, expected) => {
  expect(thumbnailUrl(source, width)).toBe(expected)
})

test('a thumbnail srcset lists each width once', () => {
  expect(thumbnailSrcSet('/images/x.png')).toBe(
    '/thumbnails/images/x-64.webp 64w, /thumbnails/images/x-128.webp 128w, /thumbnails/images/x-192.webp 192w, /thumbnails/images/x-320.webp 320w',
  )
})
