import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { useLang, useT } from '@/i18n/useT'
import { THUMBNAIL_WIDTHS, thumbnailSrcSet, thumbnailUrl } from '@/images/imageUrl'
import type { Suggestion } from '@/search/suggestionRecords'
import { suggestProducts } from './searchIndex'
import { searchUrl } from './searchUrl'
import './SearchOverlay.css'

/**
 * The full-screen search: a modal <dialog> (page behind inert, Escape closes), rendered into
 * <body> so no ancestor of the header can clip or stack it.
 */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const t = useT()
  const lang = useLang()
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  /** The suggestions and the query they answer; kept while the next query's are fetched, so the list does not flicker. */
  const [answer, setAnswer] = useState<{ query: string; items: Suggestion[] } | null>(null)

  useEffect(() => {
    const d = dialog.current
    if (d && !d.open) d.showModal()
    input.current?.focus()
  }, [])

  // Leaving the page some other way (browser Back, a link elsewhere) closes the overlay too.
  const { urlOriginal } = usePageContext()
  const openedAt = useRef(urlOriginal)
  useEffect(() => {
    if (urlOriginal !== openedAt.current) onClose()
  }, [urlOriginal, onClose])

  useEffect(() => {
    let current = true
    suggestProducts(lang, query).then(
      (items) => current && setAnswer({ query, items }),
      // Suggestions are an extra: without the index the visitor can still submit the search.
      (error: unknown) => console.warn('Search suggestions are unavailable:', error),
    )
    return () => {
      current = false
    }
  }, [lang, query])

  const suggestions = query.trim() === '' ? [] : (answer?.items ?? [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const q = query.trim()
    if (q === '') return
    void navigate(searchUrl(lang, q))
    setQuery('')
    onClose()
  }

  // Escape closes in every state. Left to the browser it does not always reach the dialog as a
  // cancel event (after Enter on a blank query, Chromium's search field keeps it), so the key is
  // handled here, before the field's own default.
  // Up and down arrows move between the input and the suggestions; Tab reaches them too.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const stops = [input.current, ...(dialog.current?.querySelectorAll<HTMLAnchorElement>('.search-overlay__suggestion') ?? [])]
    const at = stops.indexOf(document.activeElement as HTMLInputElement)
    if (at === -1 || stops.length < 2) return
    event.preventDefault()
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0)
    stops[next]?.focus()
  }

  const hasQuery = query.trim() !== ''
  return createPortal(
    <dialog
      ref={dialog}
      className="search-overlay"
      aria-label={t('search.inputLabel')}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <button type="button" className="search-overlay__close" aria-label={t('search.close')} onClick={onClose}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className="search-overlay__content">
        <form role="search" className="search-overlay__form" onSubmit={submit}>
          <input
            ref={input}
            type="search"
            name="q"
            className="search-overlay__input"
            placeholder={t('search.placeholder')}
            aria-label={t('search.inputLabel')}
            autoComplete="off"
            enterKeyHint="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="submit" className="search-overlay__submit" aria-label={t('search.submit')}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </form>
        {hasQuery && answer?.query === query && suggestions.length === 0 && (
          <p className="search-overlay__none">
            {t('search.noResults')} <q>{query.trim()}</q>
          </p>
        )}
        {suggestions.length > 0 && (
          <ul className="search-overlay__suggestions" aria-label={t('search.suggestions')}>
            {suggestions.map((item) => (
              <li key={item.id}>
                <a className="search-overlay__suggestion" href={item.link} onClick={onClose}>
                  <img
                    src={thumbnailUrl(item.image, THUMBNAIL_WIDTHS[0])}
                    srcSet={thumbnailSrcSet(item.image)}
                    sizes="3rem"
                    alt=""
                    width="48"
                    height="48"
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="search-overlay__name">{item.name}</span>
                  <span className="search-overlay__category">{item.category}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </dialog>,
    document.body,
  )
}
