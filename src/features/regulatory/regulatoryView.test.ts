import { describe, expect, test } from 'vitest'
import type { IfuDocument, Line, Product } from '#src/catalogue/generatedData.ts'
import { regulatoryView } from './regulatoryView'

const both = (s: string) => ({ it: s, en: s })
const product = (regulatory?: Product['regulatory']): Product => ({
  id: 'line-a/pouches',
  line: 'line-a',
  category: 'medical',
  slug: both('p'),
  path: both('/p/'),
  name: both('P'),
  description: both('D'),
  image: '/images/p.png',
  ...(regulatory ? { regulatory } : {}),
})
const line = (declarationOfConformity?: Line['declarationOfConformity']): Line => ({
  id: 'line-a',
  category: 'medical',
  alsoIn: [],
  slug: both('a'),
  name: both('A'),
  description: both('D'),
  products: ['line-a/pouches'],
  ...(declarationOfConformity ? { declarationOfConformity } : {}),
})
const revision = { revision: '01', issued: '2025-01-01', pdf: '/x.pdf', sha256: '0', bytes: 1 }
const ifu = (document: string, language: string, it: string, en: string, products = ['line-a/pouches']): IfuDocument => ({
  page: document.toLowerCase(),
  document,
  language,
  languageName: { it, en },
  flag: language,
  product: 'A',
  products,
  current: revision,
  earlier: [],
})

const german = ifu('IFU-A', 'de', 'Tedesco', 'German')
const english = ifu('IFU-A', 'en', 'Inglese', 'English')
const italian = ifu('IFU-A', 'it', 'Italiano', 'Italian')
const spanish = ifu('IFU-A', 'es', 'Spagnolo', 'Spanish')
const otherProduct = ifu('IFU-B', 'it', 'Italiano', 'Italian', ['line-b/rolls'])
const twoDocuments = [ifu('IFU-A', 'it', 'Italiano', 'Italian'), ifu('IFU-A2', 'it', 'Italiano', 'Italian')]
const doc = { pdf: '/pdfs/declarations/a.pdf', issued: '2025-01-15' }

describe('regulatoryView', () => {
  test.each([
    ['no regulatory value, declaration or IFU', product(), line(), [otherProduct]],
    ['an empty regulatory object', product({}), line(), []],
  ])('%s: null, so the page shows nothing new', (_name, p, l, documents) => {
    expect(regulatoryView(p, l, documents, 'it')).toBeNull()
  })

  test.each([
    ['only a risk class', product({ riskClass: 'IIa' }), line(), [], { riskClass: 'IIa', ifu: [] }],
    ['only a shelf life', { ...product(), shelfLifeMonths: 60 }, line(), [], { shelfLifeMonths: 60, ifu: [] }],
    ['only the declaration, its date in Italian', product(), line(doc), [], { doc: { ...doc, issuedText: '15 gennaio 2025' }, ifu: [] }],
    ['only an IFU', product(), line(), [german], { ifu: [{ document: 'IFU-A', languages: [{ ref: 'ifu-a/de', language: 'de', name: 'Tedesco' }] }] }],
  ] as const)('%s', (_name, p, l, documents, expected) => {
    expect(regulatoryView(p, l, documents, 'it')).toEqual(expected)
  })

  test('the declaration date as the English pages write it', () => {
    expect(regulatoryView(product(), line(doc), [], 'en')?.doc?.issuedText).toBe('15 January 2025')
  })

  test.each([
    ['it', ['it', 'en', 'es', 'de']],
    ['en', ['en', 'de', 'it', 'es']],
  ] as const)('IFU languages (%s): the page language first, then the others by their name in it', (lang, order) => {
    const view = regulatoryView(product(), line(), [german, english, italian, spanish, otherProduct], lang)
    expect(view?.ifu.map((d) => d.document)).toEqual(['IFU-A'])
    expect(view?.ifu[0]?.languages.map((l) => l.language)).toEqual(order)
  })

  test('two documents in one language are two entries, each named by its number', () => {
    expect(regulatoryView(product(), line(), twoDocuments, 'it')?.ifu.map((d) => [d.document, d.languages.length])).toEqual([
      ['IFU-A', 1],
      ['IFU-A2', 1],
    ])
  })
})

describe('validated cycles and sealing', () => {
  const cycles = [
    {
      id: 'nx-express',
      method: 'hydrogen_peroxide' as const,
      maker: 'ASP',
      model: { it: 'STERRAD 100NX', en: 'STERRAD 100NX' },
      cycle: { it: 'Express', en: 'Express' },
    },
    {
      id: 'steam-134',
      method: 'steam' as const,
      maker: 'EN 285',
      model: { it: 'Sterilizzatrice a vapore', en: 'Steam sterilizer' },
      cycle: { it: 'Prevuoto 134 °C', en: 'Prevacuum 134 °C' },
      temperatureC: 134,
    },
  ]
  const validated: Product = {
    ...product({ basicUdiDi: '9521234ABC' }),
    cycles: [{ cycle: 'nx-express', codes: ['A1'], evidence: { pdf: '/pdfs/documents/r.pdf', document: 'r' } }, { cycle: 'steam-134' }, { cycle: 'gone' }],
    sealing: { temperatureC: { min: 170, max: 200 }, pressureN: { min: 100 }, speedMPerMin: { min: 10, max: 10 } },
  }

  test('each cycle by the cycles sheet’s name, with its maker, its codes where not all and its report; a cycle the sheet lacks is left out', () => {
    expect(regulatoryView(validated, line(), [], 'it', { certifications: [], cycles })!.cycles).toEqual([
      { name: 'STERRAD 100NX Express', maker: 'ASP', codes: ['A1'], evidence: '/pdfs/documents/r.pdf' },
      { name: 'Sterilizzatrice a vapore Prevuoto 134 °C', maker: 'EN 285' },
    ])
    expect(regulatoryView(validated, line(), [], 'en', { certifications: [], cycles })!.cycles!.map((c) => c.name)).toEqual([
      'STERRAD 100NX Express',
      'Steam sterilizer Prevacuum 134 °C',
    ])
  })

  test.each([
    ['it', ['Temperatura di saldatura: 170–200 °C', 'Pressione di contatto: ≥ 100 N', 'Velocità di saldatura: 10 m/min']],
    ['en', ['Sealing temperature: 170–200 °C', 'Contact pressure: ≥ 100 N', 'Sealing speed: 10 m/min']],
  ] as const)('sealing in %s: each parameter given, with its unit', (lang, expected) => {
    expect(regulatoryView(validated, line(), [], lang, { certifications: [], cycles })!.sealing!.map((s) => `${s.name}: ${s.text}`)).toEqual(expected)
  })

  test('a product with neither has no such rows', () => {
    const view = regulatoryView(product({ basicUdiDi: '9521234ABC' }), line(), [], 'it', { certifications: [], cycles })!
    expect(view.cycles).toBeUndefined()
    expect(view.sealing).toBeUndefined()
  })
})
