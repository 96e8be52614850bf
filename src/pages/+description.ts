import type { PageContext } from 'vike/types'
import { textOf } from '@/i18n/texts'
import { routeLang } from '@/i18n/routeLang'
import type { PageMeta } from '@/layout/pageMeta'

export const description = (pageContext: PageContext) => {
  const meta = (pageContext.data as { meta?: PageMeta } | undefined)?.meta
  if (meta) return meta.description
  const lang = routeLang(pageContext)
  const ui = pageContext.ui[lang]
  return ui ? textOf(ui.texts, 'site.description') : null
}
