import { encodePosting, gapOf, type IndexedItem, itemTerms, maskOf } from './indexTerms.ts'

/**
 * The word index in parts, so that a query fetches only what its words need. Words are grouped by
 * their first two characters; a group over MAX_SHARD_CHARS is split by the next character, and so
 * on. A group that was split keeps, in its own part, one more entry: every item with a word that
 * starts with the group's characters (PREFIX_MARK after them), and nothing else. So every lookup reads exactly one
 * part, however many parts its words spread over: "100" at 2,000 products would otherwise need
 * every part of "1000…", "1001…", "100b…" (41 parts, 53 KB).
 */

/** A part of the index: each word → its postings, item numbers delta-coded with the field mask (see encodePosting). */
export type Shard = Record<string, number[]>

/**
 * Above this size (characters of JSON of its words, without the suggestion records its file holds
 * too) a part is split by the next character of its words, so a prefix shared by thousands of codes
 * ("sp…") does not make one large file. Chosen at 2,000 products (npm run bench:scale's copy): at
 * 6,000 the Italian index had 2,105 parts, its largest file 8 KB gzip; at 12,000 it has 1,228,
 * the largest 12.4 KB (a size's digits, "350"), and the first searches of "buste",
 * "SP-FP-075200-17" and "gusseted 100" fetch the same parts as at 6,000 (0.3, 7.6 and 0.7 KB gzip).
 * At 16,000 the part the code's digits read ("075") grows to 12.6 KB, and at 24,000 that first
 * search alone is over its budget of 30 KB. Fewer parts also make the list of parts, which the
 * search's script carries, smaller (2.5 KB gzip less at 12,000).
 */
export const MAX_SHARD_CHARS = 12000

/** After a group's characters, names its entry of every item with a word that starts with them: never a word (words of two or more characters are letters and digits). */
const PREFIX_MARK = '*'

/** The part of the index a word is in, before any split: its first two characters, or the word itself when shorter. */
function shardOf(word: string): string {
  return word.slice(0, 2)
}

/** A part's name in a file name: letters and digits as they are, any other character by its code ("&" → "_26"). */
export function shardFileKey(key: string): string {
  return [...key].map((c) => (/[a-z0-9]/.test(c) ? c : `_${c.codePointAt(0)!.toString(16)}`)).join('')
}

/**
 * Whether an index entry answers a lookup. Every ending is indexed, down to single characters, so
 * a one-character lookup needs only its own entry and a longer one every entry it begins.
 */
function answers(lookup: string, word: string): boolean {
  return lookup.length === 1 ? word === lookup : word.startsWith(lookup) && !word.endsWith(PREFIX_MARK)
}

/** Item number → fields, from a word's postings. */
function decode(codes: readonly number[], into: Map<number, number>): void {
  let item = 0
  for (const code of codes) {
    item += gapOf(code)
    into.set(item, (into.get(item) ?? 0) | maskOf(code))
  }
}

/** Postings of items by number, delta-coded, from item → fields. */
function encode(found: Map<number, number>): number[] {
  let last = 0
  return [...found.keys()]
    .sort((a, b) => a - b)
    .map((i) => {
      const code = encodePosting(i - last, found.get(i)!)
      last = i
      return code
    })
}

/**
 * The whole index in parts: words by their first two characters (a one-character word alone),
 * large parts split further, each split group with its prefix entry; keys and words in sorted
 * order, so the output is stable.
 */
export function assembleShards(items: readonly IndexedItem[]): Map<string, Shard> {
  const byWord = new Map<string, number[]>()
  const lastItem = new Map<string, number>()
  items.forEach((item, i) => {
    for (const [word, mask] of itemTerms(item)) {
      const code = encodePosting(i - (lastItem.get(word) ?? 0), mask)
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
  /** Places a group of words; returns every item of the group when asked (its parent was split), each word's postings decoded once. */
  const place = (key: string, words: string[], wantItems: boolean): Map<number, number> | undefined => {
    const size = words.reduce((sum, w) => sum + sizes.get(w)!, 0)
    const longer = words.filter((w) => w.length > key.length)
    if (size <= MAX_SHARD_CHARS || longer.length === 0) {
      shards.set(key, Object.fromEntries(words.map((w) => [w, byWord.get(w)!])))
      if (!wantItems) return undefined
      const items = new Map<number, number>()
      for (const w of words) decode(byWord.get(w)!, items)
      return items
    }
    // The group's own word (the key itself) is left out: only a lookup of the key reads it, and the prefix entry answers that.
    const everyItem = new Map<number, number>()
    for (const w of words) if (w.length === key.length) decode(byWord.get(w)!, everyItem)
    for (const [next, group] of groupBy(longer, (w) => w.slice(0, key.length + 1))) {
      for (const [i, mask] of place(next, group, true)!) everyItem.set(i, (everyItem.get(i) ?? 0) | mask)
    }
    shards.set(key, { [key + PREFIX_MARK]: encode(everyItem) })
    return everyItem
  }
  for (const [key, words] of groupBy([...byWord.keys()].sort(), shardOf)) place(key, words, false)
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

/**
 * The one part a lookup needs: a split group's own part when the lookup is the group (its prefix
 * entry answers it), otherwise the deepest part whose characters begin the lookup.
 */
export function shardsFor(lookup: string, keys: readonly string[]): string[] {
  if (lookup.length === 1) return keys.includes(lookup) ? [lookup] : []
  const home = keys.filter((k) => k.length >= 2 && lookup.startsWith(k)).sort((a, b) => b.length - a.length)[0]
  return home === undefined ? [] : [home]
}

/** Item number → fields, for the words of some parts that answer a lookup. */
export function postingsIn(shards: readonly (Shard | undefined)[], lookup: string): Map<number, number> {
  const found = new Map<number, number>()
  for (const shard of shards) {
    if (!shard) continue
    const every = shard[lookup + PREFIX_MARK]
    if (every && lookup.length > 1) {
      decode(every, found)
      continue
    }
    for (const word in shard) if (answers(lookup, word)) decode(shard[word]!, found)
  }
  return found
}

/** Each word of a part with its items (number → fields), for the suggestion records its file holds. */
export function entriesOf(shard: Shard): [word: string, items: Map<number, number>][] {
  return Object.entries(shard).map(([word, codes]) => {
    const items = new Map<number, number>()
    decode(codes, items)
    return [word, items]
  })
}
