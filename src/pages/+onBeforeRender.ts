import type { PageContextServer } from 'vike/types'
import { site } from '@/catalogue/data'
import type { Lang } from '@/catalogue/schema'
import { dictionaries } from '@/i18n/dictionary'
import { inLanguage } from '@/i18n/inLanguage'
import { routeLangParam } from '@/i18n/routeLang'
import { type PageUi, type PageUiByLang, type SharedValue, pageCompanyFacts, sharedPageUi } from '@/layout/pageUi'
import { twinPath } from '@/routing/routeTable'
import { releasePrerendered } from './releasePrerendered'

function uiFor(lang: Lang): PageUi {
  return {
    labels: dictionaries[lang],
    company: inLanguage(site.company, pageCompanyFacts, lang),
    categories: site.categories.map((category) => inLanguage(category, ['id', 'name'], lang)),
  }
}

/** One per language for the whole prerender: its writers know each by the object that stands in. */
const sharedUi = new Map<Lang, SharedValue>()

function sharedUiFor(lang: Lang): SharedValue {
  let shared = sharedUi.get(lang)
  if (!shared) sharedUi.set(lang, (shared = sharedPageUi(uiFor(lang), lang)))
  return shared
}

/** Runs for every page; the result is serialised into the page (passToClient). */
export function onBeforeRender(pageContext: PageContextServer) {
  releasePrerendered(pageContext)
  const lang = routeLangParam(pageContext)
  // The 404 page is one file for both languages: it carries both.
  const langs: Lang[] = lang ? [lang] : ['it', 'en']
  // The prerender serialises the UI once per language (sharedPageUi); the development server has no writers to put it back.
  const shared = pageContext.isPrerendering ? langs.map(sharedUiFor) : undefined
  const ui: PageUiByLang = Object.fromEntries(langs.map((l, i) => [l, shared ? (shared[i]!.standIn as PageUi) : uiFor(l)]))
  return { pageContext: lang ? { ui, sharedValues: shared, twin: twinPath(pageContext.urlPathname) } : { ui, sharedValues: shared } }
}
