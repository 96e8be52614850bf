import type { RouteContext } from '@/pageData/prerenderPages'
import { catalogue, pageParams } from '@/catalogue/data'
import { dictionaries } from '@/i18n/dictionary'
import type { PageMeta } from '@/layout/pageMeta'
import { pathOf } from '@/routing/routeTable'

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
