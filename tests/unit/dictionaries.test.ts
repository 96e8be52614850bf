import { describe, expect, test } from 'vitest'
import { en } from '../../src/i18n/en.ts'
import { it as itTexts } from '../../src/i18n/it.ts'

/**
 * Texts that read the same in both languages on purpose: words Italian takes from English (Menu,
 * Home, E-mail, Email, Privacy, Disclaimer) and the name of a standard document (IFU).
 * Every other Italian text equal to its English twin is a translation left undone.
 */
const sameOnPurpose = [
  ...['header.menu', 'nav.home', 'nav.ifu', 'footer.email', 'footer.privacy', 'footer.disclaimer', 'legal.disclaimer', 'contact.email'],
  // The abbreviation of revision, which Italian uses too.
  'ifuDoc.rev',
  // "Sterile" is Italian too.
  'table.sterile',
  // GS1's identifiers, GTIN and Basic UDI-DI in every language.
  'table.gtin',
  'regulatory.basicUdiDi',
  // The packing guide's drawings: "film" is Italian too; a clearance is a sign and a number.
  'guideDrawing.film',
  'guideDrawing.size.clearance',
]

// That both dictionaries have the same keys is enforced by their types (en.ts, dictionary.ts).
describe('UI dictionaries', () => {
  test('no Italian text equals its English twin unless listed as the same on purpose', () => {
    const same = Object.keys(itTexts).filter((key) => itTexts[key as keyof typeof itTexts] === en[key as keyof typeof en])
    expect(same.filter((key) => !sameOnPurpose.includes(key))).toEqual([])
  })

  test('every text listed as the same on purpose exists and still reads the same', () => {
    expect(sameOnPurpose.filter((key) => !(key in itTexts) || itTexts[key as keyof typeof itTexts] !== en[key as keyof typeof en])).toEqual([])
  })

  test.each([
    ['it', itTexts],
    ['en', en],
  ] as const)('no %s text is empty', (_lang, texts) => {
    const empty = Object.entries(texts).filter(([, v]) => v.trim() === '')
    expect(empty.map(([k]) => k)).toEqual([])
  })
})
