import { type ReactNode, useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useLang, useT } from '@/i18n/useT'
import type { SearchResult } from '@/search/searchTerms'
import { searchProducts } from './searchIndex'
import './SearchResults.css'

/**
 * The results of the query in ?q= (the page gives the heading and the Back button). The page is prerendered without a query, so q is read in an
 * effect once hydrated (reading it while rendering would make the first client render differ
 * from the HTML), and again on every navigation to another query.
 */
export function SearchResults() {
  const t = useT()
  const lang = useLang()
  const { urlOriginal } = usePageContext()
  const [query, setQuery] = useState<string | null>(null)
  /** The results and the query they answer. */
  const [answer, setAnswer] = useState<{ query: string; items: SearchResult[] } | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    setQuery(new URLSearchParams(window.location.search).get('q') ?? '')
  }, [urlOriginal])

  useEffect(() => {
    if (query === null || query.trim() === '') return
    let current = true
    setFailed(false)
    searchProducts(lang, query).then(
      (items) => current && setAnswer({ query, items }),
      (error: unknown) => {
        console.error('The search index could not be loaded:', error)
        if (current) setFailed(true)
      },
    )
    return () => {
      current = false
    }
  }, [lang, query])

  const results = answer?.query === query ? answer.items : null
  const shown = query?.trim() ?? ''

  let body: ReactNode = null
  if (query === null) body = null
  else if (shown === '') body = <p className="search-results__summary">{t('search.emptyQuery')}</p>
  else if (failed) body = <p className="search-results__summary">{t('search.unavailable')}</p>
  else if (!results) body = <p className="search-results__summary" aria-busy="true">{t('search.loading')}</p>
  else if (results.length === 0)
    body = (
      <p className="search-results__summary" role="status">
        {t('search.noResults')} <q className="search-results__query">{shown}</q>
      </p>
    )
  else
    body = (
      <>
        <p className="search-results__summary" role="status">
          {t('search.resultsFor')} <q className="search-results__query">{shown}</q>
        </p>
        <ul className="search-results__list">
          {results.map((item) => (
            <li key={item.id}>
              <a className="search-result" href={item.link}>
                <img className="search-result__image" src={item.image} alt="" width="160" height="120" loading="lazy" decoding="async" />
                <span className="search-result__text">
                  <span className="search-result__category">{item.category}</span>
                  <span className="search-result__name">{item.name}</span>
                  <span className="search-result__description">{item.description}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </>
    )

  return <div className="search-results">{body}</div>
}
