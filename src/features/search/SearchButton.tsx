import { type FocusEvent, type KeyboardEvent, type PointerEvent, Suspense, lazy, startTransition, useEffect, useRef, useState } from 'react'
import type { TypedBefore } from './SearchOverlay'

// The overlay, its styles and the matcher are fetched on first use; hovering or focusing the
// button from the keyboard starts the download so the overlay is usually there by the time of the
// click. A finger's tap enters and focuses the button too, but only in the tap itself: starting the
// download then would delay the tap's response, and the click starts it anyway.
const importOverlay = () => import('./SearchOverlay')
const SearchOverlay = lazy(() => importOverlay().then((m) => ({ default: m.SearchOverlay })))

/**
 * Header search button. Opens the full-screen search overlay. Until the overlay's field is there,
 * the keys typed (a scanner sends a whole code at once, a visitor types as soon as they click) go
 * to a field of the button's own, focused in the click itself (which also opens a phone's keyboard);
 * the overlay takes its text over (takeTyped). Closed by Escape or its close button, the overlay
 * gives the focus back to the button.
 */
export function SearchButton({ label }: { label: string }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const early = useRef<HTMLInputElement>(null)
  const returnFocus = useRef(false)
  const close = (dismissed: boolean) => {
    returnFocus.current = dismissed
    setOpen(false)
  }
  // Once the overlay, a modal dialog that makes the page inert, is gone.
  useEffect(() => {
    if (open || !returnFocus.current) return
    returnFocus.current = false
    button.current?.focus()
  }, [open])
  /** Whether the field holds keys the overlay has not taken yet. */
  const holding = useRef(false)
  const takeTyped = (): TypedBefore => {
    const field = early.current
    holding.current = false
    if (!field) return { value: '', submitted: false }
    const typed = { value: field.value, submitted: field.dataset.enter === '' }
    field.value = ''
    delete field.dataset.enter
    field.setAttribute('aria-hidden', 'true')
    return typed
  }
  const onEarlyKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.dataset.enter = ''
    else if (event.key === 'Escape') {
      takeTyped()
      close(true)
    } else return
    event.preventDefault()
  }
  const onClick = () => {
    const field = early.current
    if (field && !holding.current) {
      holding.current = true
      // Heard as the search field while it has the focus (the attribute is React's only at first render).
      field.removeAttribute('aria-hidden')
      field.focus()
    }
    // The overlay is drawn after the tap's own paint (the field already has the keys), not before it.
    startTransition(() => setOpen(true))
  }
  const prefetch = () => void importOverlay().catch(() => undefined)
  const onPointerEnter = (event: PointerEvent) => event.pointerType !== 'touch' && prefetch()
  const onFocus = (event: FocusEvent<HTMLButtonElement>) => event.currentTarget.matches(':focus-visible') && prefetch()
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button search-button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={onPointerEnter}
        onFocus={onFocus}
        onClick={onClick}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {/* Part of the page from the start (a page's first field costs the tap that adds it a style
          pass), out of the tab order and of a screen reader's reading until the click focuses it. */}
      <input ref={early} className="visually-hidden" tabIndex={-1} aria-hidden="true" aria-label={label} onKeyDown={onEarlyKey} />
      {open && (
        <Suspense fallback={null}>
          <SearchOverlay onClose={close} takeTyped={takeTyped} />
        </Suspense>
      )}
    </>
  )
}
