import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '../../../src/catalogue/generatedDir.ts'
import type { CatalogueData, Product, SiteData } from '../../../src/catalogue/generatedData.ts'
import type { Route } from '../../../src/catalogue/route.ts'
import { compareWithSpec, specProductRoutes } from './compareWithSpec.ts'

// Shapes to start from; each test sets what it compares, so the result never depends on the catalogue's content.
const read = <T>(name: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../..', GENERATED_DIR, name), 'utf8')) as T
const base = { catalogue: read<CatalogueData>('catalogue.json'), site: read<SiteData>('site.json'), routes: read<Route[]>('routes.json') }

const route = (it: string, en: string): Route => ({ id: `product:${en}`, page: 'product', path: { it, en } }) as Route
const differenceOf = (statement: RegExp, built: typeof base) => compareWithSpec(built).find((d) => statement.test(d.statement))?.difference

describe('compareWithSpec', () => {
  test('names each product route missing from the site, and each one the specification does not have', () => {
    const [first, ...rest] = specProductRoutes
    const routes = [...rest.map(([it, en]) => route(it, en)), route('/sanitario/nuova', '/medical/new')]
    const difference = differenceOf(/product routes/, { ...base, routes })
    expect(difference).toContain(`missing: ${first![0]} ${first![1]}`)
    expect(difference).toContain('not in the specification: /sanitario/nuova /medical/new')
  })

  test('the specification’s own routes raise no difference', () => {
    expect(differenceOf(/product routes/, { ...base, routes: specProductRoutes.map(([it, en]) => route(it, en)) })).toBeUndefined()
  })

  test('a flat pouch pack outside the sample data is named by its code', () => {
    const pouch = {
      id: 'steripaper/flat-pouches',
      line: 'steripaper',
      slug: { it: 'buste-piatte', en: 'flat-pouches' },
      path: { it: '/x', en: '/x' },
      table: {
        columns: [],
        rows: [
          { kind: 'item', item: { code: 'SP-FP-075200', size: { widthMm: 75, lengthMm: 200 }, pieces: 3000 } },
          { kind: 'item', item: { code: 'SP-FP-420600', size: { widthMm: 420, lengthMm: 600 }, pieces: 500 } },
        ],
      },
    } as unknown as Product
    const difference = differenceOf(/flat pouches run/, { ...base, catalogue: { ...base.catalogue, products: [pouch] } })
    expect(difference).toContain('SP-FP-075200: 75×200 mm, 3000 pieces')
  })

  test('every line with a page of its own is a difference', () => {
    const line = { id: 'line:x', page: 'line', path: { it: '/sanitario/x', en: '/medical/x' } } as Route
    expect(differenceOf(/no line has a page/, { ...base, routes: [...base.routes, line] })).toContain('/medical/x')
  })
})
