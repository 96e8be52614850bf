import { MAX_ENDING } from './indexTerms.ts'
import { compactCode, normalizeText } from './normalize.ts'

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

/**
 * What a query word is looked up as: its compact form ("sc-65" → "sc65") and, when punctuation
 * splits it, each of its parts ("bowie-dick" → bowie, dick), which must then all be in one field.
 */
export function lookupsOf(word: string): { whole: string; parts: string[] } {
  const parts = word
    .split(/[^a-z0-9]+/)
    .filter((p) => p !== '')
    .map((p) => p.slice(0, MAX_ENDING))
  return { whole: compactCode(word).slice(0, MAX_ENDING), parts: parts.length > 1 ? parts : [] }
}

/** What a query looks up first: each word whole. Parts are looked up only for a word not found whole. */
export function wholeLookups(words: readonly string[]): string[] {
  return [...new Set(words.map((w) => lookupsOf(w).whole))]
}
