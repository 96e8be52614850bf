import type { SearchItem } from '../catalogue/generatedData.ts'
import { gtinFileOf, gtinFiles, ITEMS_PER_FILE, languageFiles, partFileName, type SearchResult } from './indexFiles.ts'
import { type IndexSource, type SearchEngine, searchEngine } from './searchEngine.ts'

/**
 * The search over an index held in memory, for the tests: the files the
 * generator writes (indexFiles), read from memory instead of fetched, by the composition the site
 * runs (searchEngine).
 */
export function memorySource(items: readonly SearchItem[], codeOfGtin: ReadonlyMap<string, string> = new Map()): IndexSource {
  const { files, shards } = languageFiles(items)
  const gtins = gtinFiles(codeOfGtin)
  const count = Object.keys(gtins).length
  const read = <T>(name: string): T => {
    const text = files[name]
    if (text === undefined) throw new Error(`no index file ${name}`)
    return JSON.parse(text) as T
  }
  return {
    shards,
    part: async (key) => read(partFileName(key)),
    items: async (numbers) => new Map(numbers.map((i) => [i, read<SearchResult[]>(`i-${Math.floor(i / ITEMS_PER_FILE)}.json`)[i % ITEMS_PER_FILE]!])),
    vocabulary: async () => read('v.json'),
    codeOfGtin: async (gtin) => (JSON.parse(gtins[`g-${gtinFileOf(gtin, count)}.json`]!) as Record<string, string>)[gtin],
  }
}

/** Engines by index, so that a test's many queries split an index once, as the generator does. */
const engines = new WeakMap<readonly SearchItem[], SearchEngine>()

/** The products matching the query, best first, as the site's search finds them. */
export async function matchProducts(index: readonly SearchItem[], query: string, limit = Infinity): Promise<SearchItem[]> {
  let engine = engines.get(index)
  if (!engine) engines.set(index, (engine = searchEngine(memorySource(index))))
  const byId = new Map(index.map((item) => [item.id, item]))
  return (await engine.search(query)).slice(0, limit).map((r) => byId.get(r.id)!)
}
