import type { PageContextServer } from 'vike/types'
import { site } from '@/catalogue/data'
import type { Lang } from '@/catalogue/schema'
import { dictionaries } from '@/i18n/dictionary'
import { routeLangParam } from '@/i18n/routeLang'
import type { PageUi, PageUiByLang } from '@/layout/pageUi'
import { twinPath } from '@/routing/routeTable'
import { releasePrerendered } from './releasePrerendered'

function uiFor(lang: Lang): PageUi {
  const c = site.company
  return {
    labels: dictionaries[lang],
    company: {
      name: c.name,
      legalAddress: c.legalAddress,
      hqAddress: c.hqAddress,
      warehouseAddress: c.warehouseAddress,
      phone: c.phone,
      email: c.email,
      vatNumber: c.vatNumber,
      registration: c.registration[lang],
      shareCapital: c.shareCapital[lang],
      officeHours: c.officeHours[lang],
      ordersHost: c.ordersHost,
    },
    categories: site.categories.map((cat) => ({ id: cat.id, name: cat.name[lang] })),
  }
}

/** Runs at prerender for every page; the result is serialised into the page (passToClient). */
export function onBeforeRender(pageContext: PageContextServer) {
  releasePrerendered(pageContext)
  const lang = routeLangParam(pageContext)
  // The 404 page is one file for both languages: it carries both.
  const ui: PageUiByLang = lang ? { [lang]: uiFor(lang) } : { it: uiFor('it'), en: uiFor('en') }
  return { pageContext: lang ? { ui, twin: twinPath(pageContext.urlPathname) } : { ui } }
}
