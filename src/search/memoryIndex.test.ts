import { describe, expect, test } from 'vitest'
import type { SearchItem } from '#src/catalogue/generatedData.ts'
import { matchProducts } from './memoryIndex'
import { queryWords } from './queryWords'

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
  item('type-6', {
    name: 'Indicatori tipo 6',
    description: 'Indicatori per la sterilizzazione a vapore.',
    category: 'Indicatori Chimici',
    keys: 'sc63 sc65 sc67',
  }),
  item('bowie-dick', { name: 'Test Bowie & Dick', description: 'Verifica della rimozione dell’aria.', category: 'Indicatori Chimici', keys: 'bd80' }),
  item('gusseted-rolls', {
    name: 'Rotoli con soffietto',
    description: 'Rotoli per strumenti voluminosi.',
    category: 'Veristeril',
    keys: 'vr100050200 100x50x200',
  }),
  item('dental-tray', { name: 'Dental Tray', description: 'Fogli per vassoi dentali in sei colori.', category: 'Dental Tray', keys: 'dt1828or 180x280' }),
]

const ids = async (query: string) => (await matchProducts(index, query)).map((i) => i.id)

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
  ])('%j → %j', async (query, expected) => {
    expect(await ids(query)).toEqual(expected)
  })

  test('name matches rank before description-only matches, whatever the index order', async () => {
    // "wraps" comes first in the index but mentions "buste" only in its description.
    expect((await ids('buste'))[0]).toBe('flat-pouches')
    // A name match also ranks before a category match.
    expect(await ids('indicatori')).toEqual(['type-6', 'bowie-dick'])
  })

  test('ties keep the index order', async () => {
    expect(await ids('fogli')).toEqual(['wraps', 'dental-tray'])
  })

  test('the limit keeps only the best matches', async () => {
    expect((await matchProducts(index, 'buste', 1)).map((i) => i.id)).toEqual(['flat-pouches'])
  })
})

describe('after the exact matches: typos, synonyms and label numbers', () => {
  const catalogue: SearchItem[] = [
    item('gusseted', { name: 'Gusseted pouches', description: 'Pouches with side gussets.', category: 'Steripaper', keys: 'spgp100250' }),
    item('self-sealing', { name: 'Self-sealing pouches', description: 'With an adhesive strip.', category: 'Steripaper', keys: 'spss090250' }),
    item('sterilow', { name: 'Flat pouches', description: 'For hydrogen peroxide.', category: 'SteriLow', keys: 'slfp100200', synonyms: 'plasma h2o2' }),
    item('gusseted-rolls', { name: 'Gusseted rolls', description: 'Rolls with side gussets.', category: 'Steripaper', keys: 'spgr100' }),
  ]
  const search = async (query: string) => (await matchProducts(catalogue, query)).map((i) => i.id)

  test.each([
    ['gusetted', ['gusseted', 'gusseted-rolls']],
    ['gussetted pouch', ['gusseted']],
    ['selfsealing', ['self-sealing']],
    ['self sealing', ['self-sealing']],
    // Exact matches are not mixed with guesses.
    ['gusseted', ['gusseted', 'gusseted-rolls']],
    // Short words and codes are exact.
    ['pouhc', ['gusseted', 'self-sealing', 'sterilow']],
    ['rols', []],
    ['spgp100251', []],
  ])('%j → %j', async (query, expected) => {
    expect(await search(query)).toEqual(expected)
  })

  test('a synonym finds the item after those whose texts hold the word', async () => {
    expect(await search('plasma')).toEqual(['sterilow'])
    expect(await search('pouches h2o2')).toEqual(['sterilow'])
  })

  test('a GTIN, an element string or a Digital Link URI finds the code it names, first', async () => {
    const { searchEngine } = await import('./searchEngine')
    const { memorySource } = await import('./memoryIndex')
    const { gtinCheckDigit } = await import('../catalogue/gtinCheckDigit')
    const body = '0952012345678'
    const gtin = `${body}${gtinCheckDigit(body)}`
    const engine = searchEngine(memorySource(catalogue, new Map([[gtin, 'slfp100200']])))
    for (const query of [gtin, gtin.slice(1), `(01)${gtin}(10)L2405`, `01${gtin}10L2405`, `https://id.example.com/01/${gtin}/10/L2405?17=270531`]) {
      expect(
        (await engine.search(query)).map((r) => r.id),
        query,
      ).toEqual(['sterilow'])
      expect(
        (await engine.suggest(query)).map((r) => r.id),
        query,
      ).toEqual(['sterilow'])
    }
    // A GTIN the catalogue does not have finds nothing, as any other text.
    expect(await engine.search(`(01)${body.slice(0, -1)}9${gtinCheckDigit(`${body.slice(0, -1)}9`)}`)).toEqual([])
  })
})
