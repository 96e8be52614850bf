import type { SearchItem } from '../catalogue/generatedData.ts'
import { FIELD, MAX_ENDING, weightOf } from './indexTerms.ts'
import { normalizeText } from './normalize.ts'
import type { Postings } from './rankMatches.ts'

/**
 * The specification's search rule, as a floor under the ranked matches: every item whose name,
 * description or category contains every word of the query (lower-cased, split on spaces) is among
 * the results, whatever else the search adds.
 */

/** The specification's rule, word by word: the query lower-cased and split on spaces. */
export function ruleWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '')
}

/** The specification's rule for one item: every word is contained in its name, description or category. */
export function matchesRule(item: Pick<SearchItem, 'name' | 'description' | 'category'>, words: readonly string[]): boolean {
  const texts = [item.name, item.description, item.category].map((t) => t.toLowerCase())
  return words.every((w) => texts.some((t) => t.includes(w)))
}

/**
 * What an item holds wherever it contains a word, as few lookups as tell: a word of letters and
 * digits is looked up itself (every ending of every word is indexed); in a word with other
 * characters, its longest run of letters and digits (an ending of one of the item's words starts
 * with it) and each other character. Items with all of them are a superset of those containing the
 * word, whose texts are then read (needsTexts). The shorter runs are left out: each would cost a
 * part of the index and find little the longest does not; a one-character run is left out beside
 * a symbol, whose entry is short.
 */
export function containmentLookups(word: string): string[] {
  const normal = normalizeText(word)
  const runs = normal.split(/[^a-z0-9]+/).filter((r) => r !== '')
  const others = [...new Set([...normal].filter((c) => !/[a-z0-9]/.test(c) && c.trim() !== ''))]
  const longest = runs.reduce((a, r) => (r.length > a.length ? r : a), '').slice(0, MAX_ENDING)
  return [...(longest.length > 1 || (longest !== '' && others.length === 0) ? [longest] : []), ...others]
}

/** Whether the index alone cannot tell that an item contains the word: it holds a character other than a letter or digit. */
export function needsTexts(words: readonly string[]): boolean {
  return words.some((w) => /[^a-z0-9]/.test(normalizeText(w)))
}

/** The fields the rule reads: codes and synonyms are the search's own additions. */
const RULE_FIELDS = FIELD.name | FIELD.category | FIELD.description

/**
 * The items that may match the rule, each with the fields its lookups were found in: every word's
 * containment lookups are in the item. When needsTexts, the caller keeps those matchesRule accepts.
 */
export function ruleCandidates(words: readonly string[], postings: Postings): Map<number, number> {
  let found: Map<number, number> | undefined
  for (const lookup of words.flatMap(containmentLookups)) {
    const next = new Map<number, number>()
    for (const [i, fields] of postings(lookup)) {
      const mask = fields & RULE_FIELDS
      if (mask !== 0 && (!found || found.has(i))) next.set(i, (found?.get(i) ?? 0) | mask)
    }
    found = next
    if (found.size === 0) break
  }
  return found ?? new Map()
}

/**
 * The results: the ranked matches of the query's words, then the items only the specification's
 * rule finds (by the weight of the fields their lookups are in, then in the catalogue's order).
 */
export function withRuleMatches(ranked: readonly number[], candidates: Map<number, number>, accepted: (i: number) => boolean): number[] {
  const seen = new Set(ranked)
  const more = [...candidates]
    .filter(([i]) => !seen.has(i) && accepted(i))
    .sort((a, b) => weightOf(b[1]) - weightOf(a[1]) || a[0] - b[0])
    .map(([i]) => i)
  return [...ranked, ...more]
}
