import { useEffect, useRef } from 'react'

/** A form's fields as kept for the tab, or undefined when nothing (readable) is kept. */
function readSessionDraft<F extends string>(key: string, names: readonly F[]): Record<F, string> | undefined {
  try {
    const raw = window.sessionStorage.getItem(key)
    if (!raw) return undefined
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return undefined
    const record = parsed as Record<string, unknown>
    return Object.fromEntries(names.map((f) => [f, typeof record[f] === 'string' ? record[f] : ''])) as Record<F, string>
  } catch {
    return undefined
  }
}

function saveSessionDraft<F extends string>(key: string, names: readonly F[], fields: Record<F, string>): void {
  try {
    if (names.every((f) => fields[f] === '')) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, JSON.stringify(fields))
  } catch {
    // Storage full or blocked: the draft is a convenience, the form works without it.
  }
}

/** How long typing pauses before the draft is saved: storage is not touched on every key. */
const SAVE_AFTER_MS = 400

/**
 * Keeps what a visitor types in a form for the tab: a reload gives it back, closing the tab forgets
 * it, and a form emptied (after a send) forgets it too. The draft is read after hydration (the
 * prerendered form is empty) and handed to `restore`; later changes of `fields` are saved once
 * typing pauses, off the keys' own path, and at once when the page is hidden or left (a reload,
 * another app, a link), so that nothing typed is lost.
 */
export function useSessionDraft<F extends string>(
  key: string,
  names: readonly F[],
  fields: Record<F, string>,
  restore: (draft: Record<F, string>) => void,
): void {
  const hydrated = useRef(false)
  /** Typed and not saved yet. */
  const unsaved = useRef<Record<F, string> | undefined>(undefined)
  const saveNow = () => {
    if (unsaved.current) saveSessionDraft(key, names, unsaved.current)
    unsaved.current = undefined
  }
  useEffect(() => {
    const draft = readSessionDraft(key, names)
    if (draft) restore(draft)
    const onHidden = () => document.visibilityState === 'hidden' && saveNow()
    addEventListener('pagehide', saveNow)
    document.addEventListener('visibilitychange', onHidden)
    return () => {
      removeEventListener('pagehide', saveNow)
      document.removeEventListener('visibilitychange', onHidden)
      // Left by a link inside the site: the page goes, the tab stays.
      saveNow()
    }
    // Once, after hydration.
  }, [])
  useEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true
      return
    }
    unsaved.current = fields
    const timer = setTimeout(saveNow, SAVE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [fields])
}
