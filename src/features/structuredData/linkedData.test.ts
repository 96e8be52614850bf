import { describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import type { TableItem } from '#src/catalogue/productTable.ts'
import type { Product } from '#src/catalogue/generatedData.ts'
import { productLd } from './linkedData'

const bi = (it: string, en: string) => ({ it, en })
const item = (code: string, lengthMm: number, extra: Partial<TableItem> = {}): TableItem => ({ code, size: { widthMm: 75, lengthMm }, pieces: 200, ...extra })
/** Three codes of one product: sizes differ; the process only two give; carton GTINs only two have. */
const product = {
  id: 'sp/flat',
  line: 'sp',
  category: 'medical',
  slug: bi('piatte', 'flat'),
  path: bi('/sanitario/sp/piatte/', '/medical/sp/flat/'),
  name: bi('Buste piatte', 'Flat pouches'),
  description: bi('d', 'd'),
  image: '/i.png',
  table: {
    columns: ['code', 'gtin', 'cartonGtin', 'size', 'process', 'pieces', 'cartonPieces'],
    rows: [
      { kind: 'item', item: item('SP-1', 200, { gtin: '09521234000013', cartonGtin: '29521234000017', cartonPieces: 2000, process: bi('Vapore', 'Steam') }) },
      { kind: 'item', item: item('SP-2', 250, { gtin: '09521234000020', cartonGtin: '29521234000024', cartonPieces: 2000, process: bi('Plasma', 'Plasma') }) },
      { kind: 'item', item: item('SP-3', 300, { cartonPieces: 2000 }) },
    ],
  },
} as unknown as Product
const catalogue = { lines: [{ id: 'sp', slug: bi('sp', 'sp'), name: bi('Steri', 'Steri') }] } as unknown as Parameters<typeof productLd>[0]
const site = { company: { name: 'Acme' } } as unknown as Parameters<typeof productLd>[1]

describe('a product group varies by what every code has, and never by an identifier', () => {
  test.each(langs)('%s', (lang) => {
    const group = productLd(catalogue, site, product, 'https://example.it', lang) as unknown as { variesBy: unknown[]; hasVariant: Record<string, unknown>[] }
    // The size differs and every code has one; the process differs but one code has none; carton GTINs identify.
    expect(group.variesBy).toEqual(['https://schema.org/size'])
    for (const variant of group.hasVariant) expect(variant.size).toBeDefined()
    expect(JSON.stringify(group.variesBy)).not.toMatch(/Gtin/)
    expect(group.hasVariant.map((v) => v.gtin14)).toEqual(['09521234000013', '09521234000020', undefined])
  })
})
