import type { Lang } from '@/catalogue/schema'

/**
 * The language a route gave the page (see src/routing/routeTable.ts). Pages outside the route
 * table (the shared 404 page, errors) are prerendered in Italian, the default language.
 */
export function routeLang(pageContext: { routeParams?: Record<string, string> }): Lang {
  return (pageContext.routeParams?.lang as Lang | undefined) ?? 'it'
}
