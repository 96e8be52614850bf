import type { SearchItem } from '@/catalogue/schema'
import { compactCode, normalizeText } from '@/search/normalize'
import { buildShards, matchesRule, needsTexts, postingsIn, rankMatches, ruleCandidates, ruleWords, type Shard, shardsFor, withRuleMatches } from '@/search/searchTerms'

/**
 * The words of a query, as the matcher compares them: lower-case, accents removed, split on any
 * run of spaces. Sizes written with spaces or a multiplication sign ("75 x 200", "75×200 mm")
 * become the index form "75x200"; the unit "mm" after a number is dropped because sizes are
 * indexed in millimetres without it. Words without a letter or digit ("-", "&") carry no meaning
 * and are left out.
 */
export function queryWords(query: string): string[] {
  return normalizeText(query)
    .replace(/(\d)\s*[x×*]\s*(?=\d)/g, '$1x')
    .replace(/(\d)\s*mm\b/g, '$1')
    .split(/\s+/)
    .filter((w) => compactCode(w) !== '')
}

/** Indexes held in memory are split once, as the generator splits them for the site. */
const shardsOf = new WeakMap<readonly SearchItem[], Map<string, Shard>>()

/**
 * The products matching every word of the query, best first (see searchTerms for the rules).
 * The site runs the same ranking over the parts of the index it fetched (searchIndex.ts); this
 * one works on a whole index in memory.
 */
export function matchProducts(index: readonly SearchItem[], query: string, limit = Infinity): SearchItem[] {
  let shards = shardsOf.get(index)
  if (!shards) shardsOf.set(index, (shards = buildShards(index)))
  const all = shards
  const keys = [...all.keys()]
  const postings = (lookup: string) => postingsIn(shardsFor(lookup, keys).map((k) => all.get(k)), lookup)
  const rule = ruleWords(query)
  const confirm = needsTexts(rule)
  return withRuleMatches(rankMatches(queryWords(query), postings), ruleCandidates(rule, postings), (i) => !confirm || matchesRule(index[i]!, rule))
    .slice(0, limit)
    .map((i) => index[i]!)
}
