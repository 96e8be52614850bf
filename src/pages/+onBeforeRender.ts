import type { PageContextServer } from 'vike/types'
import { site } from '@/catalogue/data'
import type { Lang } from '@/catalogue/schema'
import { dictionaries } from '@/i18n/dictionary'
import { inLanguage } from '@/i18n/inLanguage'
import { routeLangParam } from '@/i18n/routeLang'
import { type PageUi, type PageUiByLang, pageCompanyFacts } from '@/layout/pageUi'
import { twinPath } from '@/routing/routeTable'
import { releasePrerendered } from './releasePrerendered'

function uiFor(lang: Lang): PageUi {
  return {
    labels: dictionaries[lang],
    company: inLanguage(site.company, pageCompanyFacts, lang),
    categories: site.categories.map((category) => inLanguage(category, ['id', 'name'], lang)),
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
