import { wordsOf } from './indexTerms.ts'

/**
 * The catalogue's synonym list (catalogue/site/synonyms.csv): groups of terms a visitor may use
 * for one thing ("plasma", "H2O2", "SteriLow"). An item whose texts hold one term of a group is
 * indexed by the words of every other term of the group too (FIELD.synonym), so the lookups, and
 * the bytes a first search fetches, stay what they were.
 */
export type SynonymGroup = readonly string[]

/** Whether a text holds a term: its words, one after another. */
function holds(words: readonly string[], term: readonly string[]): boolean {
  if (term.length === 0) return false
  for (let i = 0; i + term.length <= words.length; i++) if (term.every((t, j) => words[i + j] === t)) return true
  return false
}

/** The words an item is also known by: those of the other terms of every group one of whose terms its texts hold. */
export function synonymWordsOf(texts: readonly string[], groups: readonly SynonymGroup[]): string {
  const words = texts.map(wordsOf)
  const own = new Set(words.flat())
  const more = new Set<string>()
  for (const group of groups) {
    const terms = group.map(wordsOf)
    if (!terms.some((term) => words.some((w) => holds(w, term)))) continue
    // The short words of a longer term ("di" of "perossido di idrogeno") would find almost anything.
    for (const term of terms) for (const w of term) if (!own.has(w) && (term.length === 1 || w.length > 2)) more.add(w)
  }
  return [...more].sort().join(' ')
}
