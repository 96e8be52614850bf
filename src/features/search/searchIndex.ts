import type { Lang } from '@/catalogue/schema'
import manifestJson from '@/generated/search-manifest.json'
import { fetchJsonOnce } from '@/search/fetchJsonOnce'
import { queryWords } from '@/search/matchProducts'
import { lookupsOf, postingsIn, rankMatches, type SearchManifest, type SearchResult, type Shard, shardsFor, wholeLookups } from '@/search/searchTerms'

const manifest = manifestJson as SearchManifest
/** Served by the build from src/generated/search (scripts/site/sitePlugin.ts). */
const base = (lang: Lang) => `/search-index/${manifest.version}/${lang}/`

/**
 * The products matching every word of the query, best first, at most `limit` of them. Only the
 * parts of the index the query's words start with are fetched, then the display data of the
 * items shown: a first search costs a few kilobytes however large the catalogue.
 */
export async function searchProducts(lang: Lang, query: string, limit = Infinity): Promise<SearchResult[]> {
  const words = queryWords(query)
  if (words.length === 0) return []
  const { shards: keys } = manifest.langs[lang]
  const shards = new Map<string, Shard>()
  const fetchFor = async (lookups: string[]) => {
    const needed = [...new Set(lookups.flatMap((l) => shardsFor(l, keys)))].filter((k) => !shards.has(k))
    for (const [k, shard] of await Promise.all(needed.map(async (k) => [k, await fetchJsonOnce<Shard>(`${base(lang)}w-${k}.json`)] as const))) shards.set(k, shard)
  }
  const postings = (lookup: string) => postingsIn(shardsFor(lookup, keys).map((k) => shards.get(k)), lookup)
  await fetchFor(wholeLookups(words))
  // A word with punctuation not found whole is looked for by its parts.
  await fetchFor(words.flatMap((w) => (postings(lookupsOf(w).whole).size === 0 ? lookupsOf(w).parts : [])))
  const ranked = rankMatches(words, postings).slice(0, limit)
  const per = manifest.itemsPerFile
  const numbers = [...new Set(ranked.map((i) => Math.floor(i / per)))]
  const shown = new Map(await Promise.all(numbers.map(async (n) => [n, await fetchJsonOnce<SearchResult[]>(`${base(lang)}i-${n}.json`)] as const)))
  return ranked.map((i) => shown.get(Math.floor(i / per))![i % per]!)
}
