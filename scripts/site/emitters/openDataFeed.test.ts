import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { GENERATED_DIR } from '../../../src/catalogue/generatedDir.ts'
import type { CatalogueData, SiteData } from '../../../src/catalogue/generatedData.ts'
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
    expect(code.packaging[0]).toMatchObject({ level: 'pack', pieces: item.pieces })
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

test("each level's pieces and GTIN, and the product's shelf life, are in the feed and its schema", () => {
  const product = data.catalogue.products.find((p) => p.table?.rows.some((r) => r.kind === 'item'))!
  const [first] = product.table!.rows.flatMap((r) => (r.kind === 'item' ? [r.item] : []))
  const item = {
    ...first!,
    gtin: '09521234100263',
    boxPieces: first!.pieces * 5,
    boxGtin: '19521234100260',
    cartonPieces: first!.pieces * 20,
    cartonGtin: '29521234100267',
  }
  const edited = { ...product, shelfLifeMonths: 60, table: { ...product.table!, rows: [{ kind: 'item' as const, item }] } }
  const files = openDataFiles({ ...data, catalogue: { ...data.catalogue, products: [edited] } }, config)
  const feed = OpenDataFeed.parse(JSON.parse(files['data/products.json']!))
  expect(feed.products[0]!.shelfLifeMonths).toBe(60)
  expect(feed.products[0]!.codes[0]!.packaging).toEqual([
    { level: 'pack', pieces: item.pieces, gtin: '09521234100263' },
    { level: 'box', pieces: item.pieces * 5, gtin: '19521234100260' },
    { level: 'carton', pieces: item.pieces * 20, gtin: '29521234100267' },
  ])
  // The JSON Schema says the same: a product's shelf life, a code's levels with their GTINs.
  interface Node {
    properties?: Record<string, Node>
    items?: Node
  }
  const schema = JSON.parse(files['data/products.schema.json']!) as Node
  const productNode = schema.properties!.products!.items!
  expect(Object.keys(productNode.properties!)).toContain('shelfLifeMonths')
  expect(Object.keys(productNode.properties!.codes!.items!.properties!.packaging!.items!.properties!)).toEqual(['level', 'pieces', 'gtin'])
})

test('a code carries the cycles that cover it, with their report; its product its sealing ranges, units in their names', () => {
  const product = data.catalogue.products.find((p) => (p.table?.rows.filter((r) => r.kind === 'item').length ?? 0) >= 2)!
  const [a, b] = product.table!.rows.flatMap((r) => (r.kind === 'item' ? [r.item.code] : []))
  const cycles = [
    {
      id: 'c-all',
      method: 'steam' as const,
      maker: 'EN 285',
      model: { it: 'Sterilizzatrice a vapore', en: 'Steam sterilizer' },
      cycle: { it: 'Prevuoto 134 °C', en: 'Prevacuum 134 °C' },
      temperatureC: 134,
    },
    {
      id: 'c-one',
      method: 'hydrogen_peroxide' as const,
      maker: 'ASP',
      model: { it: 'STERRAD 100NX', en: 'STERRAD 100NX' },
      cycle: { it: 'Express', en: 'Express' },
    },
  ]
  const edited: Pick<CatalogueData, 'products'> = {
    products: [
      {
        ...product,
        cycles: [
          { cycle: 'c-all', evidence: { pdf: '/pdfs/documents/r.pdf' } },
          { cycle: 'c-one', codes: [a!] },
        ],
        sealing: { temperatureC: { min: 170, max: 200 }, speedMPerMin: { min: 8 } },
      },
    ],
  }
  const feed = OpenDataFeed.parse(openDataFeed({ ...data, catalogue: { ...data.catalogue, ...edited, cycles } }, config))
  const codes = feed.products[0]!.codes
  const steam = {
    method: 'steam',
    maker: 'EN 285',
    model: 'Steam sterilizer',
    cycle: 'Prevacuum 134 °C',
    temperatureC: 134,
    evidence: `${config.origin}/pdfs/documents/r.pdf`,
  }
  expect(codes.find((c) => c.code === a)!.validatedCycles).toEqual([
    steam,
    { method: 'hydrogen_peroxide', maker: 'ASP', model: 'STERRAD 100NX', cycle: 'Express' },
  ])
  expect(codes.find((c) => c.code === b)!.validatedCycles).toEqual([steam])
  expect(feed.products[0]!.sealing).toEqual({ temperatureC: { min: 170, max: 200 }, speedMPerMin: { min: 8 } })
})
