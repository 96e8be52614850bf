/**
 * The compatibility page's choice in the address: ?method=steam a method, ?cycle=<id> (or
 * ?method=<id>, as the category pages accept a cycle) a named cycle with its method, which the
 * page answers with each line's standing (compatibilityAnswer.ts). Pure functions, shared by the
 * page and its tests. No React, no zod here: the page bundles it.
 */
import type { CompatibilityMatrix } from './compatibilityMatrix'

export interface CompatibilityFilter {
  method?: string
  cycle?: string
}

/** The filter a choice names: a method's id, a cycle's (which brings its method), or nothing. */
export function filterOf(id: string | undefined, matrix: Pick<CompatibilityMatrix, 'groups'>): CompatibilityFilter {
  const ofCycle = id === undefined ? undefined : matrix.groups.find((g) => g.columns.some((c) => c.cycle === id))
  if (ofCycle) return { method: ofCycle.method, cycle: id }
  return matrix.groups.some((g) => g.method === id) ? { method: id } : {}
}

/** What the address asks for, among what the table has; a cycle brings its method. */
export function filterFromSearch(search: string, matrix: Pick<CompatibilityMatrix, 'groups'>): CompatibilityFilter {
  const params = new URLSearchParams(search)
  // ?method= may name a cycle, as the category pages' method filter accepts one.
  const named = filterOf(params.get('cycle') ?? params.get('method') ?? undefined, matrix)
  return named.cycle ? named : filterOf(params.get('method') ?? undefined, matrix)
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
