/**
 * The size filter of a product table: "width at least" and "length at least" in mm. Pure
 * functions, shared by the page (rows to hide) and its tests. No React here.
 */

/** A code row's size in mm; rolls and reels have a width only (their length is in metres). */
export interface RowSize {
  w?: number
  l?: number
}

/** Which fields a table offers: none (no sizes), width only (rolls, reels), or width and length. */
export type SizeFields = 'none' | 'width' | 'widthLength'

export interface SizeQuery {
  w?: number
  l?: number
}

export function sizeFieldsOf(sizes: ReadonlyArray<RowSize | null>): SizeFields {
  const known = sizes.filter((s): s is RowSize => s !== null && s.w !== undefined)
  if (known.length === 0) return 'none'
  return known.every((s) => s.l !== undefined) ? 'widthLength' : 'width'
}

/** A field's value as typed: a positive number of mm (comma or point for decimals), or nothing. */
export function parseMm(text: string | null | undefined): number | undefined {
  if (!text) return undefined
  const n = Number(text.trim().replace(',', '.'))
  return Number.isFinite(n) && n > 0 ? n : undefined
}

export function queryFromSearch(search: string, fields: SizeFields): SizeQuery {
  if (fields === 'none') return {}
  const params = new URLSearchParams(search)
  const w = parseMm(params.get('w'))
  const l = fields === 'widthLength' ? parseMm(params.get('l')) : undefined
  return { ...(w !== undefined ? { w } : {}), ...(l !== undefined ? { l } : {}) }
}

/** The address with the query in it (?w=200&l=300); other parameters and the fragment are kept. */
export function searchWithQuery(search: string, query: SizeQuery): string {
  const params = new URLSearchParams(search)
  for (const key of ['w', 'l'] as const) {
    const v = query[key]
    if (v === undefined) params.delete(key)
    else params.set(key, String(v))
  }
  const s = params.toString()
  return s ? `?${s}` : ''
}

export function fits(size: RowSize | null, query: SizeQuery): boolean {
  if (query.w === undefined && query.l === undefined) return true
  if (!size || size.w === undefined) return false
  if (query.w !== undefined && size.w < query.w) return false
  if (query.l !== undefined && (size.l === undefined || size.l < query.l)) return false
  return true
}

/**
 * Which rows to show: the code rows that fit, and a group row when any code under it fits.
 * `sizes` is aligned with the table rows; a group row is `'group'`.
 */
export function visibleRows(sizes: ReadonlyArray<RowSize | null | 'group'>, query: SizeQuery): boolean[] {
  const shown = sizes.map((s) => (s === 'group' ? false : fits(s, query)))
  let group = -1
  sizes.forEach((s, i) => {
    if (s === 'group') group = i
    else if (shown[i] && group >= 0) shown[group] = true
  })
  return shown
}
