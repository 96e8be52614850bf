import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { routeLang } from '#src/i18n/routeLang.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'
import { pathOf } from '#src/routing/routeTable.ts'
import { siteOrigin } from '#src/routing/siteOrigin.ts'
import { catalogue, site } from '#src/catalogue/data.ts'
import { formatDate } from '#src/catalogue/formatDate.ts'
import { fillText } from '#src/i18n/fillText.ts'

export type Data = ReturnType<typeof data>

export function data(pageContext: RouteContext) {
  const lang = routeLang(pageContext)
  const texts = dictionaries[lang]
  const meta: PageMeta = { title: texts['request.title'], description: texts['request.description'] }
  // The ISO 13485 certificate, as the tender sheet gives it on every row: its number and last valid day.
  const iso = catalogue.certifications.find((c) => /13485/.test(c.id + c.name.en))
  const certificate =
    iso &&
    (iso.number && iso.validUntil
      ? fillText(texts['regulatory.certificateText'], { name: iso.name[lang], number: iso.number, date: formatDate(iso.validUntil, lang) })
      : iso.name[lang])
  // The tender sheet's links start with the public address, wherever the page is served from.
  return {
    meta,
    contactHref: pathOf('contact', lang),
    origin: siteOrigin,
    manufacturerFacts: { ...(site.company.srn ? { srn: site.company.srn } : {}), ...(certificate ? { certificate } : {}) },
  }
}
