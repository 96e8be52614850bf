/**
 * The list of the where-to-buy page: by country, then by the regions or provinces each distributor
 * serves, the whole country's distributors first. A distributor is listed once, under the names of
 * all its areas, so a country served region by region stays a short list on a phone, and a visitor
 * scanning (or searching the page) for their region or province finds it.
 */
import type { Area, Country, Distributor } from '#src/catalogue/distributors.ts'
import type { Lang } from '#src/catalogue/langs.ts'

interface RegionGroup {
  /** The regions' names, in the language's order; empty: the whole country. */
  names: string[]
  distributors: Distributor[]
}

export interface CountryGroup {
  code: string
  name: string
  regions: RegionGroup[]
}

/** An area by its name, a province followed by its region's: "Torino (Piemonte)". */
function nameOf(code: string, byCode: ReadonlyMap<string, Area>): string {
  const area = byCode.get(code)
  const parent = area && byCode.get(area.parent)
  return !area ? code : parent ? `${area.name} (${parent.name})` : area.name
}

export function groupDistributors(distributors: readonly Distributor[], countries: readonly Country[], areas: readonly Area[], lang: Lang): CountryGroup[] {
  const byCode = new Map(areas.map((a) => [a.code, a]))
  const collator = new Intl.Collator(lang)
  return countries
    .map((c) => {
      const groups = new Map<string, RegionGroup>()
      for (const d of distributors.filter((x) => x.country === c.code)) {
        const names = [...new Set(d.areas)].map((code) => nameOf(code, byCode)).sort(collator.compare)
        const key = names.join('\n')
        const group = groups.get(key) ?? { names, distributors: [] }
        group.distributors.push(d)
        groups.set(key, group)
      }
      // The whole country first, then by the first region's name.
      const regions = [...groups.values()].sort(
        (a, b) => Math.min(a.names.length, 1) - Math.min(b.names.length, 1) || collator.compare(a.names.join(' · '), b.names.join(' · ')),
      )
      return { code: c.code, name: c.name[lang], regions }
    })
    .filter((g) => g.regions.length > 0)
    .sort((a, b) => collator.compare(a.name, b.name))
}
