/**
 * How a link to each page previews when shared, read from the built files: every page of the
 * route table, in both languages, names its canonical address as og:url and a link-preview picture
 * that exists under the client folder at the size its tags state; a product page is shared with
 * its own product's picture.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { IMAGE_URL_PREFIX, SHARE_IMAGE } from '#src/images/imageUrl.ts'
import { client, pageHtml, sitePages as pages } from '../../scripts/harness/builtSite.ts'
/** A link-preview reader gives up on larger pictures, or shows none (LinkedIn takes at most 5 MB; chat apps less). */
const MAX_PREVIEW_BYTES = 300 * 1024

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The <head>'s meta tags by property or name, and its canonical link. */
function headOf(urlPath: string) {
  const html = pageHtml(urlPath)
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = new Map<string, string[]>()
  for (const [, key, value] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g))
    meta.set(key!, [...(meta.get(key!) ?? []), decode(value!)])
  const one = (key: string) => {
    expect(meta.get(key), `${urlPath}: one ${key}`).toHaveLength(1)
    return meta.get(key)![0]!
  }
  return { html, one, canonical: head.match(/<link rel="canonical" href="([^"]+)"/)?.[1] }
}

const sizes = new Map<string, Promise<{ width?: number; height?: number; format?: string; bytes: number }>>()
const pictureAt = (file: string) =>
  sizes.get(file) ??
  sizes
    .set(
      file,
      sharp(file)
        .metadata()
        .then((m) => ({ width: m.width, height: m.height, format: m.format, bytes: fs.statSync(file).size })),
    )
    .get(file)!

describe('every page previews with its address, title, description and a picture of the preview size', () => {
  test.each(pages.map((p) => [p.path, p.lang, p]))('%s (%s)', async (_path, _lang, { lang, path: urlPath }) => {
    const { one, canonical } = headOf(urlPath)
    expect(canonical).toBeDefined()
    expect(one('og:url')).toBe(canonical)
    expect(one('og:type')).toBe('website')
    expect(one('og:locale')).toBe(lang === 'it' ? 'it_IT' : 'en_GB')
    expect(one('og:title').length).toBeGreaterThan(3)
    expect(one('og:description').length).toBeGreaterThan(10)
    expect(one('og:site_name').length).toBeGreaterThan(0)
    expect(one('twitter:card')).toBe('summary_large_image')
    expect(one('og:image:alt').trim().length).toBeGreaterThan(0)

    const image = new URL(one('og:image'))
    expect(image.origin, 'absolute, on the site').toBe(new URL(canonical!).origin)
    expect(image.pathname.startsWith(IMAGE_URL_PREFIX)).toBe(true)
    const file = path.join(client, decodeURIComponent(image.pathname))
    expect(fs.existsSync(file), `${image.pathname} is built`).toBe(true)
    const picture = await pictureAt(file)
    expect([picture.width, picture.height]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height])
    expect([one('og:image:width'), one('og:image:height')]).toEqual([String(picture.width), String(picture.height)])
    expect(one('og:image:type')).toBe(`image/${picture.format}`)
    expect(picture.bytes).toBeLessThan(MAX_PREVIEW_BYTES)
  })
})

test('a product page is shared with its own picture, in both languages', () => {
  const products = pages.filter((p) => p.route.page === 'product')
  expect(products.length).toBeGreaterThan(0)
  for (const { path: urlPath } of products) {
    const { html, one } = headOf(urlPath)
    // The page's picture and its preview come from one source: the same content hash names them.
    const shown = html.match(/<picture class="product-image">[\s\S]*?<img src="\/img\/([0-9a-f]+)-/)?.[1]
    expect(shown, `${urlPath} shows its product picture`).toBeDefined()
    expect(new URL(one('og:image')).pathname, urlPath).toMatch(new RegExp(`^${IMAGE_URL_PREFIX}${shown}-`))
  }
})
