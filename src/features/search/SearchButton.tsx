import { Suspense, lazy, useCallback, useRef, useState } from 'react'

// The overlay, its styles and the matcher are fetched on first use; hovering or focusing the
// button starts the download so the overlay is usually there by the time of the click.
const importOverlay = () => import('./SearchOverlay')
const SearchOverlay = lazy(() => importOverlay().then((m) => ({ default: m.SearchOverlay })))

/** Header search button. Opens the full-screen search overlay. */
export function SearchButton({ label }: { label: string }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])
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
        onClick={() => setOpen(true)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchOverlay onClose={close} />
        </Suspense>
      )}
    </>
  )
}
