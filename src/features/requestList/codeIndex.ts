import type { CatalogueData, Lang } from '@/catalogue/schema'
import { formatNumber, formatSize } from '@/catalogue/formatSize'
import catalogueJson from '@/generated/catalogue.json'

const catalogue = catalogueJson as CatalogueData

/** What the request list shows of a code, in one language. */
export interface CodeInfo {
  product: string
  href: string
  size: string
  pieces: string
}
export type CodeIndex = Record<string, CodeInfo>

/**
 * Every code of the catalogue with its product, size and pieces per pack, for the pages that show
 * or send the request list (built at prerender; the list itself holds codes only).
 */
export function codeIndex(lang: Lang): CodeIndex {
  const index: CodeIndex = {}
  const lineNames = new Map(catalogue.lines.map((l) => [l.id, l]))
  for (const product of catalogue.products) {
    if (!product.table) continue
    const line = lineNames.get(product.line)
    const lineName = line && line.slug[lang] !== '' && line.name[lang] !== product.name[lang] ? `${line.name[lang]} – ` : ''
    for (const row of product.table.rows) {
      if (row.kind !== 'item' || row.item.code in index) continue
      const variant = row.item.variant?.[lang]
      index[row.item.code] = {
        product: `${lineName}${product.name[lang]}${variant ? ` (${variant})` : ''}`,
        href: product.path[lang],
        size: row.item.size ? formatSize(row.item.size, lang) : '',
        pieces: formatNumber(row.item.pieces, lang),
      }
    }
  }
  return index
}
