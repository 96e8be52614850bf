import type { Localised, SearchItem } from '../catalogue/schema.ts'
import { compactCode, normalizeText } from './normalize.ts'

/**
 * The words of the search index. A product's texts are split into words (runs of letters and
 * digits, lower-case, without accents), and each word is indexed with all its endings, so a query
 * word matches wherever it is contained in a word ("iatt" finds "piatte"; "65" finds SC-65), as
 * the specification's search rule asks. Every ending is stored with the fields it is found in; the
 * index is split by the first two characters of its entries, so a query loads only the parts its
 * words start with (see buildShards and searchIndex).
 */
export const FIELD = { name: 1, code: 2, category: 4, description: 8 } as const

/**
 * How much a word weighs by where it was found. Name and code matches rank first, so a query
 * for "buste" lists the pouches before products that only mention pouches in their description.
 */
const WEIGHTS: readonly (readonly [mask: number, weight: number])[] = [
  [FIELD.name, 3],
  [FIELD.code, 3],
  [FIELD.category, 2],
  [FIELD.description, 1],
]

export function weightOf(mask: number): number {
  return WEIGHTS.find(([field]) => (mask & field) !== 0)?.[1] ?? 0
}

/**
 * Endings are indexed up to this many characters, and a query word is looked up by as many: a
 * word pasted without spaces costs time and bytes in proportion to its length, not its square.
 */
export const MAX_ENDING = 32

/** Runs of letters and digits: "Test Bowie & Dick" → test, bowie, dick. */
export function wordsOf(text: string): string[] {
  return normalizeText(text).split(/[^a-z0-9]+/).filter((w) => w !== '')
}

/**
 * Every word of an item with the fields it is in (a bit mask of FIELD), and every character of its
 * texts on its own: a one-character entry says the field contains that character anywhere, so a
 * query of one letter or one symbol ("z", "&", "°") finds every item the specification's rule does.
 */
export function itemTerms(item: Pick<SearchItem, 'name' | 'category' | 'description' | 'keys'>): Map<string, number> {
  const terms = new Map<string, number>()
  const add = (word: string, field: number) => terms.set(word, (terms.get(word) ?? 0) | field)
  // Every ending of every word, down to its last character: a query word is found wherever it is
  // contained (the specification's rule), as the start of one of these endings.
  const addEndings = (word: string, field: number) => {
    for (let i = 0; i < word.length; i++) add(word.slice(i, i + MAX_ENDING), field)
  }
  const addCharacters = (text: string, field: number) => {
    for (const c of new Set(normalizeText(text))) if (c.trim() !== '') add(c, field)
  }
  for (const [text, field] of [
    [item.name, FIELD.name],
    [item.category, FIELD.category],
    [item.description, FIELD.description],
  ] as const) {
    for (const w of wordsOf(text)) addEndings(w, field)
    addCharacters(text, field)
  }
  for (const key of item.keys.split(/\s+/).map(compactCode)) if (key !== '') addEndings(key, FIELD.code)
  return terms
}

/** The part of the index a word is in: its first two characters, or the word itself when shorter. */
export function shardOf(word: string): string {
  return word.slice(0, 2)
}

/** A part's name in a file name: letters and digits as they are, any other character by its code ("&" → "_26"). */
export function shardFileKey(key: string): string {
  return [...key].map((c) => (/[a-z0-9]/.test(c) ? c : `_${c.codePointAt(0)!.toString(16)}`)).join('')
}

/**
 * What a query word is looked up as: its compact form ("sc-65" → "sc65") and, when punctuation
 * splits it, each of its parts ("bowie-dick" → bowie, dick), which must then all be in one field.
 */
export function lookupsOf(word: string): { whole: string; parts: string[] } {
  const parts = word.split(/[^a-z0-9]+/).filter((p) => p !== '').map((p) => p.slice(0, MAX_ENDING))
  return { whole: compactCode(word).slice(0, MAX_ENDING), parts: parts.length > 1 ? parts : [] }
}

/**
 * Whether an index entry answers a lookup. Every ending is indexed, down to single characters, so
 * a one-character lookup needs only its own entry and a longer one every entry it begins.
 */
export function answers(lookup: string, word: string): boolean {
  return lookup.length === 1 ? word === lookup : word.startsWith(lookup)
}

/** A part of the index: each word → its postings, item numbers delta-coded with the field mask ((gap << 4) | mask). */
export type Shard = Record<string, number[]>

/**
 * Above this size (characters of JSON) a part is split by the next character of its words, so a
 * prefix shared by thousands of codes ("sp…") does not make one large file.
 */
export const MAX_SHARD_CHARS = 6000

/**
 * The whole index in parts: words by their first two characters (a one-character word alone),
 * large parts split further; keys and words in sorted order, so the output is stable.
 */
export function buildShards(items: readonly Pick<SearchItem, 'name' | 'category' | 'description' | 'keys'>[]): Map<string, Shard> {
  const byWord = new Map<string, number[]>()
  const lastItem = new Map<string, number>()
  items.forEach((item, i) => {
    for (const [word, mask] of itemTerms(item)) {
      const code = (i - (lastItem.get(word) ?? 0)) * 16 + mask
      lastItem.set(word, i)
      const list = byWord.get(word)
      if (list) list.push(code)
      else byWord.set(word, [code])
    }
  })
  const shards = new Map<string, Shard>()
  // The characters of each word's entry, counted once: a large part is measured again at every split.
  const sizes = new Map<string, number>()
  for (const [w, list] of byWord) sizes.set(w, w.length + 4 + JSON.stringify(list).length)
  const place = (key: string, words: string[]) => {
    const size = words.reduce((sum, w) => sum + sizes.get(w)!, 0)
    const longer = words.filter((w) => w.length > key.length)
    if (size <= MAX_SHARD_CHARS || longer.length === 0) {
      shards.set(key, Object.fromEntries(words.map((w) => [w, byWord.get(w)!])))
      return
    }
    const own = words.filter((w) => w.length === key.length)
    if (own.length > 0) shards.set(key, Object.fromEntries(own.map((w) => [w, byWord.get(w)!])))
    for (const [next, group] of groupBy(longer, (w) => w.slice(0, key.length + 1))) place(next, group)
  }
  for (const [key, words] of groupBy([...byWord.keys()].sort(), shardOf)) place(key, words)
  return new Map([...shards].sort(([a], [b]) => (a < b ? -1 : 1)))
}

function groupBy(words: string[], keyOf: (w: string) => string): Map<string, string[]> {
  const groups = new Map<string, string[]>()
  for (const w of words) {
    const key = keyOf(w)
    const group = groups.get(key)
    if (group) group.push(w)
    else groups.set(key, [w])
  }
  return groups
}

/** How many suggestions the search overlay shows under the input. */
export const SUGGESTIONS = 5

/** What a suggestion shows of an item. */
export type Suggestion = Pick<SearchItem, 'id' | 'name' | 'category' | 'link' | 'image'>

/**
 * Beside each part of the index, what the first suggestions of any one-word query answered there
 * need: for every word of the part, its SUGGESTIONS best items (by the weight of the field, then
 * the catalogue's order, as rankMatches orders them). An item among the first SUGGESTIONS for a
 * lookup is among the first SUGGESTIONS of the word that gives it its weight (every item ranked
 * above it there is ranked above it for the lookup too), so these records hold every suggestion
 * of a one-word query, and the overlay shows them after one round trip.
 */
export function suggestionsOf(shard: Shard, items: readonly SearchItem[]): Record<number, Suggestion> {
  const best = new Set<number>()
  for (const word in shard) {
    let item = 0
    const ranked: [number, number][] = []
    for (const code of shard[word]!) {
      item += Math.floor(code / 16)
      ranked.push([item, weightOf(code % 16)])
    }
    ranked.sort((a, b) => b[1] - a[1] || a[0] - b[0])
    for (const [i] of ranked.slice(0, SUGGESTIONS)) best.add(i)
  }
  const records: Record<number, Suggestion> = {}
  for (const i of [...best].sort((a, b) => a - b)) {
    const { id, name, category, link, image } = items[i]!
    records[i] = { id, name, category, link, image }
  }
  return records
}

/** The parts a lookup needs: the one its words fall in, and the parts split off below it. */
export function shardsFor(lookup: string, keys: readonly string[]): string[] {
  if (lookup.length === 1) return keys.includes(lookup) ? [lookup] : []
  const home = keys.filter((k) => k.length >= 2 && lookup.startsWith(k)).sort((a, b) => b.length - a.length)[0]
  const below = keys.filter((k) => k.length > lookup.length && k.startsWith(lookup))
  return [...(home === undefined ? [] : [home]), ...below]
}

/** Item number → fields, for the words of some parts that answer a lookup. */
export function postingsIn(shards: readonly (Shard | undefined)[], lookup: string): Map<number, number> {
  const found = new Map<number, number>()
  for (const shard of shards) {
    if (!shard) continue
    for (const word in shard) {
      if (!answers(lookup, word)) continue
      let item = 0
      for (const code of shard[word]!) {
        item += Math.floor(code / 16)
        found.set(item, (found.get(item) ?? 0) | code % 16)
      }
    }
  }
  return found
}

/** What a query looks up first: each word whole. Parts are looked up only for a word not found whole. */
export function wholeLookups(words: readonly string[]): string[] {
  return [...new Set(words.map((w) => lookupsOf(w).whole))]
}

/**
 * The items matching every word of the query, best first: each word scores the weight of the
 * best field it is found in; ties keep the catalogue's order.
 */
export function rankMatches(words: readonly string[], postings: (lookup: string) => Map<number, number>): number[] {
  if (words.length === 0) return []
  let scores: Map<number, number> | undefined
  for (const word of words) {
    const { whole, parts } = lookupsOf(word)
    const masks = new Map(postings(whole))
    // A word split by punctuation and not found whole ("bowie-dick" in "Bowie & Dick") matches where all its parts are in one field.
    let together: Map<number, number> | undefined
    for (const part of masks.size === 0 ? parts : []) {
      const found = postings(part)
      if (!together) together = found
      else for (const [i, mask] of together) together.set(i, mask & (found.get(i) ?? 0))
    }
    for (const [i, mask] of together ?? []) masks.set(i, (masks.get(i) ?? 0) | mask)
    const next = new Map<number, number>()
    for (const [i, mask] of masks) {
      const weight = weightOf(mask)
      if (weight === 0 || (scores && !scores.has(i))) continue
      next.set(i, (scores?.get(i) ?? 0) + weight)
    }
    scores = next
    if (scores.size === 0) return []
  }
  return [...scores!].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([i]) => i)
}

/** What the search shows of an item; codes and sizes are needed only to find it. */
export type SearchResult = Omit<SearchItem, 'keys'>

/** Written by the generator beside the index files; the site imports it to know their names. */
export interface SearchManifest {
  /** Content hash of the index files, in their path, so a browser never mixes two versions. */
  version: string
  itemsPerFile: number
  /** By language: the parts of the word index that exist, and the number of items. */
  langs: Localised<{ shards: string[]; items: number }>
}

// ---------------------------------------------------------------- the specification's rule, as a floor

/** The specification's search rule, word by word: the query lower-cased and split on spaces. */
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
 * word, whose texts are then read (needsTexts). The shorter runs are left out: each would fetch
 * every part of the index below it ("sp" in a code: dozens of parts at 2,000 products) and find
 * little the longest does not; a one-character run is left out beside a symbol, whose entry is short.
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

/**
 * The items that may match the rule, each with the fields its lookups were found in: every word's
 * containment lookups are in the item. When needsTexts, the caller keeps those matchesRule accepts.
 */
export function ruleCandidates(words: readonly string[], postings: (lookup: string) => Map<number, number>): Map<number, number> {
  let found: Map<number, number> | undefined
  for (const lookup of words.flatMap(containmentLookups)) {
    const next = new Map<number, number>()
    for (const [i, fields] of postings(lookup)) {
      // The rule reads the name, description and category: a lookup found only in an item's codes does not count.
      const mask = fields & ~FIELD.code
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
