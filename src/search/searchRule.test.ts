/**
 * The specification's search rule as a floor: the query is lower-cased and split on spaces, and an
 * item matches when every word is contained in its name, description or category. Every item the
 * rule finds must be among the results, whatever the query; the extensions (codes, sizes, accents)
 * may only add to them. Checked on queries made from the catalogue's own texts and on a small
 * catalogue of awkward characters.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '#src/catalogue/generatedDir.ts'
import { langs } from '#src/catalogue/langs.ts'
import type { SearchItem } from '#src/catalogue/generatedData.ts'
import { FIELD } from './indexTerms'
import { matchProducts } from './memoryIndex'
import { containmentLookups, ruleCandidates } from './searchRule'

/** The rule exactly as the specification words it. */
function ruleMatches(index: readonly SearchItem[], query: string): string[] {
  const words = query
    .toLowerCase()
    .split(' ')
    .filter((w) => w !== '')
  if (words.length === 0) return []
  return index.filter((item) => words.every((w) => [item.name, item.description, item.category].some((t) => t.toLowerCase().includes(w)))).map((i) => i.id)
}

/** A small seeded generator, so a failure names a query that fails again. */
function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31
    return s / 2 ** 31
  }
}

/** Queries from the texts: substrings of every length, whole words, single characters, symbols. */
function queriesOf(index: readonly SearchItem[], count: number): string[] {
  const next = random(7)
  const texts = index.flatMap((i) => [i.name, i.description, i.category]).filter((t) => t !== '')
  const queries = new Set<string>()
  for (let n = 0; n < count; n++) {
    const text = texts[Math.floor(next() * texts.length)]!
    const start = Math.floor(next() * text.length)
    queries.add(text.slice(start, start + 1 + Math.floor(next() * 12)))
  }
  for (const text of texts) for (const char of text.toLowerCase()) if (char.trim() !== '') queries.add(char)
  for (const symbol of ['&', '²', '°', '-', '/', '(', ')', '%', '+', '.', ',', ';', ':', "'", '’', '–', '×', 'é', 'à']) queries.add(symbol)
  return [...queries]
}

async function missed(index: readonly SearchItem[], queries: readonly string[]): Promise<string[]> {
  const lost: string[] = []
  for (const q of queries) {
    const found = new Set((await matchProducts(index, q)).map((i) => i.id))
    const missing = ruleMatches(index, q).filter((id) => !found.has(id))
    if (missing.length > 0) lost.push(`${JSON.stringify(q)}: ${missing.length} of ${ruleMatches(index, q).length} missed, e.g. ${missing[0]}`)
  }
  return lost
}

const item = (id: string, name: string, description: string, category: string, keys = ''): SearchItem => ({
  id,
  name,
  description,
  category,
  keys,
  link: `/${id}`,
  image: `/images/${id}.png`,
})

describe('every item the specification’s rule finds is found', () => {
  for (const lang of langs) {
    test(`${lang}: queries made from the catalogue's texts`, async () => {
      const index = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../..', GENERATED_DIR, `search-${lang}.json`), 'utf8')) as SearchItem[]
      expect(index.length).toBeGreaterThan(0)
      expect(await missed(index, queriesOf(index, 400))).toEqual([])
    })
  }

  test('awkward characters: symbols, superscripts, accents, dashes, punctuation inside words', async () => {
    const index = [
      item('a', 'Test Bowie & Dick', 'Pacco prova, 134 °C – 3,5 min', 'Indicatori'),
      item('b', 'Carta 60 g/m²', 'Fogli 75×75 cm (blu); PET/PP', 'Avvolgimenti', 'wr075075 75x75'),
      item('c', 'Busta perché è così', "L'ossido d'etilene (EO) e H2O2, +20%", 'Steri-Low', 'sl100'),
      item('d', 'Zeta', 'xyz', 'Industriale'),
    ]
    expect(
      await missed(index, [...queriesOf(index, 300), 'bowie & dick', '75 x 75', 'g/m²', '°c', "d'etilene", 'h2o2,', '3,5 min', 'pet/pp', 'è così']),
    ).toEqual([])
  })
})

describe('what the rule looks up, as few parts of the index as tell', () => {
  test('a word of letters and digits is looked up itself; in a code, only its longest run and its other characters', () => {
    expect(containmentLookups('steri')).toEqual(['steri'])
    expect(containmentLookups('SP-FP-075200-17')).toEqual(['075200', '-'])
    // A one-letter run says little beside a symbol.
    expect(containmentLookups('g/m²')).toEqual(['/', '²'])
    expect(containmentLookups('&')).toEqual(['&'])
  })

  test('a lookup found only in an item’s codes makes it no candidate: the rule reads its texts', () => {
    const postings = (lookup: string) =>
      new Map(
        (
          {
            '075200': [
              [0, FIELD.code],
              [1, FIELD.name | FIELD.code],
            ],
            '-': [
              [0, FIELD.description],
              [1, FIELD.description],
              [2, FIELD.name],
            ],
          } as Record<string, [number, number][]>
        )[lookup] ?? [],
      )
    expect([...ruleCandidates(['sp-fp-075200-17'], postings)]).toEqual([[1, FIELD.name | FIELD.description]])
  })
})
