/**
 * What the request list shows of each code: its product, size and ordering unit, in one language.
 * The list itself holds codes only. The generator writes the index as small files, each holding the
 * codes that hash to it (scripts/catalogue/assemble/assembleCodeIndexFiles.ts), so a page showing a list of a
 * few codes fetches a few kilobytes however large the catalogue; the browser loads them by need
 * (useCodeIndex).
 */
import { formatSize } from '../../catalogue/formatSize.ts'
import { type OrderUnit, orderUnitOf } from '../../catalogue/orderUnit.ts'
import { productTitle } from '../../catalogue/productTitle.ts'
import type { Lang } from '../../catalogue/langs.ts'
import type { CatalogueData } from '../../catalogue/generatedData.ts'

/** What the request list shows of a code, in one language; `unit` is what one of its quantity is. */
interface CodeInfo {
  product: string
  href: string
  size: string
  unit: OrderUnit
}
export type CodeIndex = Record<string, CodeInfo>

/** Every code of the catalogue with its product, size and ordering unit (the first row of a repeated code wins). */
export function codeIndex(catalogue: Pick<CatalogueData, 'lines' | 'products'>, lang: Lang): CodeIndex {
  const index: CodeIndex = {}
  const lineNames = new Map(catalogue.lines.map((l) => [l.id, l]))
  for (const product of catalogue.products) {
    // A product no longer sold cannot be asked for; a code no longer sold is not in its table's rows.
    if (!product.table || product.withdrawn !== undefined) continue
    const line = lineNames.get(product.line)
    const title = productTitle(line, product, lang)
    for (const row of product.table.rows) {
      const unit = row.kind === 'item' ? orderUnitOf(product, row.item) : undefined
      if (row.kind !== 'item' || row.item.code in index || !unit) continue
      const variant = row.item.variant?.[lang]
      index[row.item.code] = {
        product: variant ? `${title} (${variant})` : title,
        href: product.path[lang],
        size: row.item.size ? formatSize(row.item.size, lang) : '',
        unit,
      }
    }
  }
  return index
}
