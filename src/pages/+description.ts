import type { PageContext } from 'vike/types'
import type { Lang } from '@/catalogue/schema'
import type { PageMeta } from '@/layout/pageMeta'

export const description = (pageContext: PageContext) => {
  const meta = (pageContext.data as { meta?: PageMeta } | undefined)?.meta
  if (meta) return meta.description
  const lang = (pageContext.routeParams?.lang as Lang | undefined) ?? 'it'
  return pageContext.ui[lang]?.labels['site.description'] ?? null
}
