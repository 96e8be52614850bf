import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import type { TypedBefore } from './SearchOverlay'

// The overlay, its styles and the matcher are fetched on first use; hovering or focusing the
// button starts the download so the overlay is usually there by the time of the click.
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
  const takeTyped = (): TypedBefore => {
    const field = early.current
    early.current = null
    field?.remove()
    return { value: field?.value ?? '', submitted: field?.dataset.enter === '' }
  }
  const onClick = () => {
    if (!early.current) {
      const field = document.createElement('input')
      field.className = 'visually-hidden'
      field.setAttribute('aria-label', label)
      field.onkeydown = (e) => {
        if (e.key === 'Enter') field.dataset.enter = ''
        else if (e.key === 'Escape') {
          takeTyped()
          close(true)
        } else return
        e.preventDefault()
      }
      button.current?.after(field)
      field.focus()
      early.current = field
    }
    setOpen(true)
  }
  const prefetch = () => void importOverlay().catch(() => undefined)
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button search-button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={onClick}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchOverlay onClose={close} takeTyped={takeTyped} />
        </Suspense>
      )}
    </>
  )
}
