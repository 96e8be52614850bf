import { describe, expect, test } from 'vitest'
import type { CatalogueData, Product } from '#src/catalogue/generatedData.ts'
import { filterFromSearch, filterOf, searchWithFilter } from './compatibilityFilter'
import { compatibilityMatrix } from './compatibilityMatrix'

const product = (id: string, line: string, more: Partial<Product> = {}): Product =>
  ({
    id,
    line,
    category: 'medical',
    slug: { it: id, en: id },
    path: { it: `/${id}/`, en: `/en/${id}/` },
    name: { it: id, en: id },
    description: { it: '', en: '' },
    image: '',
    table: { columns: ['code'], rows: [{ kind: 'item', item: { code: `${id}-1`, pieces: 1 } }] },
    ...more,
  }) as Product

const line = (id: string) => ({
  id,
  category: 'medical' as const,
  alsoIn: [],
  slug: { it: id, en: id },
  name: { it: `Linea ${id}`, en: `Line ${id}` },
  description: { it: '', en: '' },
  products: [],
})

/** Line "uno": two products for steam, one validated for 134 °C with a report; line "due": a Tyvek-like product for hydrogen peroxide, one code of steam; line "tre": none. */
const catalogue: Pick<CatalogueData, 'lines' | 'products' | 'cycles' | 'documents'> = {
  lines: [line('uno'), line('due'), line('tre')],
  products: [
    product('uno/a', 'uno', {
      attributes: { methods: ['steam'] },
      cycles: [{ cycle: 'steam-134', evidence: { pdf: '/pdfs/documents/r.pdf', document: 'r' } }],
    }),
    product('uno/b', 'uno', { attributes: { methods: ['steam'] } }),
    product('due/a', 'due', {
      attributes: { methods: ['hydrogen_peroxide'] },
      table: { columns: ['code'], rows: [{ kind: 'item', item: { code: 'D1', pieces: 1, methods: ['steam'] } }] },
      cycles: [{ cycle: 'nx-express' }],
    }),
    product('tre/a', 'tre'),
    product('uno/gone', 'uno', { withdrawn: '2025-01-01', attributes: { methods: ['formaldehyde'] } }),
  ],
  cycles: [
    {
      id: 'steam-134',
      method: 'steam',
      maker: 'EN 285',
      model: { it: 'Sterilizzatrice a vapore', en: 'Steam sterilizer' },
      cycle: { it: 'Prevuoto 134 °C', en: 'Prevacuum 134 °C' },
      temperatureC: 134,
    },
    {
      id: 'nx-express',
      method: 'hydrogen_peroxide',
      maker: 'ASP',
      model: { it: 'STERRAD 100NX', en: 'STERRAD 100NX' },
      cycle: { it: 'Express', en: 'Express' },
    },
  ],
  documents: [
    {
      id: 'r',
      kind: 'test-report',
      title: { it: 'Rapporto EN 868-5', en: 'EN 868-5 report' },
      lines: [],
      products: [],
      codes: [],
      pdf: '/pdfs/documents/r.pdf',
      language: 'it',
      issued: '2025-01-01',
    },
  ],
}
const matrix = compatibilityMatrix(catalogue, 'it', (id) => (id === 'tre' ? undefined : `/sanitario/#line-${id}`))

describe('compatibilityMatrix', () => {
  test('columns: each method a product of the catalogue suits or a cycle names, its own column first, then its cycles', () => {
    expect(matrix.groups.map((g) => [g.name, g.columns.map((c) => c.label)])).toEqual([
      ['Vapore', ['Vapore', 'Sterilizzatrice a vapore Prevuoto 134 °C']],
      ['Perossido di idrogeno a bassa temperatura', ['Perossido di idrogeno a bassa temperatura', 'STERRAD 100NX Express']],
    ])
  })

  test("a cycle's generic name in the page's language, a trade name as it is", () => {
    const english = compatibilityMatrix(catalogue, 'en', () => undefined)
    expect(english.groups.flatMap((g) => g.columns.slice(1).map((c) => c.label))).toEqual(['Steam sterilizer Prevacuum 134 °C', 'STERRAD 100NX Express'])
  })

  test('a line validated by all its products, some (with how many), or none; a withdrawn product does not count', () => {
    const uno = matrix.rows.find((r) => r.line === 'uno')!
    expect(uno.cells['steam']).toMatchObject({ state: 'all', validated: 2, of: 2 })
    expect(uno.cells['steam-134']).toEqual({ state: 'some', validated: 1, of: 2, evidence: [{ pdf: '/pdfs/documents/r.pdf', title: 'Rapporto EN 868-5' }] })
    expect(uno.cells['nx-express']!.state).toBe('none')
  })

  test('a code’s own method counts for its product; rows keep the lines’ order, each linked where it has a page', () => {
    const due = matrix.rows.find((r) => r.line === 'due')!
    expect(due.cells['steam']!.state).toBe('all')
    expect(due.cells['nx-express']).toEqual({ state: 'all', validated: 1, of: 1, evidence: [] })
    expect(matrix.rows.map((r) => [r.name, r.href])).toEqual([
      ['Linea uno', '/sanitario/#line-uno'],
      ['Linea due', '/sanitario/#line-due'],
      ['Linea tre', undefined],
    ])
  })
})

describe('the filter in the address', () => {
  test.each([
    ['', {}],
    ['?method=steam', { method: 'steam' }],
    ['?cycle=nx-express', { method: 'hydrogen_peroxide', cycle: 'nx-express' }],
    ['?method=nx-express', { method: 'hydrogen_peroxide', cycle: 'nx-express' }],
    ['?method=plasma', {}],
    ['?cycle=unknown&method=steam', { method: 'steam' }],
    ['?cycle=steam&method=nx-express', { method: 'hydrogen_peroxide', cycle: 'nx-express' }],
  ])('%s', (search, filter) => expect(filterFromSearch(search, matrix)).toEqual(filter))

  test.each([
    ['steam-134', { method: 'steam', cycle: 'steam-134' }],
    ['hydrogen_peroxide', { method: 'hydrogen_peroxide' }],
    ['plasma', {}],
    [undefined, {}],
  ])('the choice %s is the filter %o', (id, filter) => expect(filterOf(id, matrix)).toEqual(filter))

  test('the address keeps its other parameters', () => {
    expect(searchWithFilter('?x=1&method=steam', { method: 'hydrogen_peroxide', cycle: 'nx-express' })).toBe('?x=1&method=hydrogen_peroxide&cycle=nx-express')
    expect(searchWithFilter('?method=steam&cycle=a', {})).toBe('')
  })
})
