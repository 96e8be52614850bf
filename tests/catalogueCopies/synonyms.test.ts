/**
 * The search's synonym list (catalogue/site/synonyms.csv) as a product manager edits it: optional,
 * each mistake reported at its row and column in words, nothing written while one remains, and a
 * valid list reaching the search index of both languages.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import type { SearchItem } from '../../src/catalogue/generatedData.ts'
import { matchProducts } from '../../src/search/memoryIndex.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import { fingerprint, makeSmallCatalogue, removeCopy } from '../../scripts/harness/catalogueCopy.ts'

const SYNONYMS = 'catalogue/site/synonyms.csv'

let root = ''
beforeEach(() => {
  root = makeSmallCatalogue()
})
afterEach(() => removeCopy(root))

const write = (text: string) => fs.writeFileSync(path.join(root, SYNONYMS), text)
const out = () => path.join(root, GENERATED_DIR)

describe('synonyms.csv', () => {
  test('may be left out', () => {
    fs.rmSync(path.join(root, SYNONYMS), { force: true })
    expect(generateCatalogue({ root }).problems).toEqual([])
  })

  test.each([
    ['a group of one term', 'terms_it;terms_en\nplasma;plasma, H2O2\n', 2, 'terms_it', /at least two different terms/],
    ['an empty term', 'terms_it;terms_en\nplasma, H2O2;plasma,, H2O2\n', 2, 'terms_en', /each with a letter or digit/],
    ['a term twice', 'terms_it;terms_en\nplasma, H2O2;plasma, H2O2, h2o2\n', 2, 'terms_en', /written twice/],
    ['an empty cell', 'terms_it;terms_en\nplasma, H2O2;\n', 2, 'terms_en', /English text is missing/],
  ])('%s is reported at its row and column, and nothing is written', (_what, text, row, column, message) => {
    write(text)
    const before = fingerprint(out())
    const { problems } = generateCatalogue({ root })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: SYNONYMS, row, column })
    expect(problems[0]!.message).toMatch(message)
    expect(fingerprint(out())).toBe(before)
  })

  test('an unknown column is reported', () => {
    write('terms_it;terms_en;terms_de\nplasma, H2O2;plasma, H2O2;Plasma, H2O2\n')
    expect(generateCatalogue({ root }).problems).toMatchObject([{ file: SYNONYMS, row: 1, column: 'terms_de', code: 'unknown-column' }])
  })

  test('a valid group is searched in both languages: a made-up term finds the products whose texts hold another term of its group', async () => {
    const index = (lang: string) => JSON.parse(fs.readFileSync(path.join(out(), `search-${lang}.json`), 'utf8')) as SearchItem[]
    // A word of the first product's name, in each language, grouped with a term no text holds.
    expect(generateCatalogue({ root }).problems).toEqual([])
    const word = (lang: string) =>
      index(lang)[0]!
        .name.split(/\s+/)
        .find((w) => /^\p{L}{4,}$/u.test(w))!
    write(`terms_it;terms_en\n${word('it')}, zyxwvut;${word('en')}, qqvvzzk\n`)
    expect(generateCatalogue({ root }).problems).toEqual([])
    for (const [lang, term] of [
      ['it', 'zyxwvut'],
      ['en', 'qqvvzzk'],
    ] as const) {
      const found = (await matchProducts(index(lang), term)).map((i) => i.id)
      expect(found, lang).toContain(index(lang)[0]!.id)
      expect(
        found.every((id) =>
          index(lang)
            .find((i) => i.id === id)!
            .synonyms!.includes(term),
        ),
        lang,
      ).toBe(true)
    }
  })
})
