/**
 * The rows of a product type's comparison, in one language, from the generated catalogue: used at
 * prerender time by the comparison page, whose download the browser makes from the rows it shows.
 */
import { methodNames } from '../../catalogue/deviceAttributes.ts'
import { orderUnitOf, unitText } from '../../catalogue/orderUnit.ts'
import type { ProductType } from '../../catalogue/productTypes.ts'
import type { Lang } from '../../catalogue/langs.ts'
import type { CatalogueData } from '../../catalogue/generatedData.ts'
import type { ComparisonRow } from './comparisonRows.ts'

export function comparisonOf(type: ProductType, catalogue: Pick<CatalogueData, 'lines'>, lang: Lang): ComparisonRow[] {
  return type.products.flatMap((p) => {
    const line = catalogue.lines.find((l) => l.id === p.line)
    return (p.table?.rows ?? []).flatMap((r): ComparisonRow[] => {
      if (r.kind !== 'item') return []
      const i = r.item
      const unit = orderUnitOf(p, i)
      const methods = i.methods ?? p.attributes?.methods ?? []
      return [
        {
          line: line?.name[lang] ?? p.line,
          href: p.path[lang],
          code: i.code,
          ...i.size,
          pieces: i.pieces,
          unit: unit ? unitText(unit, lang) : '',
          materials: p.attributes?.materials?.[lang] ?? '',
          methods: methods.map((m) => methodNames[m][lang]).join(', '),
        },
      ]
    })
  })
}
