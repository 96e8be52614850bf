import { useContext } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { Lang } from '@/catalogue/schema'
import type { PageUi } from '@/layout/pageUi'
import type { LabelKey } from './dictionary'
import { labelOf } from './labels'
import { LangContext } from './langContext'
import { routeLang } from './routeLang'

export function useLang(): Lang {
  return useContext(LangContext) ?? routeLang(usePageContext())
}

/**
 * Labels, company facts and category names in the page language. They come with the page
 * (pageContext.ui, see src/pages/+onBeforeRender.ts), so the dictionaries stay out of the bundle.
 */
export function useUi(): PageUi {
  const lang = useLang()
  const ui = usePageContext().ui?.[lang]
  if (!ui) throw new Error(`No UI labels for "${lang}" in pageContext.ui`)
  return ui
}

/** The label for a key in the page's language; its group must be the layout's or the page's (see labelOf). */
export function useT(): (key: LabelKey) => string {
  const { labels } = useUi()
  return (key) => labelOf(labels, key)
}
