import type { PrerenderContext } from 'vike/types'
import { inPrerenderPart } from '#src/routing/routeTable.ts'

declare global {
  namespace Vike {
    interface PageContext {
      /** Build only: the share of the pages this prerender renders, "k/n" (scripts/site/vikeStep.ts gives it in pageContextInit). */
      prerenderPart?: string
    }
  }
}

/**
 * Keeps the pages of this prerender's part (https://vike.dev/onPrerenderStart): a large catalogue
 * is prerendered in several processes, each rendering one part (src/routing/routeTable.ts,
 * inPrerenderPart). The part comes with every pageContext, from the prerender's pageContextInit.
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const part = (prerenderContext.pageContexts[0] as Partial<Vike.PageContext> | undefined)?.prerenderPart
  if (part === undefined) return undefined
  const inPart = inPrerenderPart(part)
  return { prerenderContext: { pageContexts: prerenderContext.pageContexts.filter((pageContext) => inPart(pageContext.urlOriginal)) } }
}
