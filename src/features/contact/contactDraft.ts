import { type ContactFields, contactFields } from './contactFormReducer'

/** Per tab: a reload keeps what was typed, closing the tab forgets it. */
const DRAFT_KEY = 'contactDraft'

export function readDraft(): ContactFields | undefined {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY)
    if (!raw) return undefined
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return undefined
    const record = parsed as Record<string, unknown>
    return Object.fromEntries(contactFields.map((f) => [f, typeof record[f] === 'string' ? record[f] : ''])) as ContactFields
  } catch {
    return undefined
  }
}

export function saveDraft(fields: ContactFields): void {
  try {
    if (contactFields.every((f) => fields[f] === '')) window.sessionStorage.removeItem(DRAFT_KEY)
    else window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(fields))
  } catch {
    // Storage full or blocked: the draft is a convenience, the form works without it.
  }
}
