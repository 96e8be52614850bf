import type { RouteContext } from '@/pageData/prerenderPages'
import { pageParams } from '@/catalogue/data'
import { dictionaries } from '@/i18n/dictionary'
import type { PageMeta } from '@/layout/pageMeta'
import { pathOf } from '@/routing/routeTable'

export type Data = ReturnType<typeof data>

export function data(pageContext: RouteContext) {
  const { lang } = pageParams(pageContext)
  const texts = dictionaries[lang]
  const meta: PageMeta = { title: texts['search.title'], description: texts['search.inputLabel'] }
  return { meta, back: pathOf('home', lang) }
}
