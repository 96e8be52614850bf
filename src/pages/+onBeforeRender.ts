import type { PageContextServer } from 'vike/types'
import { site } from '@/catalogue/data'
import type { Lang } from '@/catalogue/schema'
import { dictionaries } from '@/i18n/dictionary'
import { inLanguage } from '@/i18n/inLanguage'
import { type LabelGroup, labelsIn } from '@/i18n/labels'
import { routeLangParam } from '@/i18n/routeLang'
import { LAYOUT_LABELS, type PageUi, type PageUiByLang, type SharedValue, pageCompanyFacts, sharedPageUi } from '@/layout/pageUi'
import { twinPath } from '@/routing/routeTable'
import { releasePrerendered } from './releasePrerendered'

function uiFor(lang: Lang, groups: readonly LabelGroup[]): PageUi {
  return {
    labels: labelsIn(dictionaries[lang], groups),
    company: inLanguage(site.company, pageCompanyFacts, lang),
    categories: site.categories.map((category) => inLanguage(category, ['id', 'name'], lang)),
  }
}

/** One per language and set of groups for the whole prerender: its writers know each by the object that stands in. */
const sharedUi = new Map<string, SharedValue>()

function sharedUiFor(lang: Lang, groups: readonly LabelGroup[]): SharedValue {
  const name = `${lang}:${groups.join(',')}`
  let shared = sharedUi.get(name)
  if (!shared) sharedUi.set(name, (shared = sharedPageUi(uiFor(lang, groups), name)))
  return shared
}

/** Runs for every page; the result is serialised into the page (passToClient). */
export function onBeforeRender(pageContext: PageContextServer) {
  releasePrerendered(pageContext)
  const lang = routeLangParam(pageContext)
  // The 404 page is one file for both languages: it carries both.
  const langs: Lang[] = lang ? [lang] : ['it', 'en']
  // The layout's labels and the page's own, in the development server too: a label the page did
  // not declare fails there as it does at the build.
  const groups = [...LAYOUT_LABELS, ...(pageContext.config.labels ?? [])]
  // The prerender serialises each UI once (sharedPageUi); the development server has no writers to put it back.
  const shared = pageContext.isPrerendering ? langs.map((l) => sharedUiFor(l, groups)) : undefined
  const ui: PageUiByLang = Object.fromEntries(langs.map((l, i) => [l, shared ? (shared[i]!.standIn as PageUi) : uiFor(l, groups)]))
  return { pageContext: lang ? { ui, sharedValues: shared, twin: twinPath(pageContext.urlPathname) } : { ui, sharedValues: shared } }
}
