import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import type { CatalogueData, Product, SearchItem } from '../../../src/catalogue/generatedData.ts'
import { ITEMS_PER_FILE, type PartFile, partFileName, type SearchResult } from '../../../src/search/indexFiles.ts'
import { MAX_SHARD_CHARS, postingsIn, type Shard, shardFileKey, shardsFor } from '../../../src/search/indexParts.ts'
import { rankMatches } from '../../../src/search/rankMatches.ts'
import { matchProducts } from '../../../src/search/memoryIndex.ts'
import { SUGGESTIONS, type Suggestion } from '../../../src/search/suggestionRecords.ts'
import { assembleSearchFiles, assembleSearchIndex } from './assembleSearchIndex.ts'

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

describe('assembleSearchFiles', () => {
  const index = items(45)
  const { manifest, files } = assembleSearchFiles({ it: index, en: index })
  const file = (lang: string, name: string) => JSON.parse(files[`search/${manifest.version}/${lang}/${name}`]!) as unknown
  const words = (lang: string, key: string) => (file(lang, partFileName(key)) as PartFile).words

  test('splits the words by their first two characters, each file holding only its own', () => {
    expect(manifest.langs.it.shards).toContain('bu')
    for (const key of manifest.langs.it.shards) {
      for (const word of Object.keys(words('it', key))) expect(word.slice(0, key.length)).toBe(key)
    }
    // "buste" is in every item's name: field 1 (name), every item in order.
    const buste = postingsIn([words('it', 'bu')], 'buste')
    expect([...buste.keys()]).toEqual(index.map((_, i) => i))
    expect(new Set(buste.values())).toEqual(new Set([1]))
    // A code is found by any part: "0042" is inside sp0042 only.
    const keys = manifest.langs.it.shards
    expect([...postingsIn(shardsFor('0042', keys).map((k) => words('it', k)), '0042').keys()]).toEqual([42])
  })

  test('writes one file a part, p-<part>.json with its words and suggestion records, and no other file of the word index', () => {
    const names = Object.keys(files)
      .filter((n) => n.startsWith(`search/${manifest.version}/it/`))
      .map((n) => n.split('/').at(-1)!)
    const parts = names.filter((n) => n.startsWith('p-'))
    expect(parts.sort()).toEqual(manifest.langs.it.shards.map((k) => `p-${shardFileKey(k)}.json`).sort())
    expect(names.filter((n) => !/^(p-[a-z0-9_]+|i-\d+|v)\.json$/.test(n))).toEqual([])
    for (const name of parts) expect(Object.keys(file('it', name) as object).sort(), name).toEqual(['suggestions', 'words'])
    // Every item's name holds "buste", the only word of its part: the part's records are those of the first five items, no more.
    const bu = file('it', 'p-bu.json') as PartFile
    expect(Object.keys(bu.words)).toEqual(['buste'])
    expect(Object.keys(bu.suggestions)).toEqual(['0', '1', '2', '3', '4'])
    expect(bu.suggestions[0]).toEqual({ id: 'p0', name: 'Buste piatte 0', category: 'Steripaper', link: '/p/0', image: '/images/0.png' })
  })

  test('splits a large part by the next character, and a lookup finds the parts it needs', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ ...items(1)[0]!, id: `c${i}`, keys: `sp${String(i).padStart(5, '0')}` }))
    const big = assembleSearchFiles({ it: many, en: many })
    const keys = big.manifest.langs.it.shards
    expect(keys.filter((k) => k.startsWith('sp')).length).toBeGreaterThan(1)
    const read = (k: string) => (JSON.parse(big.files[`search/${big.manifest.version}/it/${partFileName(k)}`]!) as PartFile).words
    for (const k of keys) expect(JSON.stringify(read(k)).length, k).toBeLessThan(MAX_SHARD_CHARS * 2)
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
    expect(assembleSearchFiles({ it: index, en: index }).manifest.version).toBe(manifest.version)
    expect(assembleSearchFiles({ it: items(45, ' nuove'), en: index }).manifest.version).not.toBe(manifest.version)
  })
})

describe('suggestion records in the parts', () => {
  // The shipped catalogue's Italian index: every one-word query shows its suggestions from the
  // records of the parts it fetched, without waiting for the display files.
  const shipped = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../src/generated/search-it.json'), 'utf8')) as SearchItem[]
  const { manifest, files } = assembleSearchFiles({ it: shipped, en: [] })
  const read = <T>(name: string) => JSON.parse(files[`search/${manifest.version}/it/${name}`]!) as T
  const keys = manifest.langs.it.shards
  const parts = new Map(keys.map((k) => [k, read<PartFile>(partFileName(k))]))
  const shards = new Map<string, Shard>([...parts].map(([k, part]) => [k, part.words]))

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
      const known = Object.assign({}, ...fetched.map((k) => parts.get(k)!.suggestions)) as Record<string, Suggestion>
      for (const i of first) {
        const { id, name, category, link, image } = shipped[i]!
        if (JSON.stringify(known[i]) !== JSON.stringify({ id, name, category, link, image })) missed.push(`${lookup}: item ${i}`)
      }
    }
    expect(missed).toEqual([])
  })

})

describe('the cycles a product is validated for, in the search index', () => {
  const product = (id: string, cycles?: Product['cycles']): Product => ({
    id,
    line: 'l',
    category: 'medical',
    slug: { it: id, en: id },
    path: { it: `/it/${id}`, en: `/en/${id}` },
    name: { it: `Buste ${id}`, en: `Pouches ${id}` },
    description: { it: 'Carta.', en: 'Paper.' },
    image: `/images/${id}.png`,
    ...(cycles && { cycles }),
  })
  const catalogue = {
    lines: [{ id: 'l', name: { it: 'Linea', en: 'Line' } }],
    synonyms: [{ it: ['V-PRO', 'VPRO', 'Vaprox'], en: ['V-PRO', 'VPRO', 'Vaprox'] }],
    cycles: [
      { id: 'sterrad-100nx-express', method: 'hydrogen_peroxide', maker: 'ASP', model: { it: 'STERRAD 100NX', en: 'STERRAD 100NX' }, cycle: { it: 'Express', en: 'Express' } },
      { id: 'v-pro-max-lumen', method: 'hydrogen_peroxide', maker: 'STERIS', model: { it: 'V-PRO maX', en: 'V-PRO maX' }, cycle: { it: 'Lumen', en: 'Lumen' } },
      { id: 'steam-134', method: 'steam', maker: 'EN 285', model: { it: 'Sterilizzatrice a vapore', en: 'Steam sterilizer' }, cycle: { it: 'Prevuoto 134 °C', en: 'Prevacuum 134 °C' }, temperatureC: 134 },
    ],
    products: [
      product('plasma', [{ cycle: 'sterrad-100nx-express' }, { cycle: 'v-pro-max-lumen', codes: ['A-1'] }]),
      product('steam', [{ cycle: 'steam-134' }]),
      product('none'),
    ],
  } as unknown as CatalogueData
  const index = assembleSearchIndex(catalogue, 'en')
  const found = async (query: string) => (await matchProducts(index, query)).map((i) => i.id)

  test.each([
    ['sterrad', ['plasma']],
    ['100NX', ['plasma']],
    ['100nx express', ['plasma']],
    ['v-pro', ['plasma']],
    ['VPRO', ['plasma']],
    ['V-PRO maX', ['plasma']],
    ['vaprox', ['plasma']],
    ['134', ['steam']],
    ['prevacuum', ['steam']],
  ])('%s finds %o', async (query, ids) => {
    expect(await found(query)).toEqual(ids)
  })

  test("each language's index has the cycles' generic names in its own words", async () => {
    const italian = assembleSearchIndex(catalogue, 'it')
    expect((await matchProducts(italian, 'prevuoto')).map((i) => i.id)).toEqual(['steam'])
    expect(await found('prevuoto')).toEqual([])
  })

  test('keys the words compact, after the codes, without a lone letter', () => {
    expect(index.find((i) => i.id === 'steam')!.keys.split(' ')).toEqual(['en', '285', 'steam', 'sterilizer', 'prevacuum', '134'])
    expect(index.find((i) => i.id === 'none')!.keys).toBe('')
  })
})
