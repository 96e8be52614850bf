/** Header search button. Opens the search overlay (built with the search feature). */
export function SearchButton({ label }: { label: string }) {
  return (
    <button type="button" className="icon-button" aria-label={label}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  )
}
