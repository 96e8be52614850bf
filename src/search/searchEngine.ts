import { looksLikeGs1 } from './gs1Input.ts'
import type { PartFile, SearchResult } from './indexFiles.ts'
import { postingsIn, type Shard, shardsFor } from './indexParts.ts'
import { lookupsOf, queryWords, wholeLookups } from './queryWords.ts'
import { rankMatches, wordMatches } from './rankMatches.ts'
import { containmentLookups, matchesRule, needsTexts, ruleCandidates, ruleWords, withRuleMatches } from './searchRule.ts'
import { SUGGESTIONS, type Suggestion } from './suggestionRecords.ts'
import { typoAlternatives, typoEligible } from './typoMatches.ts'

/**
 * Where the search reads one language's index (indexFiles): over the network on the site
 * (src/features/search/searchIndex.ts), from memory in the tests (memoryIndex.ts). Both run the
 * same composition, searchEngine.
 */
export interface IndexSource {
  /** The parts of the word index that exist. */
  shards: readonly string[]
  /** A part's words and the records of their first suggestions, in one file. */
  part(key: string): Promise<PartFile>
  /** Display data of items by number. */
  items(numbers: readonly number[]): Promise<Map<number, SearchResult>>
  /** The words a typo may be meant for. */
  vocabulary(): Promise<readonly string[]>
  /** The compact code a GTIN (14 digits) names, if the catalogue has it. */
  codeOfGtin(gtin: string): Promise<string | undefined>
}

export interface SearchEngine {
  /** Every match of the query, best first: a first search costs a few kilobytes however large the catalogue. */
  search(query: string): Promise<SearchResult[]>
  /** The first SUGGESTIONS matches, for the overlay: a one-word query finds them in the one part it fetched. */
  suggest(query: string): Promise<Suggestion[]>
}

/**
 * The search, one composition for the site and the tests:
 * 1. a query that reads as a GS1 label (a GTIN, an element string, a Digital Link URI) finds the
 *    code its GTIN names first;
 * 2. the items matching every word of the query, best first (rankMatches), each word looked up in
 *    the one part of the index it needs;
 * 3. then every other item the specification's rule finds (searchRule), reading the texts of the
 *    items that may hold a symbol;
 * 4. then, when that is fewer than SUGGESTIONS, the items its words of five letters or more find
 *    within one typo (typoMatches).
 * Parts of the index are kept once fetched, so each key typed reuses those of the keys before, and
 * with them the suggestion records they hold.
 */
export function searchEngine(source: IndexSource): SearchEngine {
  const shards = new Map<string, Shard>()
  const records = new Map<number, Suggestion>()

  const load = async (lookups: readonly string[]) => {
    const keys = [...new Set(lookups.flatMap((l) => shardsFor(l, source.shards)))].filter((k) => !shards.has(k))
    await Promise.all(
      keys.map(async (k) => {
        const { words, suggestions } = await source.part(k)
        shards.set(k, words)
        for (const [i, record] of Object.entries(suggestions)) records.set(Number(i), record)
      }),
    )
  }
  const postings = (lookup: string) =>
    postingsIn(
      shardsFor(lookup, source.shards).map((k) => shards.get(k)),
      lookup,
    )
  const exact = (word: string) => wordMatches(word, postings)
  /** Each word looked up whole; a word with punctuation not found whole, by its parts. */
  const loadWords = async (words: readonly string[]) => {
    await load(wholeLookups(words))
    await load(words.flatMap((w) => (postings(lookupsOf(w).whole).size === 0 ? lookupsOf(w).parts : [])))
  }

  /** The matches of a query, best first; with `enough`, only as many as tell the first `enough` (all of them when fewer). */
  async function matchesOf(query: string, enough = Infinity): Promise<number[]> {
    const words = queryWords(query)
    const rule = ruleWords(query)
    const ruleParts = load(rule.flatMap(containmentLookups))
    // Left unawaited when the words give enough; its failure is then reported by the query that needs it.
    ruleParts.catch(() => {})
    await loadWords(words)
    const ranked = rankMatches(words, exact)
    // The rule's matches and the typos' come after these: suggestions that have enough already
    // need neither, so they wait neither for the parts the rule reads (a code's longest run of
    // digits and its hyphens) nor for the texts it may read after them.
    if (ranked.length >= enough) return ranked
    await ruleParts
    const candidates = ruleCandidates(rule, postings)
    const listed = new Set(ranked)
    const unsure = needsTexts(rule) ? [...candidates.keys()].filter((i) => !listed.has(i)) : []
    const texts = unsure.length > 0 ? await source.items(unsure) : new Map<number, SearchResult>()
    const found = withRuleMatches(ranked, candidates, (i) => !texts.has(i) || matchesRule(texts.get(i)!, rule))
    if (found.length >= SUGGESTIONS || !words.some(typoEligible)) return found
    return [...found, ...(await typoMatches(words, new Set(found)))]
  }

  /** The items every word finds exactly or within one typo, those found exactly left out. */
  async function typoMatches(words: readonly string[], found: ReadonlySet<number>): Promise<number[]> {
    const vocabulary = await source.vocabulary()
    const alternatives = new Map(words.filter(typoEligible).map((w) => [w, typoAlternatives(w, vocabulary)]))
    const all = [...alternatives.values()].flat()
    if (all.length === 0) return []
    await loadWords(all)
    const forgiving = (word: string) => {
      const masks = exact(word)
      for (const alternative of alternatives.get(word) ?? []) for (const [i, mask] of exact(alternative)) masks.set(i, (masks.get(i) ?? 0) | mask)
      return masks
    }
    return rankMatches(words, forgiving).filter((i) => !found.has(i))
  }

  /** The code a GS1 label's GTIN names, when the query reads as one and the catalogue has it. */
  async function labelCode(query: string): Promise<string | undefined> {
    if (!looksLikeGs1(query)) return undefined
    const { readGs1 } = await import('./readGs1.ts')
    const read = readGs1(query)
    return read && source.codeOfGtin(read.gtin)
  }

  /** Every match, best first; with `enough`, a list whose first `enough` are those of every match. */
  async function rankedItems(query: string, enough = Infinity): Promise<number[]> {
    if (ruleWords(query).length === 0) return []
    const code = await labelCode(query)
    const [byCode, byText] = await Promise.all([code ? matchesOf(code, enough) : [], matchesOf(query, enough)])
    return [...new Set([...byCode, ...byText])]
  }

  return {
    async search(query) {
      const ranked = await rankedItems(query)
      const shown = await source.items(ranked)
      return ranked.map((i) => shown.get(i)!)
    },
    async suggest(query) {
      const first = (await rankedItems(query, SUGGESTIONS)).slice(0, SUGGESTIONS)
      const missing = first.filter((i) => !records.has(i))
      const shown = missing.length > 0 ? await source.items(missing) : new Map<number, SearchResult>()
      return first.map((i) => records.get(i) ?? shown.get(i)!)
    },
  }
}
