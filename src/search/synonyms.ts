import { wordsOf } from './indexTerms.ts'

/**
 * The catalogue's synonym list (catalogue/site/synonyms.csv): groups of terms a visitor may use
 * for one thing ("plasma", "H2O2", "SteriLow"). An item whose texts hold one term of a group is
 * indexed by the words of every other term of the group too (FIELD.synonym), so the lookups, and
 * the bytes a first search fetches, stay what they were.
 */
export type SynonymGroup = readonly string[]

/** The words an item is also known by: those of the other terms of every group one of whose terms its texts hold (its words, one after another). */
export function synonymWordsOf(texts: readonly string[], groups: readonly SynonymGroup[]): string {
  const words = texts.map(wordsOf)
  const own = new Set(words.flat())
  // Each text as its words between spaces: a term is held where its words are, in order, whole.
  const spaced = words.map((w) => ` ${w.join(' ')} `)
  const more = new Set<string>()
  for (const group of groups) {
    const terms = group.map(wordsOf).filter((t) => t.length > 0)
    if (!terms.some((term) => spaced.some((text) => text.includes(` ${term.join(' ')} `)))) continue
    // The short words of a longer term ("di" of "perossido di idrogeno") would find almost anything.
    for (const term of terms) for (const w of term) if (!own.has(w) && (term.length === 1 || w.length > 2)) more.add(w)
  }
  return [...more].sort().join(' ')
}
