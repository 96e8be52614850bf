import type { RouteContext } from '@/pageData/prerenderPages'
import { lineById, pageParams } from '@/catalogue/data'
import { tileProduct } from '@/pageData/tileProduct'
import type { PageMeta } from '@/layout/pageMeta'
import { pathOf } from '@/routing/routeTable'

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
