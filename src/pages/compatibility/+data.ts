import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { categoryLayout } from '#src/catalogue/categoryLayout.ts'
import { catalogue, pageParams, site } from '#src/catalogue/data.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'
import { compatibilityMatrix } from '#src/features/compatibility/compatibilityMatrix.ts'
import { pathOf, routeTable } from '#src/routing/routeTable.ts'

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
