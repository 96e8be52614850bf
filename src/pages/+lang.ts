import type { PageContext } from 'vike/types'
import { routeLang } from '@/i18n/routeLang'

/** <html lang>: the language is part of every route (see src/routing/routeTable.ts). */
export const lang = (pageContext: PageContext) => routeLang(pageContext)
