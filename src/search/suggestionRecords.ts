import type { SearchItem } from '../catalogue/generatedData.ts'
import { weightOf } from './indexTerms.ts'
import { entriesOf, type Shard } from './indexParts.ts'

/** How many suggestions the search overlay shows under the input. */
export const SUGGESTIONS = 5

/** What a suggestion shows of an item. */
export type Suggestion = Pick<SearchItem, 'id' | 'name' | 'category' | 'link' | 'image'>

/**
 * In each part's file of the index (PartFile), what the first suggestions of any one-word query
 * answered there need: for every entry of the part (a word, or a split group's prefix entry), its SUGGESTIONS best
 * items (by the weight of the field, then the catalogue's order, as rankMatches orders them). An
 * item among the first SUGGESTIONS for a lookup is among the first SUGGESTIONS of the entry that
 * gives it its weight (every item ranked above it there is ranked above it for the lookup too), so
 * these records hold every suggestion of a one-word query, and the overlay shows them after one
 * round trip.
 */
export function suggestionsOf(shard: Shard, items: readonly SearchItem[]): Record<number, Suggestion> {
  const best = new Set<number>()
  for (const [, found] of entriesOf(shard)) {
    const ranked = [...found].map(([i, mask]) => [i, weightOf(mask)] as const).sort((a, b) => b[1] - a[1] || a[0] - b[0])
    for (const [i] of ranked.slice(0, SUGGESTIONS)) best.add(i)
  }
  const records: Record<number, Suggestion> = {}
  for (const i of [...best].sort((a, b) => a - b)) {
    const { id, name, category, link, image } = items[i]!
    records[i] = { id, name, category, link, image }
  }
  return records
}
