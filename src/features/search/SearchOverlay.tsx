import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { navigate, prefetch } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { useLang, useT } from '#src/i18n/useT.ts'
import { THUMBNAIL_WIDTHS, thumbnailSrcSet, thumbnailUrl } from '#src/images/imageUrl.ts'
import { pathOf } from '#src/routing/routeTable.ts'
import type { Suggestion } from '#src/search/suggestionRecords.ts'
import { afterNextPaint } from '#src/layout/afterNextPaint.ts'
import { suggestProducts } from './searchIndex'
import { searchUrl } from './searchUrl'
import './SearchOverlay.css'

/** The suggestions of a query, or the failure to get them. */
interface Answer {
  query: string
  items: Suggestion[]
  failed?: boolean
}

/**
 * The full-screen search: a modal <dialog> (page behind inert, Escape closes, Tab stays inside),
 * rendered into <body> so no ancestor of the header can clip or stack it. `onClose(true)` when the
 * visitor dismissed it, so that the button that opened it gets the focus back.
 */
/** What was typed while the overlay loaded: the text, and whether Enter followed it. */
export interface TypedBefore {
  value: string
  submitted: boolean
}

export function SearchOverlay({ onClose, takeTyped }: { onClose: (dismissed: boolean) => void; takeTyped: () => TypedBefore }) {
  const t = useT()
  const lang = useLang()
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  /** The answer to the latest query asked that has come back; kept while the next is fetched, so the list does not flicker. */
  const [answer, setAnswer] = useState<Answer | null>(null)
  const asked = useRef(0)
  const answered = useRef(0)

  const submit = (text: string) => {
    const q = text.trim()
    if (q === '') return
    void navigate(searchUrl(lang, q))
    setQuery('')
    onClose(false)
  }

  // Before the first paint of the overlay: what was typed while it loaded is the field's, in order,
  // the caret after it; Enter typed then submits it now.
  useLayoutEffect(() => {
    const typed = takeTyped()
    const d = dialog.current
    if (d && !d.open) d.showModal()
    const field = input.current
    if (!field) return
    field.value = typed.value
    setQuery(typed.value)
    field.focus()
    field.setSelectionRange(typed.value.length, typed.value.length)
    if (typed.submitted) submit(typed.value)
    // Once, when the overlay opens.
  }, [])

  // Leaving the page some other way (browser Back, a link elsewhere) closes the overlay too.
  const { urlOriginal } = usePageContext()
  const openedAt = useRef(urlOriginal)
  useEffect(() => {
    if (urlOriginal !== openedAt.current) onClose(false)
  }, [urlOriginal, onClose])

  // Each key's text is painted before its suggestions are looked for; a key typed before that
  // paint replaces the query. Answers come back in any order: each is shown only if no query asked
  // after it has been answered, so the list ends with the answer to the text in the field,
  // whatever the typing speed.
  const resultsFetched = useRef(false)
  useEffect(() => {
    const n = ++asked.current
    const show = (next: Answer) => {
      if (n < answered.current) return
      answered.current = n
      setAnswer(next)
    }
    return afterNextPaint(() =>
      suggestProducts(lang, query).then(
        (items) => {
          show({ query, items })
          // The results page's code, fetched while the visitor reads the suggestions, is ready when Enter takes them there.
          if (query.trim() === '' || resultsFetched.current) return
          resultsFetched.current = true
          prefetch(searchUrl(lang, query)).catch(() => undefined)
        },
        // Suggestions are an extra: without the index the visitor can still submit the search.
        (error: unknown) => {
          console.warn('Search suggestions are unavailable:', error)
          show({ query, items: [], failed: true })
        },
      ),
    )
  }, [lang, query])

  const suggestions = query.trim() === '' ? [] : (answer?.items ?? [])

  // Escape closes in every state. Left to the browser it does not always reach the dialog as a
  // cancel event (after Enter on a blank query, Chromium's search field keeps it), so the key is
  // handled here, before the field's own default.
  // Up and down arrows move between the input and the suggestions; Tab reaches them too, and
  // Tab after the last control (Shift+Tab before the first) comes back round instead of leaving
  // for the browser's own controls.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose(true)
      return
    }
    const d = dialog.current
    if (!d) return
    if (event.key === 'Tab') {
      const controls = [...d.querySelectorAll<HTMLElement>('button, input, a[href]')]
      const edge = event.shiftKey ? controls[0] : controls.at(-1)
      if (document.activeElement !== edge) return
      event.preventDefault()
      ;(event.shiftKey ? controls.at(-1) : controls[0])?.focus()
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const stops = [input.current, ...d.querySelectorAll<HTMLAnchorElement>('.search-overlay__suggestion')]
    const at = stops.indexOf(document.activeElement as HTMLInputElement)
    if (at === -1 || stops.length < 2) return
    event.preventDefault()
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0)
    stops[next]?.focus()
  }

  const hasQuery = query.trim() !== ''
  // Until the answer to the text in the field is back (its typo matches need more of the index),
  // what is shown may change: the region says it is still looking.
  const busy = hasQuery && answer?.query !== query
  return createPortal(
    <dialog
      ref={dialog}
      className="search-overlay"
      aria-label={t('search.inputLabel')}
      onCancel={(event) => {
        event.preventDefault()
        onClose(true)
      }}
      onClose={() => onClose(false)}
      onKeyDown={onKeyDown}
    >
      <button type="button" className="search-overlay__close" aria-label={t('search.close')} onClick={() => onClose(true)}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className="search-overlay__content">
        <form
          role="search"
          className="search-overlay__form"
          onSubmit={(event) => {
            event.preventDefault()
            // The field itself: a scanner's Enter may come before React has rendered its last key.
            submit(input.current?.value ?? query)
          }}
        >
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
        <div className="search-overlay__results" aria-busy={busy}>
          {hasQuery && answer?.query === query && !answer.failed && suggestions.length === 0 && (
            <p className="search-overlay__none">
              {t('search.noResults')} <q>{query.trim()}</q>
            </p>
          )}
          {suggestions.length > 0 && (
            <ul className="search-overlay__suggestions" aria-label={t('search.suggestions')}>
              {suggestions.map((item) => (
                <li key={item.id}>
                  <a className="search-overlay__suggestion" href={item.link} onClick={() => onClose(false)}>
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
        {/* After the suggestions, which Tab reaches first; loaded afresh: the scan page's own headers allow the camera. */}
        <a className="search-overlay__scan" href={pathOf('scan', lang)} data-vike="false">
          {t('search.scan')}
        </a>
      </div>
    </dialog>,
    document.body,
  )
}
