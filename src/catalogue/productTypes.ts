/**
 * Product types across lines: the products of different lines that share an English web address
 * ("flat-pouches" in Steripaper, Greenfit, Veristeril…) are one type, compared on a page of its own.
 * A type made by one line only has nothing to compare, and no page.
 */
import type { Product } from './generatedData.ts'

export interface ProductType {
  /** The products' English slug: the type's id and the last part of its English address. */
  id: string
  /** Its Italian address part: the first product's Italian slug. */
  slugIt: string
  /** Its products, in catalogue order: each from another line, each with a table. */
  products: Product[]
}

export function productTypes(products: readonly Product[]): ProductType[] {
  const byType = new Map<string, Product[]>()
  for (const p of products) {
    if (!p.table) continue
    const list = byType.get(p.slug.en) ?? []
    if (!list.some((other) => other.line === p.line)) list.push(p)
    byType.set(p.slug.en, list)
  }
  return [...byType].filter(([, list]) => list.length >= 2).map(([id, list]) => ({ id, slugIt: list[0]!.slug.it, products: list }))
}
