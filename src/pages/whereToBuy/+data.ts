import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { catalogue, pageParams } from '#src/catalogue/data.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'
import { pathOf } from '#src/routing/routeTable.ts'

export type Data = ReturnType<typeof data>

export function data(pageContext: RouteContext) {
  const { lang } = pageParams(pageContext)
  const t = dictionaries[lang]
  const meta: PageMeta = { title: t['whereToBuy.title'], description: t['whereToBuy.description'] }
  const { distributors, countries, areas } = catalogue.whereToBuy
  // The lines someone sells, in the catalogue's order: what the line filter offers.
  const lines = catalogue.lines.filter((l) => distributors.some((d) => d.lines.includes(l.id))).map((l) => ({ id: l.id, name: l.name[lang] }))
  return { meta, back: pathOf('home', lang), whereToBuy: { distributors, countries, areas }, lines, contact: pathOf('contact', lang) }
}
