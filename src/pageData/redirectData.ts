import type { RouteContext } from '@/pageData/prerenderPages'
import { pageParams, site } from '@/catalogue/data'
import { dictionaries } from '@/i18n/dictionary'
import type { PageMeta } from '@/layout/pageMeta'
import { clientAreaUrl } from '@/routing/clientAreaUrl'

/** The +data of a page that only forwards to the external client-area service (server only). */
export function redirectData(type: 'ord' | 'ddt', pageContext: RouteContext) {
  const { lang } = pageParams(pageContext)
  const t = dictionaries[lang]
  const title = t[type === 'ord' ? 'redirect.orders' : 'redirect.declaration']
  const meta: PageMeta = { title, description: t['redirect.text'] }
  return { meta, title, target: clientAreaUrl(site.company.ordersHost, type, lang) }
}
export type RedirectData = ReturnType<typeof redirectData>
