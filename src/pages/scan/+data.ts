import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { pageParams } from '#src/catalogue/data.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'
import { pathOf } from '#src/routing/routeTable.ts'

export type Data = ReturnType<typeof data>

export function data(pageContext: RouteContext) {
  const { lang } = pageParams(pageContext)
  const t = dictionaries[lang]
  const meta: PageMeta = { title: t['scan.title'], description: t['scan.description'] }
  return { meta, back: pathOf('home', lang) }
}
