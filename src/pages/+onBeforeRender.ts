import type { PageContextServer } from 'vike/types'
import { routeLangParam } from '#src/i18n/routeLang.ts'
import { layoutContext } from '#src/layout/layoutContext.ts'

/**
 * Runs for every page the prerender was not given the context of (the 404 page), and for every
 * page of the dev server; the result is serialised into the page (passToClient).
 */
export function onBeforeRender(pageContext: PageContextServer) {
  // The layout's texts and the page's own, in the development server too: a text the page did
  // not declare fails there as it does at the build.
  return { pageContext: layoutContext(pageContext.urlPathname, routeLangParam(pageContext), pageContext.config.texts ?? []) }
}
