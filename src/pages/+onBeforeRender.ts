import type { PageContextServer } from 'vike/types'
import { site } from '@/catalogue/data'
import { langs } from '@/catalogue/langs'
import type { Lang } from '@/catalogue/schema'
import { dictionaries } from '@/i18n/dictionary'
import { inLanguage } from '@/i18n/inLanguage'
import { type TextGroup, textsIn } from '@/i18n/texts'
import { routeLangParam } from '@/i18n/routeLang'
import { LAYOUT_TEXTS, type PageUi, type PageUiByLang, pageCompanyFacts } from '@/layout/pageUi'
import { otherLang, twinPath } from '@/routing/routeTable'

function uiFor(lang: Lang, groups: readonly TextGroup[]): PageUi {
  return {
    texts: textsIn(dictionaries[lang], groups),
    company: inLanguage(site.company, pageCompanyFacts, lang),
    categories: site.categories.map((category) => inLanguage(category, ['id', 'name'], lang)),
  }
}

/** The same for every page of a language and kind (its text groups): made once per prerender. */
const made = new Map<string, PageUi>()
const uiOf = (lang: Lang, groups: readonly TextGroup[]): PageUi => {
  const name = `${lang}:${groups.join(',')}`
  return made.get(name) ?? made.set(name, uiFor(lang, groups)).get(name)!
}

/** Runs for every page; the result is serialised into the page (passToClient). */
export function onBeforeRender(pageContext: PageContextServer) {
  const lang = routeLangParam(pageContext)
  // The 404 page is one file for both languages: it carries both.
  const shown: readonly Lang[] = lang ? [lang] : langs
  // The layout's texts and the page's own, in the development server too: a text the page did
  // not declare fails there as it does at the build.
  const groups = [...LAYOUT_TEXTS, ...(pageContext.config.texts ?? [])]
  const ui: PageUiByLang = Object.fromEntries(shown.map((l) => [l, uiOf(l, groups)]))
  if (!lang) return { pageContext: { ui } }
  const twin = twinPath(pageContext.urlPathname)
  if (lang === 'en') return { pageContext: { ui, twin } }
  // An Italian page's medical notice in English too, for a browser that prefers English (MedicalNotice.tsx).
  return { pageContext: { ui, twin, noticeOther: { lang: otherLang(lang), texts: textsIn(dictionaries[otherLang(lang)], ['notice']) } } }
}
