import { normalizeText, compactCode } from './normalize.ts'

/**
 * Typo tolerance, after the exact matches: a query word of TYPO_MIN_LETTERS letters or more also
 * finds the words of the catalogue's texts within one typo of it. One typo is a letter missing,
 * one too many, one wrong, or two neighbours swapped; a letter doubled or not doubled costs nothing
 * ("gusetted" and "gussetted" are "gusseted", "selfsealing" is "self-sealing"). The words come from
 * a list of the texts' words (vocabularyOf), fetched only when a query has few exact matches.
 */
const TYPO_MIN_LETTERS = 5

/** Whether a query word may be matched within one typo: letters only (codes and sizes are exact), long enough. */
export function typoEligible(word: string): boolean {
  const compact = compactCode(word)
  return compact.length >= TYPO_MIN_LETTERS && /^[a-z]+$/.test(compact)
}

/** Runs of one letter as one: "gusseted" → "guseted". */
const collapsed = (word: string) => word.replace(/(.)\1+/g, '$1')

/** At most one edit (insertion, deletion, substitution, or swap of neighbours) apart. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < Math.min(a.length, b.length) && a[i] === b[i]) i++
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  return short.slice(i) === long.slice(i + 1)
}

/** Whether two words are within one typo of each other, doubled letters aside. */
export function withinOneTypo(typed: string, word: string): boolean {
  return withinOneEdit(collapsed(compactCode(typed)), collapsed(compactCode(word)))
}

/**
 * Whether a word, or its start, is within one typo of what was typed: a query word finds the words
 * it begins ("pouch" finds "pouches"), so a typo in it does too ("pouhc").
 */
function startsWithinOneTypo(typed: string, word: string): boolean {
  const t = collapsed(compactCode(typed))
  const w = collapsed(compactCode(word))
  for (let n = t.length - 1; n <= t.length + 1 && n <= w.length; n++) if (withinOneEdit(t, w.slice(0, n))) return true
  return false
}

/**
 * The words of some texts a typo may be meant for: words of letters of at least
 * TYPO_MIN_LETTERS - 1 letters, and words joined by hyphens ("self-sealing"), which a
 * visitor may type as one. Sorted, each once.
 */
export function vocabularyOf(texts: readonly string[]): string[] {
  const words = new Set<string>()
  for (const text of texts) {
    const normal = normalizeText(text)
    for (const w of normal.split(/[^a-z]+/)) if (w.length >= TYPO_MIN_LETTERS - 1) words.add(w)
    // Split, not matched: a pattern for the pairs backtracks over every start of a long unbroken run of letters.
    for (const token of normal.split(/[^a-z-]+/)) {
      const joined = token.replace(/^-+|-+$/g, '')
      if (joined.includes('-') && !joined.includes('--') && joined.length > TYPO_MIN_LETTERS) words.add(joined)
    }
  }
  return [...words].sort()
}

/** The vocabulary's words within one typo of a query word (a hyphenated pair typed as one among them), not the word itself. */
export function typoAlternatives(word: string, vocabulary: readonly string[]): string[] {
  const typed = compactCode(word)
  return vocabulary.filter((v) => v !== typed && startsWithinOneTypo(typed, v))
}
