import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { catalogue, pageParams, site } from '#src/catalogue/data.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'
import { pathOf } from '#src/routing/routeTable.ts'

const { company } = site

export type Data = ReturnType<typeof data>

/** The map's place; the other company facts come with every page (useUi). */
export function data(pageContext: RouteContext) {
  const { lang } = pageParams(pageContext)
  const texts = dictionaries[lang]
  const meta: PageMeta = { title: texts['contact.title'], description: texts['contact.intro'] }
  return {
    meta,
    place: {
      latitude: company.map.latitude,
      longitude: company.map.longitude,
      zoom: company.map.zoom,
      title: company.map.title[lang],
      address: company.hqAddress,
    },
    // The request list holds codes only; this names them in the message, and states the terms of free samples in the catalogue's words.
    request: { listHref: pathOf('requestList', lang), samplesTerms: catalogue.texts['samples.terms'][lang] },
  }
}
