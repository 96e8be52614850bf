import { describe, expect, test } from 'vitest'
import { ifuDocumentOf, ifuDocumentPath, staticRoutes } from '#src/catalogue/routesOf.ts'
import { langs } from '#src/catalogue/langs.ts'
import pagesJson from '#src/generated/routes-pages.json'
import { inPrerenderPart, langOfPath, otherLang, pathOf, prerenderPart, productByShape, routeOf, routeTable, twinPath } from './routeTable'

const product = routeTable().find((r) => r.page === 'product')!
const category = routeTable().find((r) => r.page === 'category')!

describe('pathOf', () => {
  test.each([
    ['home', 'it', '/'],
    ['home', 'en', '/en/'],
    ['about', 'it', '/chi-siamo/'],
    ['about', 'en', '/about-us/'],
    ['ifu', 'en', '/en/ifu/'],
  ] as const)('%s in %s is %s', (id, lang, path) => {
    expect(pathOf(id, lang)).toBe(path)
  })

  test('an unknown route id fails loudly', () => {
    expect(() => pathOf('category:nonexistent', 'it')).toThrow(/category:nonexistent/)
  })
})

describe('twinPath', () => {
  test.each([
    ['/', '', '/en/'],
    ['/en/', '', '/'],
    ['/en', '', '/'],
    ['/chi-siamo/', '', '/about-us/'],
    ['/about-us', '', '/chi-siamo/'],
    ['/cerca/', '?q=buste%20piatte', '/search/?q=buste%20piatte'],
    ['/search/', '?q=rolls', '/cerca/?q=rolls'],
    ['/nowhere', '', '/en/'],
  ])('%s%s → %s', (path, search, twin) => {
    expect(twinPath(path, search)).toBe(twin)
  })

  test('an unknown page under an English category leads to the Italian home', () => {
    expect(twinPath(`${category.path.en}nowhere/`)).toBe('/')
  })

  test('a product leads to the same product in the other language', () => {
    expect(twinPath(product.path.it)).toBe(product.path.en)
    expect(twinPath(product.path.en)).toBe(product.path.it)
  })
})

describe('langOfPath (the shared 404 page)', () => {
  test.each([
    ['/', 'it'],
    ['/qualcosa', 'it'],
    ['/en', 'en'],
    ['/en/nothing', 'en'],
    ['/sanitario/x/y', 'it'],
    ['/medical/x/y', 'en'],
    ['/industrial/unknown', 'en'],
    ['/industriale/sconosciuto', 'it'],
    ['/about-us/team', 'en'],
    ['/ifu/old', 'it'],
    // A prefix must end at a segment boundary: "/enterprise" is not under "/en".
    ['/enterprise', 'it'],
  ] as const)('%s is %s', (path, lang) => {
    expect(langOfPath(path)).toBe(lang)
  })

  test('every table path is in its own language', () => {
    for (const route of routeTable()) {
      expect(langOfPath(route.path.en)).toBe(route.path.en === '/' ? 'it' : 'en')
      expect(langOfPath(route.path.it)).toBe('it')
    }
    expect(otherLang('it')).toBe('en')
  })
})

describe('one address per page', () => {
  test("every path of the table starts and ends with a slash, as hosts serve a folder's index.html", () => {
    for (const route of routeTable()) for (const path of [route.path.it, route.path.en]) expect(path).toMatch(/^\/(?:[^/]+\/)*$/)
  })
})

describe('routeOf', () => {
  test('finds every route in both languages, with or without its final slash', () => {
    for (const route of routeTable()) {
      expect(routeOf(route.path.it)).toEqual({ route, lang: 'it' })
      expect(routeOf(route.path.en)).toEqual({ route, lang: route.path.en === '/' ? 'it' : 'en' })
      expect(routeOf(route.path.en.replace(/(.)\/$/, '$1'))).toEqual({ route, lang: route.path.en === '/' ? 'it' : 'en' })
    }
    expect(routeOf('/nowhere')).toBeUndefined()
  })
})

describe('the browser route table', () => {
  test('holds every page but the products and the IFU documents: the static routes, which its code has, and the rest of the generated file', () => {
    expect([...staticRoutes, ...pagesJson]).toEqual(routeTable().filter((r) => r.page !== 'product' && r.page !== 'ifuDocument'))
    expect(pagesJson.filter((r) => staticRoutes.some((s) => s.id === r.id))).toEqual([])
    expect(pagesJson.length).toBeLessThan(routeTable().length)
  })

  test('a product address is recognised by its shape, in its language', () => {
    for (const lang of langs) {
      expect(productByShape(product.path[lang])).toMatchObject({ route: { page: 'product' }, lang })
      expect(productByShape(product.path[lang].slice(0, -1))).toMatchObject({ lang })
    }
    // An address no product has yet, under a category: a product the browser's table does not list.
    expect(productByShape(`${category.path.it}una-linea/un-prodotto/`)?.lang).toBe('it')
    expect(productByShape(`${category.path.en}a-line/a-product`)?.lang).toBe('en')
  })

  test.each(['/chi-siamo/team', '/medical', '/medical/a/b/c', '/medicalx/a', '/en/ifu', '/'])('%s is no product address', (path) => {
    expect(productByShape(path)).toBeUndefined()
  })

  test('every IFU document address is recognised by its shape, with its document and language', () => {
    const documents = routeTable().filter((r) => r.page === 'ifuDocument')
    expect(documents.length).toBeGreaterThan(0)
    for (const route of documents) {
      expect(ifuDocumentOf(route.path.it)).toEqual({ ref: route.ref, lang: 'it' })
      expect(ifuDocumentOf(route.path.en.slice(0, -1))).toEqual({ ref: route.ref, lang: 'en' })
      expect(ifuDocumentPath(route.ref!, 'en')).toBe(route.path.en)
    }
  })

  test.each(['/ifu', '/en/ifu', '/ifu/feed.xml', '/ifu/steripaper', '/ifu/a/b/c', '/en/ifu/steripaper', '/sanitario/steripaper/buste-piatte'])(
    '%s is no IFU document address',
    (path) => {
      expect(ifuDocumentOf(path)).toBeUndefined()
    },
  )
})

describe('prerenderPart: the share of the pages one prerender renders', () => {
  test('the shares of n prerenders hold every route exactly once', () => {
    const parts = [1, 2, 3].map((k) => prerenderPart(`${k}/3`))
    for (let i = 0; i < 20; i++) expect(parts.filter((inPart) => inPart(i))).toHaveLength(1)
    expect(prerenderPart(undefined)(7)).toBe(true)
  })

  test.each(['0/2', '3/2', 'all', '1/0'])('"%s" is refused with what is expected', (value) => {
    expect(() => prerenderPart(value)).toThrow(`The prerender part must be "k/n" with 1 ≤ k ≤ n, not "${value}"`)
  })
})

describe('inPrerenderPart: the pages one prerender renders, by address', () => {
  test('the parts of n prerenders render every page of the table once, in both languages, and the not-found page in the first', () => {
    const parts = ['1/3', '2/3', '3/3'].map(inPrerenderPart)
    for (const route of routeTable()) {
      for (const url of [route.path.it, route.path.en])
        expect(
          parts.filter((inPart) => inPart(url)),
          url,
        ).toHaveLength(1)
      // Both languages of a page go to the same part.
      expect(parts.map((inPart) => inPart(route.path.it))).toEqual(parts.map((inPart) => inPart(route.path.en)))
    }
    expect(parts.map((inPart) => inPart('/404'))).toEqual([true, false, false])
  })

  test('without a part, every page', () => {
    const all = inPrerenderPart(undefined)
    expect(routeTable().every((r) => all(r.path.it) && all(r.path.en))).toBe(true)
    expect(all('/404')).toBe(true)
  })
})
