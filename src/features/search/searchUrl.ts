import type { Lang } from '@/catalogue/schema'
import { staticRoutes } from '@/catalogue/routes'

const searchRoute = staticRoutes.find((r) => r.page === 'search')

/** "/cerca?q=buste%20piatte": the results page of a query, in the page's language. */
export function searchUrl(lang: Lang, query: string): string {
  if (!searchRoute) throw new Error('the route table has no search page')
  return `${searchRoute.path[lang]}?q=${encodeURIComponent(query)}`
}
