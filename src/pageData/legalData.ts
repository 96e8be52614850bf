import type { RouteContext } from '@/pageData/prerenderPages'
import { catalogue, pageParams } from '@/catalogue/data'
import type { LegalDocument } from '@/catalogue/generatedData'
import { dictionaries } from '@/i18n/dictionary'
import type { PageMeta } from '@/layout/pageMeta'
import { pathOf } from '@/routing/routeTable'

/** The +data of a legal page (server only): only its own text, in the page language. */
export function legalData(document: LegalDocument, pageContext: RouteContext) {
  const { lang } = pageParams(pageContext)
  const t = dictionaries[lang]
  const meta: PageMeta = { title: t[`legal.${document}`], description: t[`legal.${document}Description`] }
  return { meta, title: meta.title, html: catalogue.legal[document][lang], back: pathOf('home', lang) }
}
