import { describe, expect, test } from 'vitest'
import { sizeColumn, tableColumns } from '#src/catalogue/tableColumns.ts'
import type { CodeIndex } from './codeIndex'
import type { TenderIndex, TenderInfo } from './tenderIndex'
import { tenderColumns } from './tenderColumns'
import { type TenderFacts, type TenderRow, tenderRows } from './tenderRows'

const facts: TenderFacts = {
  lang: 'it',
  origin: 'https://www.example.it',
  manufacturer: 'Maker S.r.l.',
  address: 'Via Uno 1, Milano',
  unknown: 'Codice non più presente in catalogo',
  srn: 'IT-MF-000000001',
  certificate: 'N. 1, valido fino al 30/09/2029',
}
const codes: CodeIndex = {
  A1: { product: 'Linea – Buste', href: '/sanitario/linea/buste/', size: '75 × 200 mm', unit: { level: 'pack', pieces: 2000 } },
  B2: { product: 'Bobine', href: '/industriale/bobine/', size: '', unit: { level: 'pack', pieces: 1 } },
}
const full = {
  product: 'linea/buste',
  pieces: 2000,
  gtin: '09521234100003',
  basicUdiDi: '9521234SP-FPGL',
  emdn: 'S01010101',
  emdnTerm: 'STERILISATION POUCHES, FLAT, PAPER/PLASTIC FILM',
  bdRdm: '0990001',
  bdRdmType: 'DM1',
  riskClass: 'I',
  sterile: false,
  singleUse: true,
  latexFree: true,
  pvcFree: true,
  methods: ['Vapore', 'Ossido di etilene'],
  standards: ['EN 868-5', 'EN ISO 11607-1'],
  storage: 'In luogo asciutto',
  shelfLifeMonths: 60,
  unit: { level: 'carton', pieces: 2000 },
  levels: [
    { level: 'pack', pieces: 200, gtin: '09521234100003' },
    { level: 'box', pieces: 1000 },
    { level: 'carton', pieces: 2000, gtin: '29521234100007' },
  ],
  doc: { pdf: '/pdfs/doc.pdf', issued: '2025-01-15' },
} satisfies TenderInfo
const empty = Object.fromEntries(tenderColumns.map((c) => [c.key, null])) as TenderRow

/** What every row of a known code holds whatever the case: code, quantity, the list's product and size, the manufacturer, the product page. */
const knownA1 = (packs: number) => ({
  code: { text: 'A1' },
  packs: { number: packs },
  samples: { text: 'No' },
  product: { text: 'Linea – Buste' },
  size: { text: '75 × 200 mm' },
  manufacturer: { text: 'Maker S.r.l.' },
  address: { text: 'Via Uno 1, Milano' },
  srn: { text: 'IT-MF-000000001' },
  certificate: { text: 'N. 1, valido fino al 30/09/2029' },
  productPage: { link: 'https://www.example.it/sanitario/linea/buste/' },
})

describe('tenderRows', () => {
  test.each<[string, TenderIndex, Partial<TenderRow>]>([
    [
      'every value: identifiers as text, counts as numbers, the declaration with its day',
      { A1: { ...full, ifu: [{ language: 'it', path: '/ifu/linea/it/' }] } },
      {
        pieces: { number: 2000 },
        gtin: { text: '09521234100003' },
        basicUdiDi: { text: '9521234SP-FPGL' },
        emdn: { text: 'S01010101' },
        emdnTerm: { text: 'STERILISATION POUCHES, FLAT, PAPER/PLASTIC FILM' },
        bdRdmType: { text: 'DM1' },
        bdRdm: { text: '0990001' },
        riskClass: { text: 'I' },
        sterile: { text: 'No' },
        singleUse: { text: 'Sì' },
        latexFree: { text: 'Sì' },
        pvcFree: { text: 'Sì' },
        methods: { text: 'Vapore, Ossido di etilene' },
        standards: { text: 'EN 868-5, EN ISO 11607-1' },
        storage: { text: 'In luogo asciutto' },
        shelfLife: { number: 60 },
        // Each level with its GTIN where it has one: the carton's too, not the pack's alone.
        packaging: { text: 'confezione: 200 pezzi, GTIN 09521234100003; scatola: 1000 pezzi; cartone: 2000 pezzi, GTIN 29521234100007' },
        unit: { text: 'cartoni da 2000 pezzi' },
        unitPieces: { number: 2000 },
        totalPieces: { number: 8000 },
        ifu: { link: 'https://www.example.it/ifu/linea/it/' },
        doc: { link: 'https://www.example.it/pdfs/doc.pdf' },
        docIssued: { date: '2025-01-15' },
      },
    ],
    ['no regulatory data, no documents, no unit: those cells empty', { A1: { product: 'linea/buste', pieces: 2000 } }, { pieces: { number: 2000 } }],
    [
      'two documents in the sheet’s language: both addresses',
      {
        A1: {
          product: 'linea/buste',
          pieces: 1,
          ifu: [
            { language: 'it', path: '/ifu/a/it/' },
            { language: 'it', path: '/ifu/b/it/' },
          ],
        },
      },
      { pieces: { number: 1 }, ifu: { text: 'https://www.example.it/ifu/a/it/; https://www.example.it/ifu/b/it/' } },
    ],
    [
      'documents in other languages only: each after its language',
      {
        A1: {
          product: 'linea/buste',
          pieces: 1,
          ifu: [
            { language: 'de', path: '/ifu/a/de/' },
            { language: 'fr', path: '/ifu/a/fr/' },
          ],
        },
      },
      { pieces: { number: 1 }, ifu: { text: 'de: https://www.example.it/ifu/a/de/; fr: https://www.example.it/ifu/a/fr/' } },
    ],
  ])('%s', (_name, tender, expected) => {
    expect(tenderRows([{ code: 'A1', packs: 4 }], codes, tender, facts)).toEqual([{ ...empty, ...knownA1(4), ...expected }])
  })

  test('a code no longer in the catalogue keeps its packs and says so; the others keep their place in list order', () => {
    const rows = tenderRows(
      [
        { code: 'GONE', packs: 2 },
        { code: 'A1', packs: 3 },
        { code: 'B2', packs: 1 },
      ],
      codes,
      { A1: full, B2: { product: 'bobine', pieces: 1 } },
      facts,
    )
    expect(rows.map((r) => r.code)).toEqual([{ text: 'GONE' }, { text: 'A1' }, { text: 'B2' }])
    expect(rows[0]).toEqual({
      ...empty,
      code: { text: 'GONE' },
      packs: { number: 2 },
      samples: { text: 'No' },
      product: { text: 'Codice non più presente in catalogo' },
    })
    // A product without sizes leaves the size empty rather than writing an empty text.
    expect(rows[2]!.size).toBeNull()
  })

  test.each<[TenderFacts['lang'], true | undefined, string]>([
    ['it', true, 'Sì'],
    ['it', undefined, 'No'],
    ['en', true, 'Yes'],
    ['en', undefined, 'No'],
  ])('%s: samples asked for (%s) written "%s", as the other yes/no cells', (lang, samples, expected) => {
    const entry = { code: 'A1', packs: 1, ...(samples ? { samples } : {}) }
    const rows = tenderRows([entry, { ...entry, code: 'GONE' }], codes, { A1: full }, { ...facts, lang })
    // A code no longer in the catalogue keeps the samples asked for, as it keeps its packs.
    expect(rows.map((r) => r.samples)).toEqual([{ text: expected }, { text: expected }])
  })

  test('a code the tender index lacks (files of two versions) is not given values it does not have', () => {
    expect(tenderRows([{ code: 'A1', packs: 1 }], codes, {}, facts)[0]!.product).toEqual({ text: facts.unknown })
  })

  test('an empty list gives no rows', () => {
    expect(tenderRows([], codes, {}, facts)).toEqual([])
  })
})

test('code, size and pieces are named as the product tables name them', () => {
  const byKey = Object.fromEntries(tenderColumns.map((c) => [c.key, c.label]))
  expect([byKey.code, byKey.size, byKey.pieces]).toEqual([tableColumns.code.label, sizeColumn.label, tableColumns.pieces.label])
})
