import type { PageContextServer } from 'vike/types'
import type { CatalogueData, CategoryId, Lang, SiteData } from '@/catalogue/schema'
import catalogueJson from '@/generated/catalogue.json'
import siteJson from '@/generated/site.json'
import { imageFor } from '@/images/imageFor'
import type { PageMeta } from '@/layout/pageMeta'
import { LINE_PREVIEW } from '@/catalogue/routes'
import { pathOf, routeTable } from '@/routing/routeTable'

const catalogue = catalogueJson as CatalogueData
const site = siteJson as SiteData
const linePages = new Set(routeTable().flatMap((r) => (r.page === 'line' && r.ref ? [r.ref] : [])))

/** Categories whose products are shown one by one as cards, not grouped by line. */
const PRODUCT_CARD_CATEGORIES: readonly CategoryId[] = ['industrial']

export type Data = ReturnType<typeof data>

export function data(pageContext: PageContextServer) {
  const lang = pageContext.routeParams.lang as Lang
  const id = pageContext.routeParams.ref as CategoryId
  const category = site.categories.find((c) => c.id === id)
  if (!category) throw new Error(`Category "${id}" is in the route table but not in the catalogue`)
  const productsById = new Map(catalogue.products.map((p) => [p.id, p]))
  const product = (productId: string) => {
    const p = productsById.get(productId)
    if (!p) throw new Error(`Product "${productId}" is listed in a line but missing from the catalogue`)
    return { id: p.id, name: p.name[lang], description: p.description[lang], href: pathOf(`product:${p.id}`, lang), image: imageFor(p.image) }
  }
  // A line may be shown in other categories too (Veristeril, Greenfit… under Dental).
  const lines = catalogue.lines
    .filter((l) => l.category === id || l.alsoIn.includes(id))
    .map((l) => {
      // A line with a page of its own shows its first products here and leads to the rest.
      const linePage = linePages.has(l.id) ? { href: pathOf(`line:${l.id}`, lang), count: l.products.length } : null
      const shown = linePage ? l.products.slice(0, LINE_PREVIEW) : l.products
      return { id: l.id, name: l.name[lang], description: l.description[lang], note: l.note?.[lang] ?? '', products: shown.map(product), all: linePage }
    })
  const meta: PageMeta = { title: category.name[lang], description: category.description[lang] }
  return {
    meta,
    name: category.name[lang],
    description: category.description[lang],
    layout: PRODUCT_CARD_CATEGORIES.includes(id) ? ('cards' as const) : ('lines' as const),
    lines,
  }
}
