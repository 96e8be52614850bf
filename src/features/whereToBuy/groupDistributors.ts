/**
 * The list of the where-to-buy page: by country, then by region (a subdivision directly under the
 * country), the whole country's distributors first. A distributor serving several regions is
 * listed under each, so a visitor scanning for their region finds everyone who serves it.
 */
import type { Area, Country, Distributor } from '@/catalogue/distributors'
import type { Lang } from '@/catalogue/langs'

interface RegionGroup {
  /** Undefined: the whole country. */
  code?: string
  name?: string
  distributors: Distributor[]
}

export interface CountryGroup {
  code: string
  name: string
  regions: RegionGroup[]
}

/** The region (the subdivision directly under the country) an area is in, itself when it is one. */
function regionOf(code: string, byCode: ReadonlyMap<string, Area>): string {
  let area = byCode.get(code)
  while (area && byCode.has(area.parent)) area = byCode.get(area.parent)
  return area?.code ?? code
}

export function groupDistributors(distributors: readonly Distributor[], countries: readonly Country[], areas: readonly Area[], lang: Lang): CountryGroup[] {
  const byCode = new Map(areas.map((a) => [a.code, a]))
  const collator = new Intl.Collator(lang)
  return countries
    .map((c) => {
      const regions = new Map<string | undefined, Distributor[]>()
      for (const d of distributors.filter((x) => x.country === c.code)) {
        const keys = d.areas.length === 0 ? [undefined] : [...new Set(d.areas.map((a) => regionOf(a, byCode)))]
        for (const key of keys) regions.set(key, [...(regions.get(key) ?? []), d])
      }
      const groups = [...regions].map(([code, list]): RegionGroup => ({
        ...(code !== undefined && { code, name: byCode.get(code)?.name ?? code }),
        distributors: list,
      }))
      groups.sort((a, b) => (a.name === undefined ? -1 : b.name === undefined ? 1 : collator.compare(a.name, b.name)))
      return { code: c.code, name: c.name[lang], regions: groups }
    })
    .filter((g) => g.regions.length > 0)
    .sort((a, b) => collator.compare(a.name, b.name))
}
