import { afterEach, describe, expect, test, vi } from 'vitest'
import { printImage, printPixels } from './printImage'

describe('printPixels', () => {
  test.each([
    ['a wide picture fills the box’s width at 300 dpi', { width: 200, height: 170 }, [1200, 800], [833, 556]],
    ['a tall one its height', { width: 200, height: 170 }, [800, 1600], [354, 708]],
    ['a square logo its height', { width: 120, height: 26 }, [512, 512], [108, 108]],
    ['a picture smaller than its print keeps its pixels', { width: 200, height: 170 }, [400, 300], [400, 300]],
  ])('%s', (_, box, [width, height], expected) => {
    expect(printPixels(box, width!, height!)).toEqual({ width: expected[0], height: expected[1] })
  })
})

describe('printImage: a picture that cannot be had is none, and the sheet goes without it', () => {
  afterEach(() => vi.unstubAllGlobals())
  const box = { width: 200, height: 170 }

  test.each([
    ['not found', () => vi.stubGlobal('fetch', async () => new Response('Not found', { status: 404 }))],
    ['not reachable', () => vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')))],
    [
      'not an image the browser reads',
      () => {
        vi.stubGlobal('fetch', async () => new Response('<html></html>', { status: 200 }))
        vi.stubGlobal('createImageBitmap', async () => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')))
      },
    ],
  ])('%s', async (_, stub) => {
    stub()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(printImage('/images/products/a.png', box, 'image/jpeg')).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})
