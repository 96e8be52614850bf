import type { PageContextServer } from 'vike/types'
import type { CatalogueData, Lang } from '@/catalogue/schema'
import catalogueJson from '@/generated/catalogue.json'

const catalogue = catalogueJson as CatalogueData

export type Data = ReturnType<typeof data>

export function data(pageContext: PageContextServer) {
  const lang = pageContext.routeParams.lang as Lang
  return { lang, texts: { title: catalogue.texts['hero.title'][lang], cta: catalogue.texts['hero.cta'][lang] } }
}
