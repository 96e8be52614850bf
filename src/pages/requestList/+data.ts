import type { RouteContext } from '@/pageData/prerenderPages'
import { routeLang } from '@/i18n/routeLang'
import { dictionaries } from '@/i18n/dictionary'
import type { PageMeta } from '@/layout/pageMeta'
import { pathOf } from '@/routing/routeTable'
import { siteOrigin } from '@/routing/siteOrigin'
import { catalogue, site } from '@/catalogue/data'
import { formatDate } from '@/catalogue/formatDate'
import { fillText } from '@/i18n/fillText'

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
