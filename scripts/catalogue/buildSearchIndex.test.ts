import { describe, expect, test } from 'vitest'
import type { SearchItem } from '../../src/catalogue/schema.ts'
import { postingsIn, type SearchResult, type Shard } from '../../src/search/searchTerms.ts'
import { buildSearchFiles, SEARCH_ITEMS_PER_FILE } from './buildSearchIndex.ts'

const items = (n: number, extra = ''): SearchItem[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    name: `Buste piatte ${i}${extra}`,
    description: i % 2 === 0 ? 'Carta medicale.' : 'Film trasparente.',
    category: 'Steripaper',
    link: `/p/${i}`,
    image: `/images/${i}.png`,
    keys: `sp${String(i).padStart(4, '0')} 75x200`,
  }))

describe('buildSearchFiles', () => {
  const index = items(45)
  const { manifest, files } = buildSearchFiles({ it: index, en: index })
  const file = (lang: string, name: string) => JSON.parse(files[`search/${manifest.version}/${lang}/${name}`]!) as unknown

  test('splits the words by their first two characters, each file holding only its own', () => {
    expect(manifest.langs.it.shards).toContain('bu')
    for (const key of manifest.langs.it.shards) {
      const shard = file('it', `w-${key}.json`) as Shard
      for (const word of Object.keys(shard)) expect(word.slice(0, 2)).toBe(key)
    }
    // "buste" is in every item's name: field 1 (name), every item in order.
    const buste = postingsIn(file('it', 'w-bu.json') as Shard, 'buste')
    expect([...buste.keys()]).toEqual(index.map((_, i) => i))
    expect(new Set(buste.values())).toEqual(new Set([1]))
    // A code is found by any part: "0042" is inside sp0042 only.
    expect([...postingsIn(file('it', 'w-00.json') as Shard, '0042').keys()]).toEqual([42])
  })

  test('keeps the display data, without codes, in files of a fixed number of items', () => {
    expect(manifest.itemsPerFile).toBe(SEARCH_ITEMS_PER_FILE)
    const count = Math.ceil(index.length / SEARCH_ITEMS_PER_FILE)
    const shown = Array.from({ length: count }, (_, n) => file('en', `i-${n}.json`) as SearchResult[]).flat()
    expect(shown).toEqual(index.map(({ keys: _, ...rest }) => rest))
    expect(files[`search/${manifest.version}/en/i-${count}.json`]).toBeUndefined()
  })

  test('names its folder after its content, so a changed index gets new addresses', () => {
    expect(buildSearchFiles({ it: index, en: index }).manifest.version).toBe(manifest.version)
    expect(buildSearchFiles({ it: items(45, ' nuove'), en: index }).manifest.version).not.toBe(manifest.version)
  })
})
