import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { lineById, pageParams } from '#src/catalogue/data.ts'
import { tileProduct } from '#src/pageData/tileProduct.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'
import { pathOf } from '#src/routing/routeTable.ts'

export type Data = ReturnType<typeof data>

/** All products of a line too large to be shown whole on its category page. */
export function data(pageContext: RouteContext) {
  const { lang, ref } = pageParams(pageContext)
  const line = lineById(ref)
  const products = line.products.map((productId) => tileProduct(productId, lang, { withDescription: false }))
  const meta: PageMeta = { title: line.name[lang], description: line.description[lang] }
  return {
    meta,
    name: line.name[lang],
    description: line.description[lang],
    note: line.note?.[lang] ?? '',
    category: pathOf(`category:${line.category}`, lang),
    products,
  }
}
