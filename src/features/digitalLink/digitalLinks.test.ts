import { describe, expect, test } from 'vitest'
import type { CatalogueData, IfuDocument, Line, Product } from '../../catalogue/schema.ts'
import { digitalLinkPath, digitalLinkUri, linksetPath } from './digitalLinkPath.ts'
import { labelEntries, linksetOf, resolverDescription } from './digitalLinks.ts'

const bi = (it: string, en: string) => ({ it, en })
const line: Line = { id: 'sp', category: 'medical', alsoIn: [], slug: bi('sp', 'sp'), name: bi('Steri', 'Steri'), description: bi('d', 'd'), products: ['sp/flat'], declarationOfConformity: { pdf: '/pdfs/declarations/sp.pdf', issued: '2025-01-15' } }
const product: Product = {
  id: 'sp/flat',
  line: 'sp',
  category: 'medical',
  slug: bi('piatte', 'flat'),
  path: bi('/sanitario/sp/piatte/', '/medical/sp/flat/'),
  name: bi('Buste piatte', 'Flat pouches'),
  description: bi('d', 'd'),
  image: '/images/x.png',
  table: {
    columns: ['code', 'gtin', 'size', 'pieces'],
    rows: [
      { kind: 'item', item: { code: 'SP/1', gtin: '02001000000012', size: { widthMm: 75, lengthMm: 200 }, pieces: 1000 } },
      { kind: 'item', item: { code: 'SP-2', pieces: 500 } },
    ],
  },
}
const ifuDocument = (language: string, name: string): IfuDocument => ({
  page: 'sp',
  document: 'IFU-SP',
  language,
  languageName: bi(name, name),
  flag: language,
  product: 'Steri',
  products: ['sp/flat'],
  current: { revision: '01', issued: '2025-01-01', pdf: `/pdfs/${language}/sp.pdf`, sha256: 'x', bytes: 1 },
  earlier: [],
})
const catalogue: Pick<CatalogueData, 'lines' | 'products' | 'ifuDocuments'> = { lines: [line], products: [product], ifuDocuments: [ifuDocument('de', 'Tedesco'), ifuDocument('it', 'Italiano')] }
const origin = 'https://www.example.it'

describe('labelEntries', () => {
  test('a code with a GTIN is an entry with what its label designates; a code without one is none', () => {
    const [entry, ...rest] = labelEntries(catalogue)
    expect(rest).toEqual([])
    expect(entry).toEqual({
      gtin: '02001000000012',
      code: 'SP/1',
      product: bi('Steri – Buste piatte', 'Steri – Flat pouches'),
      size: bi('75 × 200 mm', '75 × 200 mm'),
      pieces: 1000,
      productPage: bi('/sanitario/sp/piatte/#SP%2F1', '/medical/sp/flat/#SP%2F1'),
      ifu: [
        { language: 'de', languageName: bi('Tedesco', 'Tedesco'), page: bi('/ifu/sp/de/', '/en/ifu/sp/de/') },
        { language: 'it', languageName: bi('Italiano', 'Italiano'), page: bi('/ifu/sp/it/', '/en/ifu/sp/it/') },
      ],
      declaration: { pdf: '/pdfs/declarations/sp.pdf', issued: '2025-01-15' },
    })
  })

  test('a line without a declaration and a product without documents leave them out', () => {
    const [entry] = labelEntries({ lines: [{ ...line, declarationOfConformity: undefined }], products: [product], ifuDocuments: [] })
    expect(entry!.ifu).toEqual([])
    expect(entry).not.toHaveProperty('declaration')
  })
})

describe('addresses', () => {
  test('a landing page ends with a slash as every page; the URI a label prints does not', () => {
    expect(digitalLinkPath('02001000000012')).toBe('/01/02001000000012/')
    expect(linksetPath('02001000000012')).toBe('/01/02001000000012/linkset.json')
    expect(digitalLinkUri(origin, '02001000000012')).toBe('https://www.example.it/01/02001000000012')
  })
})

describe('linksetOf', () => {
  const [entry] = labelEntries(catalogue)
  const { linkset } = linksetOf(entry!, origin)

  test('one context, anchored at the Digital Link URI, with GS1 link types as URIs', () => {
    expect(linkset).toHaveLength(1)
    expect(linkset[0].anchor).toBe('https://www.example.it/01/02001000000012')
    expect(Object.keys(linkset[0]).sort()).toEqual(['anchor', 'https://gs1.org/voc/certificationInfo', 'https://gs1.org/voc/defaultLink', 'https://gs1.org/voc/eifu', 'https://gs1.org/voc/pip'])
  })

  test('each document in the interface of its language where the site has it, else in English', () => {
    expect(linkset[0]['https://gs1.org/voc/eifu']).toEqual([
      { href: 'https://www.example.it/en/ifu/sp/de/', title: 'Steri – Flat pouches – Tedesco', type: 'text/html', hreflang: ['de'] },
      { href: 'https://www.example.it/ifu/sp/it/', title: 'Steri – Buste piatte – Italiano', type: 'text/html', hreflang: ['it'] },
    ])
  })

  test('the product page with the row marked, the declaration, and the landing page by default', () => {
    expect(linkset[0]['https://gs1.org/voc/pip']).toEqual([
      { href: 'https://www.example.it/sanitario/sp/piatte/#SP%2F1', title: 'Steri – Buste piatte', type: 'text/html', hreflang: ['it'] },
      { href: 'https://www.example.it/medical/sp/flat/#SP%2F1', title: 'Steri – Flat pouches', type: 'text/html', hreflang: ['en'] },
    ])
    expect(linkset[0]['https://gs1.org/voc/certificationInfo']).toEqual([{ href: 'https://www.example.it/pdfs/declarations/sp.pdf', title: 'EU declaration of conformity', type: 'application/pdf' }])
    expect(linkset[0]['https://gs1.org/voc/defaultLink']).toEqual([{ href: 'https://www.example.it/01/02001000000012/', title: 'SP/1 – Steri – Flat pouches', type: 'text/html' }])
  })
})

test('the resolver description names the site as the root of GTINs, never defaulting to the linkset', () => {
  expect(resolverDescription(origin, { name: 'Acme', legalAddress: 'Via Roma 1, 20100 Milano (MI)', phone: '+39 02 1', email: 'info@example.it' })).toMatchObject({
    resolverRoot: origin,
    supportedPrimaryKeys: ['01'],
    linkTypeDefaultCanBeLinkset: false,
    supportedLinkType: [{ namespace: 'https://gs1.org/voc/', prefix: 'gs1:' }],
  })
})
