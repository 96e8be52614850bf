import { describe, expect, test } from 'vitest'
import type { SearchItem } from '@/catalogue/schema'
import { matchProducts, queryWords } from './matchProducts'

const item = (id: string, fields: Partial<SearchItem>): SearchItem => ({
  id,
  name: '',
  description: '',
  category: '',
  link: `/${id}`,
  image: `/images/${id}.png`,
  keys: '',
  ...fields,
})

const index: SearchItem[] = [
  item('wraps', { name: 'Carta crespata', description: 'Fogli per avvolgere le buste e i container.', category: 'Avvolgimenti' }),
  item('flat-pouches', {
    name: 'Buste piatte',
    description: 'Buste piatte termosaldabili in carta medicale e film.',
    category: 'Steripaper',
    keys: 'sp075200 75x200 sp100250 100x250',
  }),
  item('type-6', { name: 'Indicatori tipo 6', description: 'Indicatori per la sterilizzazione a vapore.', category: 'Indicatori Chimici', keys: 'sc63 sc65 sc67' }),
  item('bowie-dick', { name: 'Test Bowie & Dick', description: 'Verifica della rimozione dell’aria.', category: 'Indicatori Chimici', keys: 'bd80' }),
  item('gusseted-rolls', { name: 'Rotoli con soffietto', description: 'Rotoli per strumenti voluminosi.', category: 'Veristeril', keys: 'vr100050200 100x50x200' }),
  item('dental-tray', { name: 'Dental Tray', description: 'Fogli per vassoi dentali in sei colori.', category: 'Dental Tray', keys: 'dt1828or 180x280' }),
]

const ids = (query: string) => matchProducts(index, query).map((i) => i.id)

describe('queryWords', () => {
  test.each([
    ['  Buste   piatte ', ['buste', 'piatte']],
    ['STERILIZZAZIONE à Vapore', ['sterilizzazione', 'a', 'vapore']],
    ['75 x 200', ['75x200']],
    ['75×200 mm', ['75x200']],
    ['100 x 50 x 200', ['100x50x200']],
    ['50mm', ['50']],
    ['SC-65', ['sc-65']],
    ['bowie & dick', ['bowie', 'dick']],
    ['   ', []],
    ['- -', []],
  ])('%j → %j', (query, expected) => {
    expect(queryWords(query)).toEqual(expected)
  })
})

describe('matchProducts', () => {
  test.each([
    // The specification's rule: every word contained in name, description or category.
    ['buste piatte', ['flat-pouches']],
    ['BUSTE', ['flat-pouches', 'wraps']],
    ['steripaper', ['flat-pouches']],
    ['indicatori vapore', ['type-6']],
    ['carta medicale', ['flat-pouches']],
    ['rotol', ['gusseted-rolls']],
    // Every word must match somewhere.
    ['buste vapore', []],
    ['nothing-like-this', []],
    // Accents do not matter, neither in the query nor in the texts.
    ['ROTOLÌ', ['gusseted-rolls']],
    ['aria', ['bowie-dick']],
    ['sterilizzazióne', ['type-6']],
    // Codes and sizes, however they are written.
    ['SC-65', ['type-6']],
    ['sc65', ['type-6']],
    ['sc 65', ['type-6']],
    ['75x200', ['flat-pouches']],
    ['75 x 200', ['flat-pouches']],
    ['75 X 200 mm', ['flat-pouches']],
    ['100x50x200', ['gusseted-rolls']],
    ['SP075200', ['flat-pouches']],
    ['bowie-dick', ['bowie-dick']],
    ['bowie & dick', ['bowie-dick']],
    // A word is found wherever it is contained in a text, a code or a size (the specification's rule).
    ['piatt', ['flat-pouches']],
    ['iatte', ['flat-pouches']],
    ['65', ['type-6']],
    ['075200', ['flat-pouches']],
    ['6', ['type-6']],
    ['indicatori 6', ['type-6']],
    // Repeated and surrounding spaces are ignored; an empty query finds nothing.
    ['   dental    tray  ', ['dental-tray']],
    ['', []],
    ['    ', []],
  ])('%j → %j', (query, expected) => {
    expect(ids(query)).toEqual(expected)
  })

  test('name matches rank before description-only matches, whatever the index order', () => {
    // "wraps" comes first in the index but mentions "buste" only in its description.
    expect(ids('buste')[0]).toBe('flat-pouches')
    // A name match also ranks before a category match.
    expect(ids('indicatori')).toEqual(['type-6', 'bowie-dick'])
  })

  test('ties keep the index order', () => {
    expect(ids('fogli')).toEqual(['wraps', 'dental-tray'])
  })

  test('the limit keeps only the best matches', () => {
    expect(matchProducts(index, 'buste', 1).map((i) => i.id)).toEqual(['flat-pouches'])
  })
})
