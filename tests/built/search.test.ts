/**
 * The search's pages as built, in each language: the results page's heading and Back link, the
 * frame it shows until the query is read, and the words the overlay and the results show on the
 * client, carried in each page's context (the browser sees one language per flow:
 * tests/browser/search.test.ts); the IFU page's code lookup, named in each language.
 */
import { describe, expect, test } from 'vitest'
import type { Lang } from '#src/catalogue/langs.ts'
import { builtPage, routeOfKind, textOf } from '../../scripts/harness/builtSite.ts'

/** The texts a built page carries for its scripts, by key (the page context's, for its language). */
function clientTexts(url: string, lang: Lang): Record<string, string> {
  const context = JSON.parse(textOf(builtPage(url).one('#vike_pageContext'))) as { ui: Partial<Record<Lang, { texts: Record<string, string> }>> }
  const texts = context.ui[lang]?.texts
  if (!texts) throw new Error(`${url} carries no ${lang} texts`)
  return texts
}

const words = {
  it: {
    title: 'Risultati della ricerca',
    back: 'Indietro',
    searching: 'Ricerca in corso...',
    placeholder: 'Ricerca prodotti...',
    resultsFor: 'Risultati per',
    noResults: 'Nessun risultato trovato per',
    lookup: "Codice prodotto sull'etichetta",
  },
  en: {
    title: 'Search Results',
    back: 'Back',
    searching: 'Searching...',
    placeholder: 'Search products...',
    resultsFor: 'Results for',
    noResults: 'No results found for',
    lookup: 'Product code on the label',
  },
} as const

describe.each(['it', 'en'] as const)('%s', (lang) => {
  const results = routeOfKind('search').path[lang]

  test('the results page: its heading and Back link, and until the query is read, a busy summary that says the search is running', () => {
    const page = builtPage(results)
    expect(page.text('h1')).toBe(words[lang].title)
    expect(page.text('.back-button')).toBe(words[lang].back)
    const summary = page.one('.search-results__summary')
    expect(summary.attribs['aria-busy']).toBe('true')
    expect(textOf(summary)).toBe(words[lang].searching)
    expect(page.all('.search-result')).toHaveLength(0)
  })

  test('the words the overlay and the results show on the client come with the page: the field’s placeholder, the results’ summary, no match', () => {
    for (const url of [routeOfKind('home').path[lang], results]) {
      const texts = clientTexts(url, lang)
      expect(texts['search.placeholder'], url).toBe(words[lang].placeholder)
    }
    const texts = clientTexts(results, lang)
    expect(texts['search.resultsFor']).toBe(words[lang].resultsFor)
    expect(texts['search.noResults']).toBe(words[lang].noResults)
  })

  test('the IFU page’s lookup names its field: the code on the label', () => {
    const page = builtPage(routeOfKind('ifu').path[lang])
    const field = page.one('.ifu-lookup__field')
    expect(textOf(field)).toBe(words[lang].lookup)
    expect(page.all('input[name="code"]', field)).toHaveLength(1)
  })
})
