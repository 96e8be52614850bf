import { DomUtils, parseDocument } from 'htmlparser2'
import { describe, expect, test } from 'vitest'
import { type TextKey, dictionaries } from '#src/i18n/dictionary.ts'
import { regulatoryHtml } from './regulatoryHtml'
import type { RegulatoryView } from './regulatoryView'

/** The terms of the block's list, as a reader reads them. */
const terms = (html: string) => DomUtils.getElementsByTagName('dt', parseDocument(html)).map((dt) => DomUtils.textContent(dt))

describe('regulatoryHtml', () => {
  const it = dictionaries.it
  const cases: [string, RegulatoryView, TextKey[]][] = [
    [
      'the identifiers only',
      { basicUdiDi: 'B1', emdn: 'S01', bdRdm: '9', riskClass: 'IIa', ifu: [] },
      ['regulatory.basicUdiDi', 'regulatory.emdn', 'regulatory.bdRdm', 'regulatory.riskClass'],
    ],
    [
      'a risk class and a declaration',
      { riskClass: 'I', doc: { pdf: '/d.pdf', issued: '2025-01-15', issuedText: '15 gennaio 2025' }, ifu: [] },
      ['regulatory.riskClass', 'regulatory.doc'],
    ],
    ['an IFU only', { ifu: [{ document: 'IFU-A', languages: [{ ref: 'a/de', language: 'de', name: 'Tedesco' }] }] }, ['regulatory.ifu']],
  ]
  test.each(cases)('%s: a term for each value given, none for the others', (_name, view, keys) => {
    expect(terms(regulatoryHtml(view, it, 'it'))).toEqual(keys.map((k) => it[k]))
  })

  test.each([
    ['it', '<dt>Periodo di validità</dt><dd>60 mesi dalla produzione</dd>'],
    ['en', '<dt>Shelf life</dt><dd>60 months from production</dd>'],
  ] as const)('%s: the shelf life in months, after the storage conditions', (lang, expected) => {
    const html = regulatoryHtml({ storage: 'S', shelfLifeMonths: 60, ifu: [] }, dictionaries[lang], lang)
    expect(html).toContain(expected)
    expect(terms(html)).toEqual([dictionaries[lang]['regulatory.storage'], dictionaries[lang]['regulatory.shelfLife']])
  })

  test('the declaration links its PDF, its date inside the sentence as a <time>', () => {
    const html = regulatoryHtml({ doc: { pdf: '/d.pdf', issued: '2025-01-15', issuedText: '15 January 2025' }, ifu: [] }, dictionaries.en, 'en')
    const [before, after] = dictionaries.en['regulatory.docIssued'].split('{date}')
    expect(html).toContain(`<a href="/d.pdf" type="application/pdf">${before}<time datetime="2025-01-15">15 January 2025</time>${after}</a>`)
  })

  test.each([
    ['it', '/ifu/a/de/'],
    ['en', '/en/ifu/a/de/'],
  ] as const)('an IFU language links its document page in the %s interface, with the document language', (lang, href) => {
    const html = regulatoryHtml({ ifu: [{ document: 'IFU-A', languages: [{ ref: 'a/de', language: 'de', name: 'German' }] }] }, dictionaries[lang], lang)
    expect(html).toContain(`<a href="${href}" hreflang="de">German</a>`)
  })

  test('values are text, never markup', () => {
    const html = regulatoryHtml({ basicUdiDi: '<b>"x"&', ifu: [{ document: '<i>', languages: [{ ref: 'a/de', language: 'de', name: '<s>' }] }] }, it, 'it')
    expect(html).not.toMatch(/<(b|i|s)>/)
    expect(html).toContain('&lt;b&gt;&quot;x&quot;&amp;')
  })
})
