import type { PageContextServer } from 'vike/types'
import type { Lang, SiteData } from '@/catalogue/schema'
import siteJson from '@/generated/site.json'
import { codeIndex } from '@/features/requestList/codeIndex'
import { dictionaries } from '@/i18n/dictionary'
import type { PageMeta } from '@/layout/pageMeta'
import { pathOf } from '@/routing/routeTable'

const { company } = siteJson as SiteData

export type Data = ReturnType<typeof data>

/** The map's place; the other company facts come with every page (useUi). */
export function data(pageContext: PageContextServer) {
  const lang = pageContext.routeParams.lang as Lang
  const labels = dictionaries[lang]
  const meta: PageMeta = { title: labels['contact.title'], description: labels['contact.intro'] }
  return {
    meta,
    place: {
      latitude: company.map.latitude,
      longitude: company.map.longitude,
      zoom: company.map.zoom,
      title: company.map.title[lang],
      address: company.hqAddress,
    },
    // The request list holds codes only; this names them in the message.
    request: { index: codeIndex(lang), listHref: pathOf('requestList', lang) },
  }
}
