import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { pageParams, site } from '#src/catalogue/data.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'
import { clientAreaUrl } from '#src/routing/clientAreaUrl.ts'

/** The +data of a page that only forwards to the external client-area service (server only). */
export function redirectData(type: 'ord' | 'ddt', pageContext: RouteContext) {
  const { lang } = pageParams(pageContext)
  const t = dictionaries[lang]
  const title = t[type === 'ord' ? 'redirect.orders' : 'redirect.declaration']
  const meta: PageMeta = { title, description: t['redirect.text'] }
  return { meta, title, target: clientAreaUrl(site.company.ordersHost, type, lang) }
}
export type RedirectData = ReturnType<typeof redirectData>
