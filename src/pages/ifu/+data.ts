import type { PageContextServer } from 'vike/types'
import type { CatalogueData, Lang } from '@/catalogue/schema'
import catalogueJson from '@/generated/catalogue.json'
import { dictionaries } from '@/i18n/dictionary'
import type { PageMeta } from '@/layout/pageMeta'
import { pathOf } from '@/routing/routeTable'

const catalogue = catalogueJson as CatalogueData

export type Data = ReturnType<typeof data>

export function data(pageContext: PageContextServer) {
  const lang = pageContext.routeParams.lang as Lang
  const t = dictionaries[lang]
  const meta: PageMeta = { title: t['ifu.title'], description: t['ifu.description'] }
  return {
    meta,
    back: pathOf('home', lang),
    languages: catalogue.ifu.map((l) => ({
      code: l.language,
      name: l.name[lang],
      flag: `/images/flags/${l.flag}.svg`,
      products: l.products,
    })),
  }
}
