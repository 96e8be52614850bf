/**
 * The where-to-buy page's filters and lookup, on the page's own data: nothing typed leaves the
 * browser. A place typed by name or code ("Torino", "TO", "Bayern") finds the distributors whose
 * areas include it, its region, or a part of it, and those covering its whole country; the first
 * digits of a postcode find those serving that prefix. Pure functions, no React: the tests run them.
 */
import type { Area, Country, Distributor, WhereToBuy } from '#src/catalogue/distributors.ts'

export interface WhereToBuyFilter {
  country?: string
  area?: string
  line?: string
}

/** Lower case, accents and apostrophes gone, spaces single: "L’Aquila " and "laquila" read alike. */
const normalise = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/** A subdivision's ancestors, nearest first, up to (not including) its country. */
function ancestorsOf(code: string, byCode: ReadonlyMap<string, Area>): string[] {
  const chain: string[] = []
  for (let a = byCode.get(code); a && byCode.has(a.parent); a = byCode.get(a.parent)) chain.push(a.parent)
  return chain
}

/** How a distributor serves a place: the place or one of its regions, a part of it, or its whole country. */
type Reach = 'area' | 'part' | 'country'

function reachOf(d: Distributor, place: string, byCode: ReadonlyMap<string, Area>): Reach | undefined {
  const country = place.slice(0, 2)
  if (d.country !== country) return undefined
  if (place === country || d.areas.length === 0) return d.areas.length === 0 ? 'country' : 'part'
  const around = [place, ...ancestorsOf(place, byCode)]
  if (d.areas.some((a) => around.includes(a))) return 'area'
  if (d.areas.some((a) => ancestorsOf(a, byCode).includes(place))) return 'part'
  return undefined
}

const REACH_ORDER: Record<Reach, number> = { area: 0, part: 1, country: 2 }

/** The distributors serving a place (a country or subdivision code): those of its area first, the whole country's last. */
export function servingPlace(distributors: readonly Distributor[], place: string, areas: readonly Area[]): Distributor[] {
  const byCode = new Map(areas.map((a) => [a.code, a]))
  return distributors
    .map((d) => ({ d, reach: reachOf(d, place, byCode) }))
    .filter((x): x is { d: Distributor; reach: Reach } => x.reach !== undefined)
    .sort((a, b) => REACH_ORDER[a.reach] - REACH_ORDER[b.reach])
    .map((x) => x.d)
}

/** Whether a distributor passes the filters. */
export function passes(d: Distributor, filter: WhereToBuyFilter, areas: readonly Area[]): boolean {
  if (filter.country !== undefined && d.country !== filter.country) return false
  if (filter.line !== undefined && !d.lines.includes(filter.line)) return false
  return filter.area === undefined || servingPlace([d], filter.area, areas).length > 0
}

/** A place a visitor's words name: a country or a subdivision. */
export interface PlaceFound {
  code: string
  name: string
}

/**
 * The places a typed text names, in the country given if any: exact names (each of a name's
 * forms, "Valle d'Aosta, Vallée d'Aoste") and codes ("TO", "IT-TO") first; else names that begin so.
 */
export function placesNamed(text: string, data: Pick<WhereToBuy, 'countries' | 'areas'>, countryNames: (c: Country) => string, country?: string): PlaceFound[] {
  const q = normalise(text)
  if (q.length < 2) return []
  const candidates = [
    ...data.countries.map((c) => ({ code: c.code, name: countryNames(c), names: Object.values(c.name), short: c.code })),
    ...data.areas.map((a) => ({ code: a.code, name: a.name, names: a.name.split(', '), short: a.code.slice(3) })),
  ].filter((c) => country === undefined || c.code.slice(0, 2) === country)
  const exact = candidates.filter((c) => c.names.some((n) => normalise(n) === q) || normalise(c.short) === q || normalise(c.code) === q)
  const found = exact.length > 0 || q.length < 3 ? exact : candidates.filter((c) => c.names.some((n) => normalise(n).startsWith(q)))
  return found.map(({ code, name }) => ({ code, name }))
}

/** The distributors serving a postcode whose first digits are typed, in the country given if any. */
export function servingPostcode(distributors: readonly Distributor[], typed: string, country?: string): Distributor[] {
  const q = typed.replace(/\s+/g, '').toUpperCase()
  if (q.length < 2) return []
  return distributors.filter((d) => (country === undefined || d.country === country) && d.postcodes.some((p) => q.startsWith(p) || p.startsWith(q)))
}

/** Whether a text reads as the start of a postcode rather than a place's name: digits first. */
export const isPostcode = (text: string): boolean => /^\s*\d/.test(text)

/** What the address asks for, among what the page has. */
export function filterFromSearch(search: string, data: Pick<WhereToBuy, 'countries' | 'areas'>, lines: readonly { id: string }[]): WhereToBuyFilter {
  const params = new URLSearchParams(search)
  const country = params.get('country')?.toUpperCase()
  const area = params.get('area')?.toUpperCase()
  const line = params.get('line') ?? undefined
  const knownArea = data.areas.find((a) => a.code === area)
  return {
    ...(knownArea ? { country: knownArea.code.slice(0, 2), area: knownArea.code } : data.countries.some((c) => c.code === country) && { country }),
    ...(lines.some((l) => l.id === line) && { line }),
  }
}

/** The address with this filter, other parameters kept. */
export function searchWithFilter(search: string, filter: WhereToBuyFilter): string {
  const params = new URLSearchParams(search)
  for (const key of ['country', 'area', 'line'] as const) {
    const value = filter[key]
    if (value === undefined) params.delete(key)
    else params.set(key, value)
  }
  const s = params.toString()
  return s ? `?${s}` : ''
}
