import type { PageContext } from 'vike/types'

/** <html lang>: the language is part of every route (see src/routing/routeTable.ts). */
export const lang = (pageContext: PageContext) => (pageContext.routeParams?.lang as string | undefined) ?? 'it'
