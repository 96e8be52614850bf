import type { PageContext } from 'vike/types'
import { textOf } from '#src/i18n/texts.ts'
import { routeLang } from '#src/i18n/routeLang.ts'
import { type PageMeta, fullTitle } from '#src/layout/pageMeta.ts'

/** Pages give their title through data.meta; the error page has no data and is titled here. */
export const title = (pageContext: PageContext) => {
  const lang = routeLang(pageContext)
  const ui = pageContext.ui[lang]
  if (!ui) return null
  const meta = (pageContext.data as { meta?: PageMeta } | undefined)?.meta
  return fullTitle(meta ?? { title: textOf(ui.texts, pageContext.is404 === false ? 'error.title' : 'notFound.title') }, ui.company.name)
}
