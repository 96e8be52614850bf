import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { GENERATED_DIR } from '../../catalogue/generatedDir.ts'
import type { CatalogueData, SiteData } from '../../catalogue/schema.ts'
import { OpenDataFeed, openDataFeed, openDataFiles } from './openDataFeed.ts'

const read = (name: string): unknown => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../..', GENERATED_DIR, name), 'utf8'))
const data = { site: read('site.json') as SiteData, catalogue: read('catalogue.json') as CatalogueData }
const config = { origin: 'https://www.example.it' }

test('every code of the catalogue is in the feed once, with its values resolved from its product where it has none of its own', () => {
  const feed = openDataFeed(data, config)
  const codes = feed.products.flatMap((p) => p.codes.map((c) => ({ product: p, code: c })))
  const items = data.catalogue.products.flatMap((p) => (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [{ product: p, item: r.item }] : [])))
  expect(codes.map((c) => c.code.code).sort()).toEqual(items.map((i) => i.item.code).sort())
  for (const { product, item } of items) {
    const code = codes.find((c) => c.code.code === item.code)!.code
    expect(code.piecesPerPack).toBe(item.pieces)
    expect(code.sterilisationMethods).toEqual(item.methods ?? product.attributes?.methods)
    expect(code.bdRdm).toBe(item.bdRdm ?? product.regulatory?.bdRdm)
    expect(code.widthMm).toBe(item.size?.widthMm)
  }
})

test('the feed passes its own schema, and its JSON Schema names itself where the site serves it', () => {
  const files = openDataFiles(data, config)
  expect(OpenDataFeed.safeParse(JSON.parse(files['data/products.json']!)).success).toBe(true)
  const schema = JSON.parse(files['data/products.schema.json']!) as { $id: string; properties: Record<string, unknown> }
  expect(schema.$id).toBe(`${config.origin}/data/products.schema.json`)
  expect(Object.keys(schema.properties)).toEqual(['$schema', 'manufacturer', 'products'])
})

test('a feed that breaks its schema stops the build rather than be published', () => {
  const product = data.catalogue.products.find((p) => p.table?.rows.some((r) => r.kind === 'item'))!
  const table = { ...product.table!, rows: product.table!.rows.map((r) => (r.kind === 'item' ? { ...r, item: { ...r.item, gtin: '123' } } : r)) }
  const broken = { ...data, catalogue: { ...data.catalogue, products: [{ ...product, table }] } }
  expect(() => openDataFiles(broken, config)).toThrow(/gtin/)
})
