import type { PageKind, Route } from '@/catalogue/schema'
import { findRoute } from '@/catalogue/routes'
import generated from '@/generated/routes.json'

/** The route table written by the generator (validated there against the Route schema). */
export const routeTable = generated as Route[]

/** A Vike route function for one kind of page: matches its paths in either language. */
export function routeFor(page: PageKind) {
  return (pageContext: { urlPathname: string }) => {
    const found = findRoute(routeTable, pageContext.urlPathname)
    if (!found || found.route.page !== page) return false
    return { routeParams: { lang: found.lang, ref: found.route.ref ?? '' } }
  }
}

/** Every URL of one kind of page, both languages, for prerendering. */
export function prerenderUrls(page: PageKind): string[] {
  return routeTable.filter((r) => r.page === page).flatMap((r) => [r.path.it, r.path.en])
}
