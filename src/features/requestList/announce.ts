import { useEffect, useState } from 'react'

// One polite live region for the whole site (rendered by RequestLink in the header), so a
// message is read out wherever the change was made and focus stays where it is.
const listeners = new Set<(text: string) => void>()

export function announce(text: string): void {
  listeners.forEach((l) => l(text))
}

export function useAnnouncement(): string {
  const [text, setText] = useState('')
  useEffect(() => {
    // The same sentence twice in a row is still read: the region is emptied first.
    const listener = (next: string) => {
      setText('')
      window.setTimeout(() => setText(next), 50)
    }
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }, [])
  return text
}
