import { useEffect, useState } from 'react'

/** The visitor's request list: codes, packs and whether free samples are asked for, in localStorage so both languages and every tab share it. */
const REQUEST_KEY = 'requestList'

/** A number of packs a person may ask for; anything else typed into a field is brought into range. */
export const MAX_PACKS = 9999

export interface RequestEntry {
  code: string
  packs: number
  /** Free samples of the code asked for, as a tender requires them; absent is no. */
  samples?: true
}

/** The attributes every packs field shares (product table rows, the list page). */
export const packsInput = { type: 'number', inputMode: 'numeric', min: 1, max: MAX_PACKS, step: 1 } as const

export function clampPacks(n: number): number {
  if (!Number.isFinite(n)) return 1
  return Math.min(MAX_PACKS, Math.max(1, Math.round(n)))
}

/**
 * Reads the stored list; entries that are not a code with a number of packs are left out. Samples
 * are asked for only where the entry says `samples: true`: lists stored before there was a choice,
 * or holding anything else there, ask for none.
 */
export function parseRequest(raw: string | null): RequestEntry[] {
  if (!raw) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  const seen = new Set<string>()
  const entries: RequestEntry[] = []
  for (const e of parsed as unknown[]) {
    if (typeof e !== 'object' || e === null) continue
    const { code, packs, samples } = e as Record<string, unknown>
    if (typeof code !== 'string' || code === '' || seen.has(code) || typeof packs !== 'number') continue
    seen.add(code)
    entries.push({ code, packs: clampPacks(packs), ...(samples === true ? { samples } : {}) })
  }
  return entries
}

/** Adding a code already in the list adds its packs to those there. */
export function addTo(list: RequestEntry[], code: string, packs: number): RequestEntry[] {
  const found = list.find((e) => e.code === code)
  if (!found) return [...list, { code, packs: clampPacks(packs) }]
  return list.map((e) => (e.code === code ? { ...e, packs: clampPacks(e.packs + packs) } : e))
}

export function setPacks(list: RequestEntry[], code: string, packs: number): RequestEntry[] {
  return list.map((e) => (e.code === code ? { ...e, packs: clampPacks(packs) } : e))
}

/** Asks for free samples of a code, or no longer: a "no" leaves the entry without the field, as a list stored before the choice has it. */
export function setSamples(list: RequestEntry[], code: string, yes: boolean): RequestEntry[] {
  return list.map((e) => (e.code !== code ? e : yes ? { ...e, samples: true } : { code: e.code, packs: e.packs }))
}

export function removeFrom(list: RequestEntry[], code: string): RequestEntry[] {
  return list.filter((e) => e.code !== code)
}

/** Who follows the stored list, and the list they were last given: one read serves them all. */
const listeners = new Set<(list: RequestEntry[]) => void>()
let followed: RequestEntry[] = []

function tell(list: RequestEntry[]) {
  followed = list
  listeners.forEach((l) => l(list))
}

function onStorage(e: StorageEvent) {
  if (e.key === REQUEST_KEY || e.key === null) tell(readStored())
}

function readStored(): RequestEntry[] {
  try {
    return parseRequest(window.localStorage.getItem(REQUEST_KEY))
  } catch {
    return []
  }
}

/** Applies a change to the stored list, read afresh, so a change made meanwhile in another tab is kept. */
export function updateRequest(change: (list: RequestEntry[]) => RequestEntry[]): RequestEntry[] {
  const next = change(readStored())
  try {
    if (next.length === 0) window.localStorage.removeItem(REQUEST_KEY)
    else window.localStorage.setItem(REQUEST_KEY, JSON.stringify(next))
  } catch {
    // Storage blocked or full: the list lives on in this page until it is left.
  }
  tell(next)
  return next
}

/**
 * Calls `take` with the stored list now and after each change, here or in another tab; returns the
 * stop. However many follow it (a product table's every row), storage is read once, by the first,
 * and once per change in another tab.
 */
function followStored(take: (list: RequestEntry[]) => void): () => void {
  if (listeners.size === 0) {
    followed = readStored()
    window.addEventListener('storage', onStorage)
  }
  listeners.add(take)
  take(followed)
  return () => {
    listeners.delete(take)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/**
 * The list, kept current across tabs. Empty at first render, like the prerendered HTML, and
 * read from storage after hydration.
 */
export function useRequestList(): RequestEntry[] {
  const [list, setList] = useState<RequestEntry[]>([])
  useEffect(() => followStored(setList), [])
  return list
}

/**
 * The packs of one code in the list, or undefined when it is not there. A change to another code
 * leaves the component as it is: a product table's rows follow their own codes, not the table.
 */
export function useRequestPacks(code: string): number | undefined {
  const [shown, setShown] = useState<number>()
  useEffect(() => followStored((list) => setShown(list.find((e) => e.code === code)?.packs)), [code])
  return shown
}
