import { useEffect, useState } from 'react'

/**
 * Sets `<html data-ready>` once the page runs, for tests and benchmarks to wait on instead of a
 * quiet network. Called by the footer, the last part of the page to hydrate: its first effect runs
 * after every other part's, and the mark waits one render more, which holds what those first
 * effects read (storage, the address).
 */
export function usePageReady(): void {
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    if (settled) document.documentElement.dataset.ready = ''
    else setSettled(true)
  }, [settled])
}
