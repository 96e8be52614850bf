import type { Lang, SearchItem } from '@/catalogue/schema'

// One chunk per language, fetched the first time search is used (overlay opened or results page).
const loaders: Record<Lang, () => Promise<{ default: unknown }>> = {
  it: () => import('@/generated/search-it.json'),
  en: () => import('@/generated/search-en.json'),
}

const loaded = new Map<Lang, Promise<SearchItem[]>>()

/** The search index of a language; loaded once, then shared by the overlay and the results page. */
export function loadSearchIndex(lang: Lang): Promise<SearchItem[]> {
  let index = loaded.get(lang)
  if (!index) {
    // The generator validated the index against the SearchIndex schema when it wrote it.
    index = loaders[lang]().then((m) => m.default as SearchItem[])
    index.catch(() => loaded.delete(lang))
    loaded.set(lang, index)
  }
  return index
}
