import type { PageContextServer } from 'vike/types'
import type { CatalogueData, Lang } from '@/catalogue/schema'
import catalogueJson from '@/generated/catalogue.json'
import { dictionaries } from '@/i18n/dictionary'
import { imageFor } from '@/images/imageFor'
import type { PageMeta } from '@/layout/pageMeta'
import { pathOf } from '@/routing/routeTable'

const catalogue = catalogueJson as CatalogueData

export type Data = ReturnType<typeof data>

export function data(pageContext: PageContextServer) {
  const lang = pageContext.routeParams.lang as Lang
  const labels = dictionaries[lang]
  const meta: PageMeta = { title: labels['search.title'], description: labels['search.inputLabel'] }
  // The optimised versions of every product picture a result may show, keyed by the index's image path.
  const images = Object.fromEntries(catalogue.products.map((p) => [p.image, imageFor(p.image)]))
  return { meta, back: pathOf('home', lang), images }
}
