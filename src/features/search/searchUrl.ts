import type { Lang } from '@/catalogue/langs'
import { pathOf } from '@/routing/routeTable'

/** "/cerca?q=buste%20piatte": the results page of a query, in the page's language. */
export function searchUrl(lang: Lang, query: string): string {
  return `${pathOf('search', lang)}?q=${encodeURIComponent(query)}`
}
