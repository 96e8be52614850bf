import type { PageContextServer } from 'vike/types'
import { catalogue, pageParams } from '@/catalogue/data'
import { dictionaries } from '@/i18n/dictionary'
import { imageFor } from '@/images/imageFor'
import type { PageMeta } from '@/layout/pageMeta'
import { pathOf } from '@/routing/routeTable'

export type Data = ReturnType<typeof data>

export function data(pageContext: PageContextServer) {
  const { lang } = pageParams(pageContext)
  const labels = dictionaries[lang]
  const meta: PageMeta = { title: labels['search.title'], description: labels['search.inputLabel'] }
  // The optimised versions of every product picture a result may show, keyed by the index's image path.
  const images = Object.fromEntries(catalogue.products.map((p) => [p.image, imageFor(p.image)]))
  return { meta, back: pathOf('home', lang), images }
}
