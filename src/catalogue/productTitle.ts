import type { Lang } from './langs.ts'
import type { Line, Product } from './generatedData.ts'

/**
 * The line's name where a product's title shows it, or '' where it does not: a line with no page
 * of its own (no slug in that language), or one named as the product.
 */
export function lineNameOf(line: Pick<Line, 'slug' | 'name'> | undefined, product: Pick<Product, 'name'>, lang: Lang): string {
  return line && line.slug[lang] !== '' && line.name[lang] !== product.name[lang] ? line.name[lang] : ''
}

/** "Steripaper – Buste piatte": the same product name exists in several lines. */
export function productTitle(line: Pick<Line, 'slug' | 'name'> | undefined, product: Pick<Product, 'name'>, lang: Lang): string {
  const lineName = lineNameOf(line, product, lang)
  return lineName ? `${lineName} – ${product.name[lang]}` : product.name[lang]
}
