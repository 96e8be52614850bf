import { expect, test } from 'vitest'
import { GTINS_PER_SHARD, RESOLVER_MANIFEST_PATH, type ResolverShard, shardCount, shardOf, shardPath } from '../../../src/features/digitalLink/resolverData.ts'
import { gtinRecords, resolverIndexFiles } from './resolverIndexFiles.ts'
import { gtinCheckDigit } from '../../../src/catalogue/gtinCheckDigit.ts'

const gtin = (n: number) => {
  const body = `0952123${String(n).padStart(6, '0')}`
  return body + gtinCheckDigit(body)
}
const bi = (s: string) => ({ it: s, en: s })
/** A catalogue of `products` products with `codes` codes each, every code with its GTIN. */
function catalogueOf(products: number, codes: number) {
  return {
    lines: [],
    ifuDocuments: [],
    notices: [],
    day: '2026-11-30',
    company: { name: 'Acme', legalAddress: 'Via Roma 1, 20100 Milano (MI)', vatNumber: 'IT01234567890', phone: '+39 02 1', email: 'a@example.it' },
    products: Array.from({ length: products }, (_, p) => ({
      id: `l/p${p}`,
      line: 'l',
      category: 'medical',
      slug: bi(`p${p}`),
      path: bi(`/p${p}/`),
      name: bi(`P${p}`),
      description: bi('d'),
      image: '/i.png',
      table: {
        columns: ['code', 'gtin', 'pieces'],
        rows: Array.from({ length: codes }, (_, c) => ({ kind: 'item', item: { code: `C${p}-${c}`, gtin: gtin(p * codes + c), pieces: 10 } })),
      },
    })),
  } as unknown as Parameters<typeof resolverIndexFiles>[0]
}

test.each([
  [1, 1],
  [40, 7],
  [2000, 7],
])('%i products of %i codes: no file per GTIN, each GTIN in the one shard its hash names, shards small', (products, codes) => {
  const catalogue = catalogueOf(products, codes)
  const files = resolverIndexFiles(catalogue, { css: '', cssHash: "'sha256-x'" })
  const gtins = gtinRecords(catalogue)
  expect(gtins).toHaveLength(products * codes)
  expect(files[0]!.path).toBe(RESOLVER_MANIFEST_PATH)
  const shards = JSON.parse(files[0]!.contents).shards as number
  expect(shards).toBe(shardCount(gtins.length))
  expect(files.length - 1).toBeLessThanOrEqual(Math.max(1, Math.ceil(gtins.length / GTINS_PER_SHARD) * 2))
  const byPath = new Map(files.map((f) => [f.path, JSON.parse(f.contents) as ResolverShard]))
  for (const [g] of gtins) expect(byPath.get(shardPath(shardOf(g, shards)))?.gtins[g]).toBeDefined()
  const largest = Math.max(...[...byPath.values()].slice(1).map((s) => Object.keys(s.gtins).length))
  expect(largest).toBeLessThanOrEqual(GTINS_PER_SHARD * 3)
})
