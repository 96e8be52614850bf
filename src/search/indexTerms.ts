import type { SearchItem } from '../catalogue/generatedData.ts'
import { compactCode, normalizeText } from './normalize.ts'

/**
 * The words of the search index. A product's texts are split into words (runs of letters and
 * digits, lower-case, without accents), and each word is indexed with all its endings, so a query
 * word matches wherever it is contained in a word ("iatt" finds "piatte"; "65" finds SC-65), as
 * the specification's search rule asks. Every ending is stored with the fields it is found in (a
 * bit mask of FIELD). `synonym` marks the words of the catalogue's synonym list an item is known
 * by (plasma for a SteriLow pouch): they rank last, and the specification's rule never reads them.
 */
export const FIELD = { name: 1, code: 2, category: 4, description: 8, synonym: 16 } as const

/** Bits of the field mask in a posting: (item gap << FIELD_BITS) | mask. */
const FIELD_BITS = 5
const FIELD_SPAN = 2 ** FIELD_BITS

/** A posting as the index stores it, and back. */
export const encodePosting = (gap: number, mask: number): number => gap * FIELD_SPAN + mask
export const gapOf = (code: number): number => Math.floor(code / FIELD_SPAN)
export const maskOf = (code: number): number => code % FIELD_SPAN

/**
 * How much a word weighs by where it was found. Name and code matches rank first, so a query
 * for "buste" lists the pouches before products that only mention pouches in their description.
 */
const WEIGHTS: readonly (readonly [mask: number, weight: number])[] = [
  [FIELD.name, 3],
  [FIELD.code, 3],
  [FIELD.category, 2],
  [FIELD.description, 1],
  [FIELD.synonym, 1],
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
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '')
}

/** What of an item the index reads. */
export type IndexedItem = Pick<SearchItem, 'name' | 'category' | 'description' | 'keys'> & Partial<Pick<SearchItem, 'synonyms'>>

/**
 * Every word of an item with the fields it is in (a bit mask of FIELD), and every character of its
 * texts on its own: a one-character entry says the field contains that character anywhere, so a
 * query of one letter or one symbol ("z", "&", "°") finds every item the specification's rule does.
 */
export function itemTerms(item: IndexedItem): Map<string, number> {
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
  // Synonyms are whole words: found by their start, like a word typed in full or being typed.
  for (const w of wordsOf(item.synonyms ?? '')) add(w.slice(0, MAX_ENDING), FIELD.synonym)
  return terms
}
