import { type ReactNode, startTransition, useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { THUMBNAIL_WIDTHS, thumbnailSrcSet, thumbnailUrl } from '#src/images/imageUrl.ts'
import { useLang, useT } from '#src/i18n/useT.ts'
import type { SearchResult } from '#src/search/indexFiles.ts'
import './SearchResults.css'

/** The search itself, downloaded with the query's first index files rather than with the page: the overlay shares it. */
const searchProducts = (...args: Parameters<typeof import('./searchIndex').searchProducts>) => import('./searchIndex').then((m) => m.searchProducts(...args))

/** Results near the top, on screen at once: their pictures are not left to lazy loading. */
const FIRST_SCREEN = 2
const IMAGE_SIZES = '(max-width: 40rem) 5.5rem, 10rem'

/**
 * The results of the query in ?q= (the page gives the heading and the Back button). The page is prerendered without a query, so q is read in an
 * effect once hydrated (reading it while rendering would make the first client render differ
 * from the HTML), and again on every navigation to another query. Until then the prerendered
 * frame says the search is running, and holds a screen's height so the footer does not jump.
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
      // A long list is rendered as a transition, in slices between which the browser stays free for the visitor.
      (items) => current && startTransition(() => setAnswer({ query, items })),
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
  if (shown === '' && query !== null) body = <p className="search-results__summary">{t('search.emptyQuery')}</p>
  else if (failed) body = <p className="search-results__summary">{t('search.unavailable')}</p>
  else if (!results || query === null)
    body = (
      <p className="search-results__summary" aria-busy="true">
        {t('search.loading')}
      </p>
    )
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
          {results.map((item, i) => (
            <li key={item.id}>
              <a className="search-result" href={item.link}>
                <SearchResultImage image={item.image} priority={i < FIRST_SCREEN} />
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

/**
 * The product's picture as a thumbnail (the small variants the build makes of every product
 * picture, named after its path): a result needs no more, and the page no list of every picture.
 */
function SearchResultImage({ image, priority }: { image: string; priority: boolean }) {
  return (
    <picture className="search-result__image">
      <img
        src={thumbnailUrl(image, THUMBNAIL_WIDTHS[1])}
        srcSet={thumbnailSrcSet(image)}
        sizes={IMAGE_SIZES}
        alt=""
        width="160"
        height="120"
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  )
}
