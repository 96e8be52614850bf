import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import type { SearchItem } from '../../../src/catalogue/schema.ts'
import { ITEMS_PER_FILE, type SearchResult } from '../../../src/search/indexFiles.ts'
import { MAX_SHARD_CHARS, postingsIn, type Shard, shardFileKey, shardsFor } from '../../../src/search/indexParts.ts'
import { rankMatches } from '../../../src/search/rankMatches.ts'
import { SUGGESTIONS, type Suggestion } from '../../../src/search/suggestionRecords.ts'
import { buildSearchFiles } from './buildSearchIndex.ts'

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
      const shard = file('it', `w-${shardFileKey(key)}.json`) as Shard
      for (const word of Object.keys(shard)) expect(word.slice(0, key.length)).toBe(key)
    }
    // "buste" is in every item's name: field 1 (name), every item in order.
    const buste = postingsIn([file('it', 'w-bu.json') as Shard], 'buste')
    expect([...buste.keys()]).toEqual(index.map((_, i) => i))
    expect(new Set(buste.values())).toEqual(new Set([1]))
    // A code is found by any part: "0042" is inside sp0042 only.
    const keys = manifest.langs.it.shards
    expect([...postingsIn(shardsFor('0042', keys).map((k) => file('it', `w-${shardFileKey(k)}.json`) as Shard), '0042').keys()]).toEqual([42])
  })

  test('splits a large part by the next character, and a lookup finds the parts it needs', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ ...items(1)[0]!, id: `c${i}`, keys: `sp${String(i).padStart(5, '0')}` }))
    const big = buildSearchFiles({ it: many, en: many })
    const keys = big.manifest.langs.it.shards
    expect(keys.filter((k) => k.startsWith('sp')).length).toBeGreaterThan(1)
    for (const [name, text] of Object.entries(big.files)) if (name.includes('/w-')) expect(text.length, name).toBeLessThan(MAX_SHARD_CHARS * 2)
    const read = (k: string) => JSON.parse(big.files[`search/${big.manifest.version}/it/w-${k}.json`]!) as Shard
    expect([...postingsIn(shardsFor('sp02999', keys).map(read), 'sp02999').keys()]).toEqual([2999])
    // Every lookup reads one part: a split group's own part answers for every part below it.
    for (const lookup of ['sp', 'sp0', 'sp02', 'sp029', 'sp02999', '02', '2999']) expect(shardsFor(lookup, keys), lookup).toHaveLength(1)
    expect(postingsIn(shardsFor('sp0', keys).map(read), 'sp0').size).toBe(3000)
    expect([...postingsIn(shardsFor('sp029', keys).map(read), 'sp029').keys()]).toEqual(Array.from({ length: 100 }, (_, i) => 2900 + i))
  })

  test('keeps the display data, without codes, in files of a fixed number of items', () => {
    expect(manifest.itemsPerFile).toBe(ITEMS_PER_FILE)
    const count = Math.ceil(index.length / ITEMS_PER_FILE)
    const shown = Array.from({ length: count }, (_, n) => file('en', `i-${n}.json`) as SearchResult[]).flat()
    expect(shown).toEqual(index.map(({ keys: _, ...rest }) => rest))
    expect(files[`search/${manifest.version}/en/i-${count}.json`]).toBeUndefined()
  })

  test('names its folder after its content, so a changed index gets new addresses', () => {
    expect(buildSearchFiles({ it: index, en: index }).manifest.version).toBe(manifest.version)
    expect(buildSearchFiles({ it: items(45, ' nuove'), en: index }).manifest.version).not.toBe(manifest.version)
  })
})

describe('suggestion records beside the parts', () => {
  // The shipped catalogue's Italian index: every one-word query shows its suggestions from the
  // records of the parts it fetched, without waiting for the display files.
  const shipped = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../src/generated/search-it.json'), 'utf8')) as SearchItem[]
  const { manifest, files } = buildSearchFiles({ it: shipped, en: [] })
  const read = <T>(name: string) => JSON.parse(files[`search/${manifest.version}/it/${name}`]!) as T
  const keys = manifest.langs.it.shards
  const shards = new Map(keys.map((k) => [k, read<Shard>(`w-${shardFileKey(k)}.json`)]))
  const records = new Map(keys.map((k) => [k, read<Record<string, Suggestion>>(`s-${shardFileKey(k)}.json`)]))

  test('hold the first suggestions of every one-word query, with what the overlay shows', () => {
    const lookups = new Set<string>()
    for (const shard of shards.values()) for (const word in shard) for (let n = 1; n <= word.length; n++) lookups.add(word.slice(0, n).replace('*', ''))
    expect(lookups.size).toBeGreaterThan(0)
    const missed: string[] = []
    for (const lookup of lookups) {
      const fetched = shardsFor(lookup, keys)
      const first = rankMatches([lookup], (l) => postingsIn(fetched.map((k) => shards.get(k)), l)).slice(0, SUGGESTIONS)
      // The same items as the whole index gives: the one part fetched holds every match.
      expect(first, lookup).toEqual(rankMatches([lookup], (l) => postingsIn([...shards.values()], l)).slice(0, SUGGESTIONS))
      const known = Object.assign({}, ...fetched.map((k) => records.get(k))) as Record<string, Suggestion>
      for (const i of first) {
        const { id, name, category, link, image } = shipped[i]!
        if (JSON.stringify(known[i]) !== JSON.stringify({ id, name, category, link, image })) missed.push(`${lookup}: item ${i}`)
      }
    }
    expect(missed).toEqual([])
  })

  test('stay small: a part and its records are a few kilobytes', () => {
    for (const k of keys) expect(files[`search/${manifest.version}/it/s-${shardFileKey(k)}.json`]!.length, k).toBeLessThan(8000)
  })
})
