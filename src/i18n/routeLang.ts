import type { Lang } from '#src/catalogue/langs.ts'

/** Every language once; a missing or extra one fails type-checking. */
const routeLangs: Record<Lang, true> = { it: true, en: true }

/** The language in the route parameters, if the route gave one and it is a language of the site. */
export function routeLangParam(pageContext: { routeParams?: Record<string, string> }): Lang | undefined {
  const lang = pageContext.routeParams?.lang
  return lang !== undefined && Object.hasOwn(routeLangs, lang) ? (lang as Lang) : undefined
}

/**
 * The language a route gave the page (see src/routing/routeTable.ts). Pages outside the route
 * table (the shared 404 page, errors) are prerendered in Italian, the default language.
 */
export function routeLang(pageContext: { routeParams?: Record<string, string> }): Lang {
  return routeLangParam(pageContext) ?? 'it'
}
