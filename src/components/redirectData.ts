import type { PageContextServer } from 'vike/types'
import type { Lang, SiteData } from '@/catalogue/schema'
import { dictionaries } from '@/i18n/dictionary'
import type { PageMeta } from '@/layout/pageMeta'
import siteJson from '@/generated/site.json'
import { clientAreaUrl } from '@/routing/clientAreaUrl'

/** The +data of a page that only forwards to the external client-area service (server only). */
export function redirectData(type: 'ord' | 'ddt', pageContext: PageContextServer) {
  const lang = pageContext.routeParams.lang as Lang
  const t = dictionaries[lang]
  const title = t[type === 'ord' ? 'redirect.orders' : 'redirect.declaration']
  const meta: PageMeta = { title, description: t['redirect.text'] }
  return { meta, title, target: clientAreaUrl((siteJson as SiteData).company.ordersHost, type, lang) }
}
export type RedirectData = ReturnType<typeof redirectData>
