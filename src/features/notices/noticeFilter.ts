/**
 * The notices page's filter in the address: ?line=<line id> keeps the notices affecting that
 * line, ?code=<typed> those affecting a code that begins with what is typed (any case). Pure
 * functions, shared by the page and its tests. No React, no zod here: the page bundles it.
 */
export interface NoticeFilter {
  line?: string
  code?: string
}

/** What the address asks for; a line the page does not offer is ignored. */
export function filterFromSearch(search: string, lines: readonly string[]): NoticeFilter {
  const params = new URLSearchParams(search)
  const line = params.get('line') ?? undefined
  const code = params.get('code')?.trim() || undefined
  return { ...(line !== undefined && lines.includes(line) && { line }), ...(code !== undefined && { code }) }
}

/** The address with this filter, other parameters kept. */
export function searchWithFilter(search: string, filter: NoticeFilter): string {
  const params = new URLSearchParams(search)
  for (const key of ['line', 'code'] as const) {
    const value = filter[key]
    if (value === undefined || value === '') params.delete(key)
    else params.set(key, value)
  }
  const s = params.toString()
  return s ? `?${s}` : ''
}

/** Whether a notice passes the filter. */
export function noticeMatches(notice: { lines: readonly string[]; products: readonly { codes: readonly string[] }[] }, filter: NoticeFilter): boolean {
  if (filter.line !== undefined && !notice.lines.includes(filter.line)) return false
  const typed = filter.code?.trim().toUpperCase()
  if (!typed) return true
  return notice.products.some((p) => p.codes.some((c) => c.toUpperCase().startsWith(typed)))
}
