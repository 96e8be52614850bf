import type { Lang } from '@/catalogue/schema'
import manifestJson from '@/generated/search-manifest.json'
import { fetchJsonOnce } from '@/search/fetchJsonOnce'
import { queryWords } from '@/search/matchProducts'
import {
  containmentLookups,
  lookupsOf,
  matchesRule,
  needsTexts,
  postingsIn,
  rankMatches,
  ruleCandidates,
  ruleWords,
  type SearchManifest,
  type SearchResult,
  type Shard,
  shardFileKey,
  shardsFor,
  SUGGESTIONS,
  type Suggestion,
  wholeLookups,
  withRuleMatches,
} from '@/search/searchTerms'

const manifest = manifestJson as SearchManifest
/** Served by the build from src/generated/search (scripts/build/sitePlugin.ts). */
const base = (lang: Lang) => `/search-index/${manifest.version}/${lang}/`

/**
 * The items matching every word of the query, best first, by number, and after them every other
 * item the specification's rule finds. Only the parts of the index the query's words start with
 * are fetched, with the suggestion records beside them when asked for; a word with a symbol ("&",
 * "g/m²") needs the texts of the items that may hold it, to keep those that do.
 */
async function rankedItems(lang: Lang, query: string, withSuggestions: boolean) {
  const words = queryWords(query)
  const rule = ruleWords(query)
  const { shards: keys } = manifest.langs[lang]
  const shards = new Map<string, Shard>()
  const suggestions = new Map<number, Suggestion>()
  // The suggestion records beside a part serve the words looked up whole, which rank the first matches.
  const fetchFor = async (lookups: string[], withRecords: boolean) => {
    const needed = [...new Set(lookups.flatMap((l) => shardsFor(l, keys)))].filter((k) => !shards.has(k))
    await Promise.all(
      needed.map(async (k) => {
        const [shard, records] = await Promise.all([
          fetchJsonOnce<Shard>(`${base(lang)}w-${shardFileKey(k)}.json`),
          withRecords ? fetchJsonOnce<Record<string, Suggestion>>(`${base(lang)}s-${shardFileKey(k)}.json`) : undefined,
        ])
        shards.set(k, shard)
        for (const [i, record] of Object.entries(records ?? {})) suggestions.set(Number(i), record)
      }),
    )
  }
  const postings = (lookup: string) => postingsIn(shardsFor(lookup, keys).map((k) => shards.get(k)), lookup)
  await Promise.all([fetchFor(wholeLookups(words), withSuggestions), fetchFor(rule.flatMap(containmentLookups), false)])
  // A word with punctuation not found whole is looked for by its parts.
  await fetchFor(words.flatMap((w) => (postings(lookupsOf(w).whole).size === 0 ? lookupsOf(w).parts : [])), withSuggestions)
  const ranked = rankMatches(words, postings)
  const candidates = ruleCandidates(rule, postings)
  const listed = new Set(ranked)
  const unsure = needsTexts(rule) ? [...candidates.keys()].filter((i) => !listed.has(i)) : []
  const texts = unsure.length > 0 ? await displayed(lang, unsure) : new Map<number, SearchResult>()
  return { ranked: withRuleMatches(ranked, candidates, (i) => !texts.has(i) || matchesRule(texts.get(i)!, rule)), suggestions }
}

/** Display data of items by number, from the files that hold them. */
async function displayed(lang: Lang, items: readonly number[]): Promise<Map<number, SearchResult>> {
  const per = manifest.itemsPerFile
  const numbers = [...new Set(items.map((i) => Math.floor(i / per)))]
  const files = new Map(await Promise.all(numbers.map(async (n) => [n, await fetchJsonOnce<SearchResult[]>(`${base(lang)}i-${n}.json`)] as const)))
  return new Map(items.map((i) => [i, files.get(Math.floor(i / per))![i % per]!]))
}

/**
 * The products matching every word of the query, best first: a first search costs a few kilobytes
 * however large the catalogue.
 */
export async function searchProducts(lang: Lang, query: string): Promise<SearchResult[]> {
  if (ruleWords(query).length === 0) return []
  const { ranked } = await rankedItems(lang, query, false)
  const shown = await displayed(lang, ranked)
  return ranked.map((i) => shown.get(i)!)
}

/**
 * The first SUGGESTIONS matches, for the overlay. A one-word query finds their records beside the
 * parts of the index it fetched, so they show after one round trip; others fetch what is missing.
 */
export async function suggestProducts(lang: Lang, query: string): Promise<Suggestion[]> {
  if (ruleWords(query).length === 0) return []
  const { ranked, suggestions } = await rankedItems(lang, query, true)
  const first = ranked.slice(0, SUGGESTIONS)
  const missing = first.filter((i) => !suggestions.has(i))
  const shown = missing.length > 0 ? await displayed(lang, missing) : new Map<number, SearchResult>()
  return first.map((i) => suggestions.get(i) ?? shown.get(i)!)
}
