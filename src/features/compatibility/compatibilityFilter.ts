/**
 * The compatibility table's filter in the address: ?method=steam shows that method's columns,
 * ?cycle=<id> (or ?method=<id>, as the category pages accept a cycle) that cycle's beside its
 * method's own. Pure functions,
 * shared by the page and its tests. No React, no zod here: the page bundles it.
 */
import type { CompatibilityMatrix } from './compatibilityMatrix'

export interface CompatibilityFilter {
  method?: string
  cycle?: string
}

/** What the address asks for, among what the table has; a cycle brings its method. */
export function filterFromSearch(search: string, matrix: Pick<CompatibilityMatrix, 'groups'>): CompatibilityFilter {
  const params = new URLSearchParams(search)
  // ?method= may name a cycle, as the category pages' method filter accepts one.
  const cycle = params.get('cycle') ?? params.get('method') ?? undefined
  const ofCycle = cycle === undefined ? undefined : matrix.groups.find((g) => g.columns.some((c) => c.cycle === cycle))
  if (ofCycle) return { method: ofCycle.method, cycle }
  const method = params.get('method') ?? undefined
  return matrix.groups.some((g) => g.method === method) ? { method } : {}
}

/** The address with this filter, other parameters kept. */
export function searchWithFilter(search: string, filter: CompatibilityFilter): string {
  const params = new URLSearchParams(search)
  for (const key of ['method', 'cycle'] as const) {
    const value = filter[key]
    if (value === undefined) params.delete(key)
    else params.set(key, value)
  }
  const s = params.toString()
  return s ? `?${s}` : ''
}

/** The column groups the filter keeps: every one, a method's, or a cycle's with its method's own column. */
export function columnsShown<M extends Pick<CompatibilityMatrix, 'groups'>>(matrix: M, filter: CompatibilityFilter): M['groups'] {
  if (filter.method === undefined) return matrix.groups
  return matrix.groups
    .filter((g) => g.method === filter.method)
    .map((g) => (filter.cycle === undefined ? g : { ...g, columns: g.columns.filter((c) => c.cycle === undefined || c.cycle === filter.cycle) }))
}
