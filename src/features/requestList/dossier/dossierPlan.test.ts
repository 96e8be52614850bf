import { describe, expect, test } from 'vitest'
import { dossierPlan, type DossierSources, fileName } from './dossierPlan'
import type { TechnicalSheetData } from './technicalSheetIndex'

const sheet = (line: string, title: string, more: Partial<TechnicalSheetData> = {}): TechnicalSheetData => ({
  line,
  lineName: line === 'uno' ? 'Linea Uno' : 'Linea Due',
  title,
  description: '',
  codes: [],
  ifu: [],
  picture: '/images/products/a.png',
  ...more,
})
function document(id: string, more: Partial<DossierSources['documents'][number]>): DossierSources['documents'][number] {
  return {
    id,
    kind: 'technical-file',
    title: { it: `Titolo ${id}`, en: `Title ${id}` },
    lines: [],
    products: [],
    codes: [],
    pdf: `/pdfs/documents/${id}.pdf`,
    language: 'it',
    issued: '2025-05-20',
    ...more,
  }
}
const ifu = { document: 'IFU-1', language: 'it', revision: '02', issued: '2025-09-15', pdf: '/pdfs/it/uno.pdf' }

/** Two products of line one (titled alike), one of line two without a declaration, all under one IFU; a code the catalogue no longer has. */
const sources: DossierSources = {
  lang: 'it',
  today: '2026-11-29',
  list: [
    { code: 'A1', packs: 1 },
    { code: 'A2', packs: 1 },
    { code: 'B1', packs: 1 },
    { code: 'C1', packs: 1 },
    { code: 'X9', packs: 1 },
  ],
  tender: {
    A1: { product: 'uno/buste', pieces: 1 },
    A2: { product: 'uno/buste', pieces: 1 },
    B1: { product: 'due/rotoli', pieces: 1 },
    C1: { product: 'uno/buste-2', pieces: 1 },
  },
  sheets: {
    'uno/buste': sheet('uno', 'Linea Uno – Buste', { doc: { pdf: '/pdfs/declarations/uno.pdf', issued: '2025-01-15' }, ifu: [ifu] }),
    'uno/buste-2': sheet('uno', 'Linea Uno – Buste', { doc: { pdf: '/pdfs/declarations/uno.pdf', issued: '2025-01-15' }, ifu: [ifu] }),
    'due/rotoli': sheet('due', 'Linea Due: Rotoli', { ifu: [ifu] }),
  },
  certifications: [
    { id: 'iso-13485', name: { it: 'ISO 13485', en: 'ISO 13485' }, pdf: '/pdfs/certifications/13485.pdf', validUntil: '2029-09-30', number: 'N-1' },
    { id: 'iso-9001', name: { it: 'ISO 9001', en: 'ISO 9001' }, pdf: '/pdfs/certifications/9001.pdf', validUntil: '2026-11-28' },
    { id: 'iso-14001', name: { it: 'ISO 14001', en: 'ISO 14001' }, pdf: '/pdfs/certifications/14001.pdf' },
  ],
  documents: [
    document('prova-uno', { kind: 'test-report', lines: ['uno'] }),
    document('sds-b1', { kind: 'safety-data-sheet', codes: ['B1'], validUntil: '2026-10-31' }),
    document('altro', { products: ['tre/altro'] }),
    document('c1-en', { codes: ['C1'], language: 'en' }),
  ],
}

describe('dossierPlan', () => {
  const plan = dossierPlan(sources)
  const byPath = Object.fromEntries(plan.files.map((f) => [f.path, f]))

  test('every file once, under a readable name, in the order of its folder; two alike titles numbered', () => {
    expect(plan.files.map((f) => f.path)).toEqual([
      '00 Indice del dossier.pdf',
      '00 Indice del dossier.xlsx',
      '01 Scheda per gara.xlsx',
      '02 Schede tecniche/Linea Due- Rotoli.pdf',
      '02 Schede tecniche/Linea Uno – Buste (2).pdf',
      '02 Schede tecniche/Linea Uno – Buste.pdf',
      '03 Dichiarazioni di conformità/Linea Uno.pdf',
      '04 Certificati/ISO 13485.pdf',
      '04 Certificati/ISO 14001.pdf',
      '04 Certificati/ISO 9001.pdf',
      '05 Documenti/Titolo c1-en.pdf',
      '05 Documenti/Titolo prova-uno.pdf',
      '05 Documenti/Titolo sds-b1.pdf',
      "06 Istruzioni per l'uso/IFU-1 IT rev 02.pdf",
    ])
  })

  test('a document several codes share covers each of them', () => {
    expect(byPath['03 Dichiarazioni di conformità/Linea Uno.pdf']).toMatchObject({
      codes: ['A1', 'A2', 'C1'],
      issued: '2025-01-15',
      source: { fetch: '/pdfs/declarations/uno.pdf' },
    })
    expect(byPath["06 Istruzioni per l'uso/IFU-1 IT rev 02.pdf"]!.codes).toEqual(['A1', 'A2', 'B1', 'C1'])
    expect(byPath['02 Schede tecniche/Linea Uno – Buste.pdf']).toMatchObject({ codes: ['A1', 'A2'], source: { make: 'technicalSheet', product: 'uno/buste' } })
  })

  test('a document of the documents sheet is in when it covers a listed code, its product or its line, with its kind and a language not the dossier’s', () => {
    expect(byPath['05 Documenti/Titolo prova-uno.pdf']).toMatchObject({
      what: 'Rapporto di prova – Titolo prova-uno',
      codes: ['A1', 'A2', 'C1'],
      issued: '2025-05-20',
    })
    expect(byPath['05 Documenti/Titolo c1-en.pdf']).toMatchObject({ what: 'Fascicolo tecnico – Titolo c1-en (en)', codes: ['C1'] })
    expect(plan.files.some((f) => f.path.includes('altro'))).toBe(false)
  })

  test('validity on the visitor’s day: a certificate past its last day is in, marked expired; the others are not', () => {
    expect(byPath['04 Certificati/ISO 9001.pdf']).toMatchObject({ validUntil: '2026-11-28', expired: true })
    expect(byPath['05 Documenti/Titolo sds-b1.pdf']).toMatchObject({ validUntil: '2026-10-31', expired: true })
    expect(byPath['04 Certificati/ISO 13485.pdf']).toMatchObject({ validUntil: '2029-09-30' })
    expect(byPath['04 Certificati/ISO 13485.pdf']!.expired).toBeUndefined()
    expect(dossierPlan({ ...sources, today: '2026-10-31' }).files.some((f) => f.expired)).toBe(false)
  })

  test('a line without a declaration is missing for its codes, and a code the catalogue no longer has is said', () => {
    expect(plan.missing).toEqual([{ what: 'Dichiarazione di conformità UE – Linea Due', codes: ['B1'] }])
    expect(plan.unknown).toEqual(['X9'])
  })

  test('in English, the English names', () => {
    const en = dossierPlan({ ...sources, lang: 'en' })
    expect(en.files.map((f) => f.path)).toContain('03 Declarations of conformity/Linea Uno.pdf')
    expect(en.files.map((f) => f.path)).toContain('04 Certificates/ISO 9001.pdf')
  })
})

describe('fileName', () => {
  test.each([
    ['Steripaper – Buste 75/200', 'Steripaper – Buste 75-200'],
    ['a:b*c?"d"<e>|f\\g', 'a-b-c-d-e-f-g'],
    ['  two   spaces ', 'two spaces'],
  ])('%s → %s', (title, name) => expect(fileName(title)).toBe(name))
})
