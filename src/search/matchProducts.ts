import type { SearchItem } from '@/catalogue/schema'
import { compactCode, normalizeText } from '@/search/normalize'

/**
 * How much a word weighs by where it was found. Name and code matches rank first, so a query
 * for "buste" lists the pouches before products that only mention pouches in their description.
 */
const WEIGHT = { name: 3, code: 3, category: 2, description: 1 } as const

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

interface Prepared {
  item: SearchItem
  name: string
  category: string
  description: string
  /** The same texts with punctuation and spaces removed, for words such as "bowie-dick". */
  compact: { name: string; category: string; description: string }
  /** Codes and sizes in compact form: "sc63", "75x200". */
  keys: string[]
}

function prepare(item: SearchItem): Prepared {
  const name = normalizeText(item.name)
  const category = normalizeText(item.category)
  const description = normalizeText(item.description)
  return {
    item,
    name,
    category,
    description,
    compact: { name: compactCode(name), category: compactCode(category), description: compactCode(description) },
    keys: item.keys.split(/\s+/).map(compactCode).filter((k) => k !== ''),
  }
}

/** Indexes are loaded once per language; their prepared form is kept beside them. */
const preparedIndexes = new WeakMap<readonly SearchItem[], Prepared[]>()

function prepared(index: readonly SearchItem[]): Prepared[] {
  let p = preparedIndexes.get(index)
  if (!p) {
    p = index.map(prepare)
    preparedIndexes.set(index, p)
  }
  return p
}

/** The weight of the best place a word is found in, 0 when it is nowhere. */
function wordWeight(word: string, p: Prepared): number {
  const code = compactCode(word)
  // A word with punctuation ("sc-65", "bowie-dick") is also compared without it.
  const inText = (field: 'name' | 'category' | 'description') =>
    p[field].includes(word) || (code !== word && p.compact[field].includes(code))
  if (inText('name')) return WEIGHT.name
  if (p.keys.some((k) => k.includes(code))) return WEIGHT.code
  if (inText('category')) return WEIGHT.category
  if (inText('description')) return WEIGHT.description
  return 0
}

/**
 * The products matching every word of the query, best first. An item matches when each word is
 * contained in its name, category, description, or one of its codes and sizes; ties keep the
 * order of the index (the catalogue's order).
 */
export function matchProducts(index: readonly SearchItem[], query: string, limit = Infinity): SearchItem[] {
  const words = queryWords(query)
  if (words.length === 0) return []
  const scored: { item: SearchItem; score: number; order: number }[] = []
  prepared(index).forEach((p, order) => {
    let score = 0
    for (const word of words) {
      const w = wordWeight(word, p)
      if (w === 0) return
      score += w
    }
    scored.push({ item: p.item, score, order })
  })
  scored.sort((a, b) => b.score - a.score || a.order - b.order)
  return scored.slice(0, limit).map((s) => s.item)
}
