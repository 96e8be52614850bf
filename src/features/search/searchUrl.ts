import type { Lang } from '#src/catalogue/langs.ts'
import { pathOf } from '#src/routing/routeTable.ts'

/** "/cerca?q=buste%20piatte": the results page of a query, in the page's language. */
export function searchUrl(lang: Lang, query: string): string {
  return `${pathOf('search', lang)}?q=${encodeURIComponent(query)}`
}
