import type { PageContextServer } from 'vike/types'
import type { CatalogueData, Lang } from '@/catalogue/schema'
import catalogueJson from '@/generated/catalogue.json'
import { imageFor } from '@/images/imageFor'
import type { PageMeta } from '@/layout/pageMeta'
import { pathOf } from '@/routing/routeTable'

const catalogue = catalogueJson as CatalogueData

export type Data = ReturnType<typeof data>

/** All products of a line too large to be shown whole on its category page. */
export function data(pageContext: PageContextServer) {
  const lang = pageContext.routeParams.lang as Lang
  const id = pageContext.routeParams.ref!
  const line = catalogue.lines.find((l) => l.id === id)
  if (!line) throw new Error(`Line "${id}" is in the route table but not in the catalogue`)
  const productsById = new Map(catalogue.products.map((p) => [p.id, p]))
  const products = line.products.map((productId) => {
    const p = productsById.get(productId)
    if (!p) throw new Error(`Product "${productId}" is listed in line "${id}" but missing from the catalogue`)
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
