import { langs } from '#src/catalogue/langs.ts'
import type { PageKind } from '#src/catalogue/route.ts'
import type { TextGroup } from '#src/i18n/texts.ts'
import { layoutContext } from '#src/layout/layoutContext.ts'
import { routeTable } from '#src/routing/routeTable.ts'

/** What a page's +data reads of its page context: the route's language and catalogue id (src/routing/routeTable.ts). */
export type RouteContext = { routeParams?: Record<string, string> }

/**
 * Every address of one kind of page, each with its whole page context: the page's data and its
 * layout's (https://vike.dev/onBeforePrerenderStart, "For bulk data fetching"). Vike then runs
 * neither the page's +data nor the global +onBeforeRender for it at the prerender; `npm run dev`
 * runs them, and they call the same functions. `texts` are the page's own text groups (+texts.ts).
 */
export function prerenderPages<D>(page: PageKind, data: (pageContext: RouteContext) => D, texts: readonly TextGroup[]) {
  return routeTable()
    .filter((route) => route.page === page)
    .flatMap((route) =>
      langs.map((lang) => {
        const url = route.path[lang]
        return { url, pageContext: { data: data({ routeParams: { lang, ref: route.ref ?? '' } }), ...layoutContext(url, lang, texts) } }
      }),
    )
}
