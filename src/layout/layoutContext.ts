import { site } from '#src/catalogue/data.ts'
import { langs } from '#src/catalogue/langs.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { inLanguage } from '#src/i18n/inLanguage.ts'
import { type TextGroup, textsIn } from '#src/i18n/texts.ts'
import { LAYOUT_TEXTS, type PageUi, type PageUiByLang, pageCompanyFacts } from '#src/layout/pageUi.ts'
import { otherLang, twinPath } from '#src/routing/routeTable.ts'

function uiFor(lang: Lang, groups: readonly TextGroup[]): PageUi {
  return {
    texts: textsIn(dictionaries[lang], groups),
    company: inLanguage(site.company, pageCompanyFacts, lang),
    categories: site.categories.map((category) => inLanguage(category, ['id', 'name'], lang)),
  }
}

/** The same for every page of a language and kind (its text groups): made once per process. */
const made = new Map<string, PageUi>()
const uiOf = (lang: Lang, groups: readonly TextGroup[]): PageUi => {
  const name = `${lang}:${groups.join(',')}`
  return made.get(name) ?? made.set(name, uiFor(lang, groups)).get(name)!
}

/**
 * What the layout of a page needs besides the page's own data, serialised into the page
 * (passToClient): its texts and company facts (src/layout/pageUi.ts), its address in the other
 * language, and an Italian page's medical notice in English too. `lang` is undefined for the 404
 * page, one file for both languages, which carries both; `texts` are the page's own text groups
 * (its +texts.ts).
 */
export function layoutContext(urlPathname: string, lang: Lang | undefined, texts: readonly TextGroup[]) {
  const shown: readonly Lang[] = lang ? [lang] : langs
  const groups = [...LAYOUT_TEXTS, ...texts]
  const ui: PageUiByLang = Object.fromEntries(shown.map((l) => [l, uiOf(l, groups)]))
  if (!lang) return { ui }
  const twin = twinPath(urlPathname)
  if (lang === 'en') return { ui, twin }
  // For a browser that prefers English (MedicalNotice.tsx).
  return { ui, twin, noticeOther: { lang: otherLang(lang), texts: textsIn(dictionaries[otherLang(lang)], ['notice']) } }
}
