import type { Localised } from '../catalogue/localised.ts'
import type { SearchItem } from '../catalogue/generatedData.ts'
import { assembleShards, type Shard, shardFileKey } from './indexParts.ts'
import { type Suggestion, suggestionsOf } from './suggestionRecords.ts'
import { vocabularyOf } from './typoMatches.ts'

/**
 * The search index as files, by need: the word index in parts, one file a part (p-<part>.json, see
 * indexParts and PartFile) that holds its word entries and the records of their first suggestions,
 * so a lookup costs one request; the items' display data in files of ITEMS_PER_FILE (i-<n>.json),
 * the words a typo may be meant for (v.json, fetched only when a query has few exact matches), and
 * the code of each GTIN (g-<n>.json, shared by the languages, fetched only for a query that reads
 * as a GTIN).
 */

/** What the search shows of an item; codes, sizes and synonyms are needed only to find it. */
export type SearchResult = Omit<SearchItem, 'keys' | 'synonyms'>

/** Items per file of display data: the first suggestions of a query usually come from one file. */
export const ITEMS_PER_FILE = 20

/** About this many GTINs per file of the GTIN index: a few kilobytes each. */
const GTINS_PER_FILE = 250

/**
 * A part's file, {"words": {…}, "suggestions": {…}}: `words` each word of the part → its postings
 * (Shard); `suggestions` item number → what the overlay shows of it, for the first suggestions of
 * every entry (suggestionsOf). The records come with the words because the overlay needs both for
 * a first suggestion; in files of their own they doubled the requests and the files of the deploy.
 */
export interface PartFile {
  words: Shard
  suggestions: Record<number, Suggestion>
}

/** A part's file name in a language's folder. */
export const partFileName = (key: string): string => `p-${shardFileKey(key)}.json`

/** Written by the generator beside the index files; the site imports it to know their names. */
export interface SearchManifest {
  /** Content hash of the index files, in their path, so a browser never mixes two versions. */
  version: string
  itemsPerFile: number
  /** Files of the GTIN index (gtinFileOf). */
  gtinFiles: number
  /** By language: the parts of the word index that exist, and the number of items. */
  langs: Localised<{ shards: string[]; items: number }>
}

/** The file of the GTIN index that holds a GTIN (14 digits): by its digits before the check digit, which spread evenly. */
export function gtinFileOf(gtin: string, files: number): number {
  return Number(gtin.slice(-7, -1)) % files
}

/** One language's files by name, and the parts of its word index. */
export function languageFiles(items: readonly SearchItem[]): { files: Record<string, string>; shards: string[] } {
  const files: Record<string, string> = {}
  const shards = assembleShards(items)
  for (const [key, shard] of shards) {
    const part: PartFile = { words: shard, suggestions: suggestionsOf(shard, items) }
    files[partFileName(key)] = JSON.stringify(part)
  }
  for (let n = 0; n * ITEMS_PER_FILE < items.length; n++) {
    const display = items.slice(n * ITEMS_PER_FILE, (n + 1) * ITEMS_PER_FILE).map(({ keys: _k, synonyms: _s, ...shown }) => shown)
    files[`i-${n}.json`] = JSON.stringify(display)
  }
  files['v.json'] = JSON.stringify(vocabularyOf(items.flatMap((i) => [i.name, i.category, i.description, i.synonyms ?? ''])))
  return { files, shards: [...shards.keys()] }
}

/** The GTIN index's files by name: each GTIN (14 digits) → the compact code it names. */
export function gtinFiles(codeOfGtin: ReadonlyMap<string, string>): Record<string, string> {
  const count = Math.max(1, Math.ceil(codeOfGtin.size / GTINS_PER_FILE))
  const parts = Array.from({ length: count }, () => ({}) as Record<string, string>)
  for (const gtin of [...codeOfGtin.keys()].sort()) parts[gtinFileOf(gtin, count)]![gtin] = codeOfGtin.get(gtin)!
  return Object.fromEntries(parts.map((part, n) => [`g-${n}.json`, JSON.stringify(part)]))
}
