import type { PageContext } from 'vike/types'
import { routeLang } from '#src/i18n/routeLang.ts'

/** <html lang>: the language is part of every route (see src/routing/routeTable.ts). */
export const lang = (pageContext: PageContext) => routeLang(pageContext)
