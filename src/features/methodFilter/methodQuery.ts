/**
 * The sterilisation-method filter of a category page: which method the address asks for
 * (?method=steam), the address with another one, and which tiles show. The same parameter takes a
 * validated cycle's id (?method=sterrad-100nx-express, site/cycles.csv), which keeps the products
 * validated for it; the two kinds of id never clash (the catalogue check refuses a cycle named as
 * a method). Pure functions, shared by the page and its tests. No React, no zod here: the category
 * page bundles it.
 */

/** The address parameter, the same in both languages, as the size filter's ?w= and ?l= are. */
const METHOD_PARAM = 'method'

/** The method or cycle the address names, if it is one the page offers. */
export function methodFromSearch(search: string, offered: readonly string[]): string | undefined {
  const method = new URLSearchParams(search).get(METHOD_PARAM) ?? undefined
  return method !== undefined && offered.includes(method) ? method : undefined
}

/** The address with this method in it, or without one; other parameters and the fragment are kept. */
export function searchWithMethod(search: string, method: string | undefined): string {
  const params = new URLSearchParams(search)
  if (method === undefined) params.delete(METHOD_PARAM)
  else params.set(METHOD_PARAM, method)
  const s = params.toString()
  return s ? `?${s}` : ''
}

/**
 * Whether a product suits the choice: a method any of its codes suits, or a cycle it is validated
 * for (its ValidatedCycle ids, for all its codes or some). No choice: every product.
 */
export const suits = (methods: readonly string[], method: string | undefined, cycles: readonly string[] = []): boolean =>
  method === undefined || methods.includes(method) || cycles.includes(method)
