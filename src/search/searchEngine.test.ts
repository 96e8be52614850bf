import { expect, test } from 'vitest'
import type { SearchItem } from '#src/catalogue/generatedData.ts'
import { ITEMS_PER_FILE, languageFiles, type PartFile, partFileName } from './indexFiles'
import { searchEngine } from './searchEngine'

const item = (id: string, name: string, keys = ''): SearchItem => ({
  id,
  name,
  description: 'Per la sterilizzazione.',
  category: 'Steripaper',
  link: `/${id}`,
  image: `/images/${id}.png`,
  keys,
})

// More items than a file of display data holds, so that reading one would show.
const items = [
  ...Array.from({ length: ITEMS_PER_FILE + 5 }, (_, i) => item(`pouch-${i}`, `Buste piatte ${i}`, `sp${String(i).padStart(4, '0')}`)),
  item('rolls', 'Rotoli con soffietto', 'vr100'),
  { ...item('note', 'Carta medicale'), description: 'Come sp-00, in carta.' },
]

/** An engine over the index's files in memory, with every file it reads, in order. */
function engineWithReads() {
  const { files, shards } = languageFiles(items)
  const reads: string[] = []
  const read = <T>(name: string): T => {
    reads.push(name)
    if (files[name] === undefined) throw new Error(`no index file ${name}`)
    return JSON.parse(files[name]) as T
  }
  const engine = searchEngine({
    shards,
    part: async (key) => read(partFileName(key)),
    items: async (numbers) => new Map(numbers.map((i) => [i, read<SearchItem[]>(`i-${Math.floor(i / ITEMS_PER_FILE)}.json`)[i % ITEMS_PER_FILE]!])),
    vocabulary: async () => read('v.json'),
    codeOfGtin: async () => undefined,
  })
  return { engine, reads }
}

test('the first suggestions of a word come from the one file of its part: its words and their records together', async () => {
  const { engine, reads } = engineWithReads()
  expect((await engine.suggest('buste')).map((s) => s.id)).toEqual(['pouch-0', 'pouch-1', 'pouch-2', 'pouch-3', 'pouch-4'])
  expect(new Set(reads)).toEqual(new Set(['p-bu.json']))
  // A suggestion shows what the overlay needs of the item, from the part's file.
  expect((await engine.suggest('rotoli'))[0]).toEqual({
    id: 'rolls',
    name: 'Rotoli con soffietto',
    category: 'Steripaper',
    link: '/rolls',
    image: '/images/rolls.png',
  })
})

test('two words read the file of each part once, and a part read before is not read again', async () => {
  const { engine, reads } = engineWithReads()
  const first = ['pouch-0', 'pouch-1', 'pouch-2', 'pouch-3', 'pouch-4']
  expect((await engine.suggest('buste piatte')).map((s) => s.id)).toEqual(first)
  expect(new Set(reads)).toEqual(new Set(['p-bu.json', 'p-pi.json']))
  reads.length = 0
  expect((await engine.suggest('piatte')).map((s) => s.id)).toEqual(first)
  expect(reads).toEqual([])
})

test('the results page reads the display data of every match beyond the parts', async () => {
  const { engine, reads } = engineWithReads()
  expect(await engine.search('buste')).toHaveLength(ITEMS_PER_FILE + 5)
  expect(new Set(reads)).toEqual(new Set(['p-bu.json', 'i-0.json', 'i-1.json']))
})

test('suggestions that the best matches fill do not wait for the texts the specification’s rule reads for the results page', async () => {
  // Many codes start with sp00; one text holds "sp-00", which only the rule finds, after reading it.
  const query = 'sp-00'
  const results = engineWithReads()
  const found = (await results.engine.search(query)).map((r) => r.id)
  expect(found.length).toBeGreaterThan(5)
  expect(found.at(-1)).toBe('note')
  expect(results.reads.some((name) => name.startsWith('i-'))).toBe(true)

  const { engine, reads } = engineWithReads()
  expect((await engine.suggest(query)).map((s) => s.id)).toEqual(found.slice(0, 5))
  expect(reads.filter((name) => !name.startsWith('p-'))).toEqual([])
})

test('suggestions that the best matches fill do not wait for a part only the rule reads', async () => {
  const { files, shards } = languageFiles(items)
  const engine = searchEngine({
    shards,
    // The part of "-", which only the rule's lookups of "sp-00" need, never arrives.
    part: (key) => (key === '-' ? new Promise(() => {}) : Promise.resolve(JSON.parse(files[partFileName(key)]!) as PartFile)),
    items: async () => new Map(),
    vocabulary: async () => [],
    codeOfGtin: async () => undefined,
  })
  const first = await Promise.race([engine.suggest('sp-00'), new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 1000))])
  expect(first === 'waiting' ? first : first.map((s) => s.id)).toEqual(['pouch-0', 'pouch-1', 'pouch-2', 'pouch-3', 'pouch-4'])
})
