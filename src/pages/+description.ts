import type { PageContext } from 'vike/types'
import { labelOf } from '@/i18n/labels'
import { routeLang } from '@/i18n/routeLang'
import type { PageMeta } from '@/layout/pageMeta'

export const description = (pageContext: PageContext) => {
  const meta = (pageContext.data as { meta?: PageMeta } | undefined)?.meta
  if (meta) return meta.description
  const lang = routeLang(pageContext)
  const ui = pageContext.ui[lang]
  return ui ? labelOf(ui.labels, 'site.description') : null
}
