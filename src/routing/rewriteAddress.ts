/**
 * A page's filter written into its address in place, once the browser has painted what the
 * visitor did: a history call costs a phone several milliseconds, which a key or a tap would
 * otherwise wait for before it shows. Changes asked for before that are written together, in
 * order, onto the address as it is then; none is written once the visitor has left the page.
 */
import { afterNextPaint } from '#src/layout/afterNextPaint.ts'

const pending: ((search: string) => string)[] = []
let page = ''

/** `change` makes the new query ("?w=200", or "") from the address's current one. */
export function rewriteAddress(change: (search: string) => string): void {
  if (pending.length > 0 && location.pathname !== page) pending.length = 0
  page = location.pathname
  pending.push(change)
  if (pending.length === 1) afterNextPaint(write)
}

function write(): void {
  const changes = pending.splice(0)
  if (changes.length === 0 || location.pathname !== page) return
  const search = changes.reduce((current, change) => change(current), location.search)
  // The router's own history state is kept; only the address changes.
  history.replaceState(history.state, '', location.pathname + search + location.hash)
}
