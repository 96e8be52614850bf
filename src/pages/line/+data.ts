import type { PageContextServer } from 'vike/types'
import { lineById, pageParams, productById } from '@/catalogue/data'
import { imageFor } from '@/images/imageFor'
import type { PageMeta } from '@/layout/pageMeta'
import { pathOf } from '@/routing/routeTable'

export type Data = ReturnType<typeof data>

/** All products of a line too large to be shown whole on its category page. */
export function data(pageContext: PageContextServer) {
  const { lang, ref } = pageParams(pageContext)
  const line = lineById(ref)
  const products = line.products.map((productId) => {
    const p = productById(productId)
    return { id: p.id, name: p.name[lang], description: p.description[lang], href: pathOf(`product:${p.id}`, lang), image: imageFor(p.image) }
  })
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
