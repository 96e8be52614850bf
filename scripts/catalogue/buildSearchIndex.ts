import type { CatalogueData, Lang, SearchItem } from '../../src/catalogue/schema.ts'
import { sizeKey } from '../../src/catalogue/formatSize.ts'
import { compactCode } from '../../src/search/normalize.ts'

/**
 * One entry per product, in the language of the index. The category shown is the product line
 * (Steripaper, Chemical Indicators, …), as visitors know it. `keys` holds codes and sizes in
 * compact form so that "SC-63", "sc63" and "75x200" are found.
 */
export function buildSearchIndex(catalogue: CatalogueData, lang: Lang): SearchItem[] {
  const lineName = new Map(catalogue.lines.map((l) => [l.id, l.name[lang]]))
  return catalogue.products.map((p) => {
    const keys = new Set<string>()
    for (const row of p.table?.rows ?? []) {
      if (row.kind !== 'item') continue
      keys.add(compactCode(row.item.code))
      if (row.item.size) keys.add(sizeKey(row.item.size))
    }
    return {
      id: p.id,
      name: p.name[lang],
      description: p.description[lang],
      category: lineName.get(p.line) ?? '',
      link: p.path[lang],
      image: p.image,
      keys: [...keys].join(' '),
    }
  })
}
