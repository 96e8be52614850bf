import { describe, expect, test } from 'vitest'
import { type Lang, langs } from '#src/catalogue/langs.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { REGULATORY_SHEET, type RegulatoryFacts, regulatoryColumns, regulatoryRow } from './regulatoryRow'

const origin = 'https://www.example.it'
const context = (lang: Lang) => ({ lang, origin, title: 'Steri – Buste piatte', page: `${origin}/sanitario/steri/buste-piatte/` })

/** Every value a product may have, its IFU in the language of the row. */
const full = (lang: Lang): RegulatoryFacts => ({
  basicUdiDi: '8012345ABC12',
  emdn: 'S01010101',
  emdnTerm: 'STERILISATION POUCHES',
  bdRdmType: 'DM1',
  bdRdm: '0012345',
  riskClass: 'I',
  sterile: false,
  singleUse: true,
  latexFree: true,
  pvcFree: false,
  methods: lang === 'it' ? ['Vapore', 'Ossido di etilene'] : ['Steam', 'Ethylene oxide'],
  cycles: ['Prevacuum 134 °C', 'STERRAD 100NX Express (A1, A2)'],
  sealing: { temperatureC: '170–200', pressureN: '≥ 100', dwellS: '1', speedMPerMin: '8–12' },
  standards: ['EN 868-5', 'EN ISO 11607-1'],
  storage: lang === 'it' ? 'In luogo asciutto' : 'Keep dry',
  shelfLifeMonths: 60,
  ifu: [{ language: lang, path: `/ifu/steri/${lang}/` }],
  doc: { pdf: '/pdfs/doc.pdf', issued: '2025-01-15' },
})
const declared = new Date(Date.UTC(2025, 0, 15))

describe('regulatoryRow: a product’s row of the regulatory sheet', () => {
  test.each<[string, Lang, RegulatoryFacts, (string | number | Date)[] | null]>([
    ['nothing of its own: no row', 'it', {}, null],
    [
      'every value, in Italian',
      'it',
      full('it'),
      [
        'Steri – Buste piatte',
        '8012345ABC12',
        'S01010101',
        'STERILISATION POUCHES',
        'DM1',
        '0012345',
        'I',
        'No',
        'Sì',
        'Sì',
        'No',
        'Vapore, Ossido di etilene',
        'Prevacuum 134 °C; STERRAD 100NX Express (A1, A2)',
        '170–200',
        '≥ 100',
        '1',
        '8–12',
        'EN 868-5, EN ISO 11607-1',
        'In luogo asciutto',
        60,
        `${origin}/sanitario/steri/buste-piatte/`,
        `${origin}/ifu/steri/it/`,
        `${origin}/pdfs/doc.pdf`,
        declared,
      ],
    ],
    [
      'every value, in English',
      'en',
      full('en'),
      [
        'Steri – Buste piatte',
        '8012345ABC12',
        'S01010101',
        'STERILISATION POUCHES',
        'DM1',
        '0012345',
        'I',
        'No',
        'Yes',
        'Yes',
        'No',
        'Steam, Ethylene oxide',
        'Prevacuum 134 °C; STERRAD 100NX Express (A1, A2)',
        '170–200',
        '≥ 100',
        '1',
        '8–12',
        'EN 868-5, EN ISO 11607-1',
        'Keep dry',
        60,
        `${origin}/sanitario/steri/buste-piatte/`,
        `${origin}/ifu/steri/en/`,
        `${origin}/pdfs/doc.pdf`,
        declared,
      ],
    ],
    [
      'only a declaration: the rest empty',
      'en',
      { doc: { pdf: '/pdfs/doc.pdf', issued: '2025-01-15' } },
      ['Steri – Buste piatte', ...Array<string>(19).fill(''), `${origin}/sanitario/steri/buste-piatte/`, '', `${origin}/pdfs/doc.pdf`, declared],
    ],
    [
      'IFUs only in other languages: each address after its language',
      'en',
      {
        ifu: [
          { language: 'de', path: '/ifu/steri/de/' },
          { language: 'it', path: '/ifu/steri/it/' },
        ],
      },
      [
        'Steri – Buste piatte',
        ...Array<string>(19).fill(''),
        `${origin}/sanitario/steri/buste-piatte/`,
        `de: ${origin}/ifu/steri/de/; it: ${origin}/ifu/steri/it/`,
        '',
        '',
      ],
    ],
  ])('%s', (_case, lang, facts, row) => {
    expect(regulatoryRow(facts, context(lang))).toEqual(row)
  })

  test('a row has a cell under each header', () => {
    expect(regulatoryRow(full('it'), context('it'))).toHaveLength(regulatoryColumns.length)
  })

  test.each(langs)("%s: the sheet is named as the product page's block", (lang) => {
    expect(REGULATORY_SHEET[lang]).toBe(dictionaries[lang]['regulatory.title'])
  })

  test.each([
    ['it', ['Prodotto', 'UDI-DI di base', 'CND/EMDN'], 'Data della dichiarazione'],
    ['en', ['Product', 'Basic UDI-DI', 'EMDN'], 'Declaration date'],
  ] as const)("%s: the tender sheet's headers", (lang, first, last) => {
    const headers = regulatoryColumns.map((c) => c.label[lang])
    expect(headers.slice(0, 3)).toEqual(first)
    expect(headers.at(-1)).toBe(last)
  })
})
