import { useEffect, useState } from 'react'

/**
 * Sets `<html data-ready>` once the page runs: placed last in the layout, in a boundary of its own,
 * it hydrates after every other part, and it marks the page in the render after its first, which
 * holds what the first effects of every part read (storage, the address). Tests and benchmarks
 * wait for it instead of a quiet network.
 */
export function PageReady() {
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    if (settled) document.documentElement.dataset.ready = ''
    else setSettled(true)
  }, [settled])
  return null
}
