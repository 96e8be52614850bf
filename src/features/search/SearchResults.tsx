import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { SearchItem } from '@/catalogue/schema'
import { useLang, useT } from '@/i18n/useT'
import { matchProducts } from '@/search/matchProducts'
import { loadSearchIndex } from './loadSearchIndex'
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
  const [index, setIndex] = useState<SearchItem[] | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    setQuery(new URLSearchParams(window.location.search).get('q') ?? '')
  }, [urlOriginal])

  useEffect(() => {
    let current = true
    loadSearchIndex(lang).then(
      (items) => current && setIndex(items),
      (error: unknown) => {
        console.error('The search index could not be loaded:', error)
        if (current) setFailed(true)
      },
    )
    return () => {
      current = false
    }
  }, [lang])

  const results = useMemo(() => (index && query ? matchProducts(index, query) : []), [index, query])
  const shown = query?.trim() ?? ''

  let body: ReactNode = null
  if (query === null) body = null
  else if (shown === '') body = <p className="search-results__summary">{t('search.emptyQuery')}</p>
  else if (failed) body = <p className="search-results__summary">{t('search.unavailable')}</p>
  else if (!index) body = <p className="search-results__summary" aria-busy="true">{t('search.loading')}</p>
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
