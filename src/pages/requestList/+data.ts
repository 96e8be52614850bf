import type { PageContextServer } from 'vike/types'
import { routeLang } from '@/i18n/routeLang'
import { dictionaries } from '@/i18n/dictionary'
import type { PageMeta } from '@/layout/pageMeta'
import { pathOf } from '@/routing/routeTable'
import { siteOrigin } from '@/routing/siteOrigin'

export type Data = ReturnType<typeof data>

export function data(pageContext: PageContextServer) {
  const lang = routeLang(pageContext)
  const labels = dictionaries[lang]
  const meta: PageMeta = { title: labels['request.title'], description: labels['request.description'] }
  // The tender sheet's links start with the public address, wherever the page is served from.
  return { meta, contactHref: pathOf('contact', lang), origin: siteOrigin }
}
