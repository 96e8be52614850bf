import { useContext } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { Lang } from '#src/catalogue/langs.ts'
import type { PageUi } from '#src/layout/pageUi.ts'
import type { TextKey } from './dictionary'
import { textOf } from './texts'
import { LangContext } from './langContext'
import { routeLang } from './routeLang'

export function useLang(): Lang {
  return useContext(LangContext) ?? routeLang(usePageContext())
}

/**
 * Texts, company facts and category names in the page language. They come with the page
 * (pageContext.ui, see src/pages/+onBeforeRender.ts), so the dictionaries stay out of the bundle.
 */
export function useUi(): PageUi {
  const lang = useLang()
  const ui = usePageContext().ui?.[lang]
  if (!ui) throw new Error(`No UI texts for "${lang}" in pageContext.ui`)
  return ui
}

/** The text for a key in the page's language; its group must be the layout's or the page's (see textOf). */
export function useT(): (key: TextKey) => string {
  const { texts } = useUi()
  return (key) => textOf(texts, key)
}
