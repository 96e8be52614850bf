import type { RouteContext } from '@/pageData/prerenderPages'
import { categoryLayout } from '@/catalogue/categoryLayout'
import { catalogue, pageParams, site } from '@/catalogue/data'
import { dictionaries } from '@/i18n/dictionary'
import type { PageMeta } from '@/layout/pageMeta'
import { compatibilityMatrix } from '@/features/compatibility/compatibilityMatrix'
import { pathOf, routeTable } from '@/routing/routeTable'

export type Data = ReturnType<typeof data>

export function data(pageContext: RouteContext) {
  const { lang } = pageParams(pageContext)
  const t = dictionaries[lang]
  const meta: PageMeta = { title: t['compatibility.title'], description: t['compatibility.description'] }
  const routes = new Set(routeTable().map((r) => r.id))
  // A line's own page where it has one; else the place its category's page lists it.
  const hrefOf = (id: string) => {
    if (routes.has(`line:${id}`)) return pathOf(`line:${id}`, lang)
    const line = catalogue.lines.find((l) => l.id === id)
    if (!line || !site.categories.some((c) => c.id === line.category)) return undefined
    const category = pathOf(`category:${line.category}`, lang)
    return categoryLayout(line.category) === 'lines' ? `${category}#line-${id}` : category
  }
  return { meta, back: pathOf('home', lang), matrix: compatibilityMatrix(catalogue, lang, hrefOf) }
}
