import { useEffect, useState } from 'react'

/**
 * False in the prerendered page and in the first render in the browser, true once the page runs:
 * what the visitor's browser stores (the request list) can only be known from then on.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
