import type { PageContext } from 'vike/types'
import { textOf } from '@/i18n/texts'
import { routeLang } from '@/i18n/routeLang'
import { type PageMeta, fullTitle } from '@/layout/pageMeta'

/** Pages give their title through data.meta; the error page has no data and is titled here. */
export const title = (pageContext: PageContext) => {
  const lang = routeLang(pageContext)
  const ui = pageContext.ui[lang]
  if (!ui) return null
  const meta = (pageContext.data as { meta?: PageMeta } | undefined)?.meta
  return fullTitle(meta ?? { title: textOf(ui.texts, pageContext.is404 === false ? 'error.title' : 'notFound.title') }, ui.company.name)
}
