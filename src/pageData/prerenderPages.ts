import { langs } from '@/catalogue/langs'
import type { PageKind } from '@/catalogue/route'
import type { TextGroup } from '@/i18n/texts'
import { layoutContext } from '@/layout/layoutContext'
import { routeTable } from '@/routing/routeTable'

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
