import type { PageContext } from 'vike/types'
import { textOf } from '#src/i18n/texts.ts'
import { routeLang } from '#src/i18n/routeLang.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'

export const description = (pageContext: PageContext) => {
  const meta = (pageContext.data as { meta?: PageMeta } | undefined)?.meta
  if (meta) return meta.description
  const lang = routeLang(pageContext)
  const ui = pageContext.ui[lang]
  return ui ? textOf(ui.texts, 'site.description') : null
}
