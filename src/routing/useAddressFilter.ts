import { useEffect, useState } from 'react'
import { rewriteAddress } from '#src/routing/rewriteAddress.ts'

/**
 * A page's filter kept in its address: undefined while the prerendered page is whole (before it
 * runs), then read from the address, again on the Back button; `choose` sets it and rewrites the
 * address in place (once the page shows it), so a link shared or reloaded shows the same narrowing.
 */
export function useAddressFilter<F>(read: (search: string) => F, write: (search: string, filter: F) => string): [F | undefined, (next: F) => void] {
  const [filter, setFilter] = useState<F | undefined>()
  useEffect(() => {
    const fromAddress = () => setFilter(read(window.location.search))
    fromAddress()
    window.addEventListener('popstate', fromAddress)
    return () => window.removeEventListener('popstate', fromAddress)
  }, [read])
  const choose = (next: F) => {
    setFilter(next)
    rewriteAddress((search) => write(search, next))
  }
  return [filter, choose]
}
