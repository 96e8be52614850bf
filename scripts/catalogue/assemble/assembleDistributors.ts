/**
 * Where to buy (site/distributors, and company.csv's sales_area): each distributor's country must
 * be an ISO 3166-1 code, its areas ISO 3166-2 subdivisions of that country, its point inside the
 * country, its lines lines of the catalogue. The company itself joins the list for its own area.
 */
import type { Company, Line } from '../../../src/catalogue/generatedData.ts'
import type { Area, Country, Distributor, WhereToBuy } from '../../../src/catalogue/distributors.ts'
import { type Place, type Problem, problem, type Step } from '../report/problems.ts'
import type { Refusals } from '../validate/refusals.ts'
import type { SiteAt, SiteRows } from '../validate/validateSheets.ts'
import { countryName, countryNamed, countryOfSubdivision, inCountry, isCountry, subdivisionExamples, subdivisionsOf } from './isoAreas.ts'

export interface DistributorsInput {
  rows: SiteRows['distributors']
  companyRows: SiteRows['company']
  company: Company
  lines: Line[]
  refused: Refusals
  at: SiteAt
}

/** A postcode prefix, as distributorRow.ts checks it in the sheet. */
const POSTCODE_PREFIX = /^[A-Z0-9]{1,5}$/

/** The names of a list cell, separated by commas (or spaces, or semicolons), each once, in the order written. */
const listOf = (cell: string): string[] => [...new Set(cell.split(/[,;\s]+/).filter(Boolean))]

export function assembleDistributors({ rows, companyRows, company, lines, refused, at }: DistributorsInput): Step<WhereToBuy> {
  const problems: Problem[] = []
  const lineIds = new Set(lines.map((l) => l.id))
  const writtenLines = refused.written('lines', 'id')
  const knownLine = (id: string) => lineIds.has(id) || refused.sheetRefused('lines') || writtenLines.has(id)
  const distributors: Distributor[] = rows.map(({ row, value: d }) => {
    const cell = (column: string) => at('distributors', row, column)
    const country = d.country.toUpperCase()
    if (!isCountry(country)) problems.push(problem('unknown-country', cell('country'), { value: d.country, named: countryNamed(d.country) }))
    const areas = listOf(d.areas).map((a) => a.toUpperCase())
    if (isCountry(country)) {
      for (const value of areas) if (countryOfSubdivision(value) !== country) problems.push(areaProblem(value, country, cell('areas')))
      const inside = inCountry(country, d.latitude, d.longitude)
      if (inside === false) problems.push(problem('point-outside-country', cell('latitude'), { latitude: d.latitude, longitude: d.longitude, country, swapped: inCountry(country, d.longitude, d.latitude) === true }))
    }
    const carried = listOf(d.lines)
    for (const value of carried) if (!knownLine(value)) problems.push(problem('unknown-line', cell('lines'), { value, lines: [...lineIds] }))
    return {
      id: d.id,
      name: d.name,
      country,
      areas,
      postcodes: listOf(d.postcodes).map((p) => p.toUpperCase()),
      address: d.address,
      latitude: d.latitude,
      longitude: d.longitude,
      phone: d.phone,
      email: d.email,
      ...(d.website !== undefined && { website: d.website }),
      lines: carried,
    }
  })
  const own = companyEntries(companyRows, company, lines, at)
  problems.push(...own.problems)
  const all = [...own.value, ...distributors]
  const countries = [...new Set(all.map((d) => d.country))].filter(isCountry).sort()
  return { value: { distributors: all, countries: countries.map((code): Country => ({ code, name: countryName(code) })), areas: countries.flatMap(areasOf) }, problems }
}

/** A code that is no subdivision of the country: the code with the country in front, when that is one. */
function areaProblem(value: string, country: string, place: Place): Problem {
  const prefixed = countryOfSubdivision(`${country}-${value}`) === country ? `${country}-${value}` : undefined
  return problem('unknown-area', place, { value, country, prefixed, examples: subdivisionExamples(country) })
}

/** The company for its sales area: one entry per country, at the contact map's point, carrying every line. */
function companyEntries(rows: SiteRows['company'], company: Company, lines: Line[], at: SiteAt): Step<Distributor[]> {
  const row = rows.find((r) => r.value.field === 'sales_area')
  if (!row) return { value: [], problems: [] }
  const problems: Problem[] = []
  const postcodesRow = rows.find((r) => r.value.field === 'sales_postcodes')
  const postcodes = listOf(postcodesRow?.value.value ?? '').map((p) => p.toUpperCase())
  const badPostcode = postcodes.find((p) => !POSTCODE_PREFIX.test(p))
  if (postcodesRow && badPostcode !== undefined) {
    problems.push(problem('invalid-value', at('company', postcodesRow.row, 'value'), { value: badPostcode, expected: 'sales_postcodes lists the first digits of the postcodes of the sales area, separated by commas, e.g. "20, 21, 46" (at most 5 characters each)' }))
  }
  const byCountry = new Map<string, string[]>()
  for (const code of listOf(row.value.value).map((c) => c.toUpperCase())) {
    const country = isCountry(code) ? code : countryOfSubdivision(code)
    if (country === undefined) {
      problems.push(problem('invalid-value', at('company', row.row, 'value'), { value: code, expected: 'sales_area lists ISO 3166 codes of countries (IT) or of their subdivisions (IT-25, IT-MI), separated by commas' }))
      continue
    }
    const areas = byCountry.get(country) ?? []
    // A whole country listed covers all of it, whatever else of it is listed.
    byCountry.set(country, code === country || (byCountry.has(country) && areas.length === 0) ? [] : [...areas, code])
  }
  const entries = [...byCountry].map(([country, areas]): Distributor => ({
    id: `company-${country.toLowerCase()}`,
    company: true,
    name: company.name,
    country,
    areas,
    postcodes,
    address: company.hqAddress,
    latitude: company.map.latitude,
    longitude: company.map.longitude,
    phone: company.phone,
    email: company.email,
    lines: lines.map((l) => l.id),
  }))
  return { value: entries, problems }
}

function areasOf(country: string): Area[] {
  return subdivisionsOf(country)
    .map(([code, name, parent]) => ({ code, name, parent }))
    .sort((a, b) => (a.code < b.code ? -1 : 1))
}
