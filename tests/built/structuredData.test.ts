/**
 * JSON-LD of the built pages, checked against the schema.org types it uses: every property must be
 * one schema.org defines for the type (own or inherited from Thing), values have the expected
 * types, required parts are there; products carry a sku for every code of their table and no
 * price, their variants can be told apart by what variesBy names, and each variant's address
 * leads to its own table row.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { client, pageHtml as htmlOf, sitePages as pages } from '../../scripts/harness/builtSite.ts'

type Node = Record<string, unknown>
const blocksOf = (html: string): Node[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Node)

// schema.org properties (https://schema.org/<Type>) of the types the site uses; Thing's apply to all.
const thing = ['@context', '@type', '@id', 'name', 'description', 'url', 'image', 'identifier', 'sameAs', 'alternateName']
const properties: Record<string, string[]> = {
  Organization: ['logo', 'email', 'telephone', 'vatID', 'foundingDate', 'address', 'location', 'contactPoint', 'legalName', 'brand'],
  PostalAddress: ['streetAddress', 'addressCountry', 'addressLocality', 'postalCode', 'addressRegion'],
  Place: ['address', 'geo'],
  ContactPoint: ['contactType', 'email', 'telephone', 'availableLanguage', 'areaServed'],
  BreadcrumbList: ['itemListElement', 'numberOfItems'],
  ListItem: ['position', 'item'],
  Brand: ['logo'],
  ProductGroup: ['brand', 'manufacturer', 'productGroupID', 'variesBy', 'hasVariant', 'sku', 'size', 'additionalProperty'],
  Product: ['sku', 'brand', 'size', 'color', 'additionalProperty', 'manufacturer', 'gtin', 'gtin14', 'hasGS1DigitalLink', 'mpn', 'isVariantOf'],
  PropertyValue: ['value', 'unitCode', 'unitText', 'propertyID'],
  DefinedTerm: ['termCode', 'inDefinedTermSet'],
}

/** Every problem in a JSON-LD tree: unknown types, properties schema.org does not define for the type. */
function problemsOf(node: unknown, at: string): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => problemsOf(n, `${at}[${i}]`))
  if (typeof node !== 'object' || node === null) return []
  const n = node as Node
  const type = n['@type']
  if (type === undefined) return Object.keys(n).every((k) => k === '@id') ? [] : [`${at}: an object without @type`]
  const allowed = properties[type as string]
  if (!allowed) return [`${at}: type ${String(type)} is not one the site should use`]
  return Object.entries(n).flatMap(([k, v]) => [
    ...(thing.includes(k) || allowed.includes(k) ? [] : [`${at}: ${String(type)} has no property "${k}"`]),
    ...problemsOf(v, `${at}.${k}`),
  ])
}

const tableCodes = (html: string) =>
  [...(html.match(/<table class="product-table">([\s\S]*?)<\/table>/)?.[1] ?? '').matchAll(/<th scope="row"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]!)

describe('structured data', () => {
  test('the validator catches a property schema.org does not define', () => {
    expect(problemsOf({ '@type': 'Product', sku: 'A', price: 3 }, 'x')).toEqual(['x: Product has no property "price"'])
  })

  test.each(pages.map((p) => [p.path, p]))('%s', (_p, { route, lang, path: urlPath }) => {
    const html = htmlOf(urlPath)
    const blocks = blocksOf(html)
    expect(blocks.flatMap((b, i) => problemsOf(b, `block ${i}`))).toEqual([])
    for (const b of blocks) expect(b['@context']).toBe('https://schema.org')
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)![1]!
    if (route.page === 'home') {
      const org = blocks.find((b) => b['@type'] === 'Organization')!
      expect(org.name).toBeTruthy()
      // The address in its parts, and a raster logo that is there.
      for (const address of [org.address, ...(org.location as Node[]).map((l) => l.address)] as Node[]) {
        expect(address).toMatchObject({
          streetAddress: expect.any(String),
          postalCode: expect.stringMatching(/^\d{5}$/),
          addressLocality: expect.any(String),
          addressCountry: 'IT',
        })
        expect(address.streetAddress).not.toMatch(/\d{5}/)
      }
      expect(org.logo).toMatch(/\.png$/)
      expect(fs.existsSync(path.join(client, new URL(org.logo as string).pathname))).toBe(true)
      expect((org.contactPoint as Node).telephone).toBeTruthy()
      expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(false)
      return
    }
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!
    const items = crumbs.itemListElement as Node[]
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1))
    expect(items.length).toBeGreaterThanOrEqual(2)
    for (const i of items) expect(typeof i.name === 'string' && i.name !== '').toBe(true)
    expect(new URL(items[0]!.item as string).pathname).toBe(lang === 'it' ? '/' : '/en/')
    expect(items.at(-1)!.item).toBe(canonical)
    const codes = tableCodes(html)
    const group = blocks.find((b) => b['@type'] === 'ProductGroup')
    const single = blocks.find((b) => b['@type'] === 'Product')
    if (route.page === 'product' && codes.length > 1) {
      expect(items).toHaveLength(3)
      expect(group!.productGroupID).toMatch(/^[A-Za-z0-9_-]+$/)
      const variants = group!.hasVariant as Node[]
      expect(variants.map((v) => v.sku)).toEqual(codes)
      const varies = group!.variesBy as (string | Node)[]
      expect(varies.length).toBeGreaterThan(0)
      // What variesBy names tells every code apart, and each code carries it.
      const valueOf = (v: Node, term: string | Node) =>
        typeof term === 'string'
          ? v[term.replace('https://schema.org/', '')]
          : (v.additionalProperty as Node[] | undefined)?.find((p) => p.propertyID === term.termCode)?.value
      const keys = variants.map((v) => JSON.stringify(varies.map((term) => valueOf(v, term))))
      for (const v of variants) for (const term of varies) expect(valueOf(v, term), `${String(v.sku)}: ${JSON.stringify(term)}`).toBeDefined()
      expect(new Set(keys).size).toBe(variants.length)
      // A code with a GTIN names it and its GS1 Digital Link URI, whose page its row links to.
      for (const v of variants.filter((x) => x.gtin14 !== undefined)) {
        expect(v.hasGS1DigitalLink).toBe(`${new URL(canonical).origin}/01/${String(v.gtin14)}`)
        expect(html).toContain(`<a href="/dl/${String(v.gtin14)}/">${String(v.gtin14)}</a>`)
      }
      // A variant's address is its row: the code's own id on the page.
      for (const v of variants) {
        const url = new URL(v.url as string)
        expect(url.href.replace(url.hash, '')).toBe(canonical)
        expect(html).toContain(`<tr id="${decodeURIComponent(url.hash.slice(1))}"`)
      }
      expect(html).not.toMatch(/"(offers|price|priceCurrency)"/)
    } else if (route.page === 'product' && codes.length === 1) {
      expect(group).toBeUndefined()
      expect(single!.sku).toBe(codes[0])
    } else expect(group ?? single).toBeUndefined()
  })
})
