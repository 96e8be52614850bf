import { describe, expect, test } from 'vitest'
import { typoAlternatives, typoEligible, vocabularyOf, withinOneTypo } from './typoMatches'

describe('withinOneTypo', () => {
  test.each([
    ['gusetted', 'gusseted', true],
    ['gussetted', 'gusseted', true],
    ['selfsealing', 'self-sealing', true],
    ['sterilizazione', 'sterilizzazione', true],
    ['stearilization', 'sterilization', true],
    ['sterilisation', 'sterilization', true],
    ['steirlization', 'sterilization', true],
    ['pouch', 'couch', true],
    ['pouhc', 'pouch', true],
    ['pouch', 'punch', false],
    ['steam', 'stamp', false],
    ['indicator', 'indicators', true],
    ['indicator', 'indicatorsx', false],
  ])('%j and %j: %j', (typed, word, expected) => {
    expect(withinOneTypo(typed, word)).toBe(expected)
  })
})

describe('typoEligible', () => {
  test.each([
    ['gusetted', true],
    ['Pouch', true],
    ['tyve', false],
    ['sp075200', false],
    ['75x200', false],
    ['h2o2', false],
  ])('%j: %j', (word, expected) => {
    expect(typoEligible(word)).toBe(expected)
  })
})

test('the vocabulary holds the texts’ words of four letters or more and their hyphenated pairs, once each, sorted', () => {
  expect(vocabularyOf(['Self-sealing pouches, 60 g/m²', 'Gusseted pouches in PET/PP'])).toEqual(['gusseted', 'pouches', 'sealing', 'self', 'self-sealing'])
})

test('the alternatives of a word are the vocabulary’s words within one typo, not the word itself', () => {
  const vocabulary = ['gusseted', 'gussets', 'pouches', 'self-sealing']
  expect(typoAlternatives('gusetted', vocabulary)).toEqual(['gusseted'])
  expect(typoAlternatives('selfsealing', vocabulary)).toEqual(['self-sealing'])
  expect(typoAlternatives('pouches', vocabulary)).toEqual([])
})
