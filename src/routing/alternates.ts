/**
 * Canonical URL and hreflang alternates of a page, used by every page's <head> and by the
 * sitemap, so the two always agree. Italian is the default language (x-default).
 */
import type { Lang } from '../catalogue/langs.ts'
import type { Route } from '../catalogue/route.ts'

export interface Alternate {
  hreflang: Lang | 'x-default'
  href: string
}

const absoluteUrl = (origin: string, path: string): string => origin + path

export function alternatesOf(route: Route, origin: string): Alternate[] {
  return [
    { hreflang: 'it', href: absoluteUrl(origin, route.path.it) },
    { hreflang: 'en', href: absoluteUrl(origin, route.path.en) },
    { hreflang: 'x-default', href: absoluteUrl(origin, route.path.it) },
  ]
}
