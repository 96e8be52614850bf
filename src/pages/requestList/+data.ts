import type { PageContextServer } from 'vike/types'
import { routeLang } from '@/i18n/routeLang'
import { dictionaries } from '@/i18n/dictionary'
import type { PageMeta } from '@/layout/pageMeta'
import { pathOf } from '@/routing/routeTable'
import { siteOrigin } from '@/routing/siteOrigin'
import { catalogue, site } from '@/catalogue/data'
import { formatDate } from '@/catalogue/formatDate'
import { fillLabel } from '@/i18n/fillLabel'

export type Data = ReturnType<typeof data>

export function data(pageContext: PageContextServer) {
  const lang = routeLang(pageContext)
  const labels = dictionaries[lang]
  const meta: PageMeta = { title: labels['request.title'], description: labels['request.description'] }
  // The ISO 13485 certificate, as the tender sheet gives it on every row: its number and last valid day.
  const iso = catalogue.certifications.find((c) => /13485/.test(c.id + c.name.en))
  const certificate =
    iso &&
    (iso.number && iso.validUntil
      ? fillLabel(labels['regulatory.certificateText'], { name: iso.name[lang], number: iso.number, date: formatDate(iso.validUntil, lang) })
      : iso.name[lang])
  // The tender sheet's links start with the public address, wherever the page is served from.
  return {
    meta,
    contactHref: pathOf('contact', lang),
    origin: siteOrigin,
    manufacturerFacts: { ...(site.company.srn ? { srn: site.company.srn } : {}), ...(certificate ? { certificate } : {}) },
  }
}
