import { usePageContext } from 'vike-react/usePageContext'
import type { Lang } from '@/catalogue/schema'
import { type LabelKey, dictionaries } from './dictionary'

export function useLang(): Lang {
  return (usePageContext().routeParams?.lang as Lang | undefined) ?? 'it'
}

/** The label for a key in the page's language. */
export function useT(): (key: LabelKey) => string {
  const lang = useLang()
  return (key) => dictionaries[lang][key]
}
