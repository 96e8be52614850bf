import { describe, expect, test } from 'vitest'
import type { Bilingual } from '#src/catalogue/bilingual.ts'
import type { Product } from '#src/catalogue/generatedData.ts'
import type { PageKind, Route } from '#src/catalogue/route.ts'
import { type ShareSources, sharePictureOf } from './sharePicture'

const both = (it: string, en: string): Bilingual => ({ it, en })
const product = (id: string, line: string) => ({ id, line, image: `/images/products/${id}.png`, name: both(`${id} it`, `${id} en`) }) as Product
const sources = (pictures: string[], about = true): ShareSources => ({
  catalogue: {
    products: [product('p1', 'l1'), product('p2', 'l1')],
    lines: [{ id: 'l1', products: ['p2', 'p1'], name: both('Linea', 'Line') }],
    texts: { 'hero.title': both('Titolo', 'Title') },
    about: about ? [{ image: '/images/about/1.png', imageAlt: both('Sede', 'Premises'), content: [] }] : [],
  } as unknown as ShareSources['catalogue'],
  site: { categories: [{ id: 'medical', image: '/images/categories/medical.png', name: both('Sanitario', 'Medical') }] } as unknown as ShareSources['site'],
  pictures,
})
const route = (page: PageKind, ref?: string): Route => ({ id: ref ? `${page}:${ref}` : page, page, path: both('/a', '/b'), ...(ref ? { ref } : {}) })
const withHero = sources(['/images/products/p1.png', '/images/hero.png'])

describe('the picture a page is shared with', () => {
  test.each([
    ['a product page: its product, named', route('product', 'p1'), 'en', { src: '/images/products/p1.png', alt: 'p1 en' }],
    ['a category page: its category', route('category', 'medical'), 'it', { src: '/images/categories/medical.png', alt: 'Sanitario' }],
    ['a line page: its first product, with the line name', route('line', 'l1'), 'en', { src: '/images/products/p2.png', alt: 'Line' }],
    ['the about page: its first picture', route('about'), 'it', { src: '/images/about/1.png', alt: 'Sede' }],
    ['the home page: the banner, with its title', route('home'), 'en', { src: '/images/hero.png', alt: 'Title' }],
    ['any other page: the banner', route('ifuDocument', 'steripaper/de'), 'it', { src: '/images/hero.png', alt: 'Titolo' }],
  ] as const)('%s', (_, r, lang, expected) => {
    expect(sharePictureOf(withHero)(r, lang)).toEqual(expected)
  })

  test('without a banner the site picture is the about page’s first, then the first category’s', () => {
    expect(sharePictureOf(sources([]))(route('contact'), 'en')).toEqual({ src: '/images/about/1.png', alt: 'Premises' })
    expect(sharePictureOf(sources([], false))(route('contact'), 'en')).toEqual({ src: '/images/categories/medical.png', alt: 'Medical' })
  })

  test('a route whose product is not in the catalogue is a fault named in the error', () => {
    expect(() => sharePictureOf(withHero)(route('product', 'gone'), 'it')).toThrow(/product "gone"/)
  })
})
