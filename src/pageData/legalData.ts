import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { catalogue, pageParams } from '#src/catalogue/data.ts'
import type { LegalDocument } from '#src/catalogue/generatedData.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'
import { pathOf } from '#src/routing/routeTable.ts'

/** The +data of a legal page (server only): only its own text, in the page language. */
export function legalData(document: LegalDocument, pageContext: RouteContext) {
  const { lang } = pageParams(pageContext)
  const t = dictionaries[lang]
  const meta: PageMeta = { title: t[`legal.${document}`], description: t[`legal.${document}Description`] }
  return { meta, title: meta.title, html: catalogue.legal[document][lang], back: pathOf('home', lang) }
}
