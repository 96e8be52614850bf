import { weightOf } from './indexTerms.ts'
import { lookupsOf } from './queryWords.ts'

/** Item number → the fields a lookup is found in. */
export type Postings = (lookup: string) => Map<number, number>

/**
 * Where one query word is found: its compact form wherever an indexed word starts with it; a word
 * split by punctuation and not found whole ("bowie-dick" in "Bowie & Dick") where all its parts
 * are in one field.
 */
export function wordMatches(word: string, postings: Postings): Map<number, number> {
  const { whole, parts } = lookupsOf(word)
  const masks = new Map(postings(whole))
  if (masks.size > 0) return masks
  let together: Map<number, number> | undefined
  for (const part of parts) {
    const found = postings(part)
    if (!together) together = found
    else for (const [i, mask] of together) together.set(i, mask & (found.get(i) ?? 0))
  }
  for (const [i, mask] of together ?? []) if (mask !== 0) masks.set(i, mask)
  return masks
}

/**
 * The items found by every word, best first: each word scores the weight of the best field it is
 * found in; ties keep the catalogue's order. `matches` gives where each word is found.
 */
export function rankMatches(words: readonly string[], matches: (word: string) => Map<number, number>): number[] {
  if (words.length === 0) return []
  let scores: Map<number, number> | undefined
  for (const word of words) {
    const next = new Map<number, number>()
    for (const [i, mask] of matches(word)) {
      const weight = weightOf(mask)
      if (weight === 0 || (scores && !scores.has(i))) continue
      next.set(i, (scores?.get(i) ?? 0) + weight)
    }
    scores = next
    if (scores.size === 0) return []
  }
  return [...scores!].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([i]) => i)
}
