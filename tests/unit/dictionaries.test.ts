import { describe, expect, test } from 'vitest'
import { en } from '../../src/i18n/en.ts'
import { it as itLabels } from '../../src/i18n/it.ts'

/**
 * Labels that read the same in both languages on purpose: words Italian takes from English (Menu,
 * Home, E-mail, Email, Privacy, Disclaimer) and the name of a standard document (IFU).
 * Every other Italian label equal to its English twin is a translation left undone.
 */
const sameOnPurpose = [
  ...['header.menu', 'nav.home', 'nav.ifu', 'footer.email', 'footer.privacy', 'footer.disclaimer', 'legal.disclaimer', 'contact.email'],
  // File formats, and the abbreviation of revision, which Italian uses too.
  ...['downloads.xlsx', 'downloads.csv', 'ifuDoc.rev', 'compare.xlsx', 'compare.csv'],
  // "Sterile" is Italian too.
  'table.sterile',
  // GS1's identifiers, GTIN and Basic UDI-DI in every language.
  'table.gtin',
  'regulatory.basicUdiDi',
]

// That both dictionaries have the same keys is enforced by their types (en.ts, dictionary.ts).
describe('UI dictionaries', () => {
  test('no Italian label equals its English twin unless listed as the same on purpose', () => {
    const same = Object.keys(itLabels).filter((key) => itLabels[key as keyof typeof itLabels] === en[key as keyof typeof en])
    expect(same.filter((key) => !sameOnPurpose.includes(key))).toEqual([])
  })

  test('every label listed as the same on purpose exists and still reads the same', () => {
    expect(sameOnPurpose.filter((key) => !(key in itLabels) || itLabels[key as keyof typeof itLabels] !== en[key as keyof typeof en])).toEqual([])
  })

  test.each([
    ['it', itLabels],
    ['en', en],
  ] as const)('no %s label is empty', (_lang, labels) => {
    const empty = Object.entries(labels).filter(([, v]) => v.trim() === '')
    expect(empty.map(([k]) => k)).toEqual([])
  })
})
