/** The company's facts from site/company, one row per field: checked, with defaults for the optional ones. */
import { langs } from '../../../src/catalogue/langs.ts'
import type { Bilingual } from '../../../src/catalogue/bilingual.ts'
import { type CompanyField, companyDefaults, companyFactFormats, companyFieldNames, companyFields } from '../../../src/catalogue/companyFields.ts'
import type { Company } from '../../../src/catalogue/generatedData.ts'
import { type Place, type Problem, problem, type Step } from '../report/problems.ts'
import type { SiteRows } from '../validate/validateSheets.ts'

type CompanyRows = SiteRows['company']
type At = (row: number, column?: string) => Place

/** `today`, year-month-day: its year is the © line's when the sheet gives none. */
export function assembleCompany(rows: CompanyRows, at: At, today: string): Step<Company> {
  const read = companyValues(rows, at)
  const problems = read.problems
  const values = read.value
  for (const field of companyFieldNames) {
    if (rows.length > 0 && !values.has(field) && companyDefaults[field] === undefined) problems.push(problem('missing-company-field', { ...at(1), row: undefined }, { field }))
  }
  const v = (f: CompanyField) => values.get(f)?.it ?? companyDefaults[f] ?? ''
  const b = (f: CompanyField) => values.get(f) ?? { it: '', en: '' }
  const inRange = (f: CompanyField, min: number, max: number, expected: string) => {
    const n = Number(v(f).replace(',', '.'))
    const row = rows.find((r) => r.value.field === f)
    if (Number.isFinite(n) && n >= min && n <= max) return n
    if (row) problems.push(problem('invalid-value', at(row.row, 'value'), { value: v(f), expected: `"${f}" is ${expected}` }))
    return Number(companyDefaults[f])
  }
  // Checked with their rows above; a wrong value has been reported, so any number will do here.
  const num = (f: CompanyField) => Number(v(f).replace(',', '.'))
  const company: Company = {
    name: v('name'),
    legalAddress: v('legal_address'),
    hqAddress: v('hq_address'),
    warehouseAddress: v('warehouse_address'),
    phone: v('phone'),
    email: v('email'),
    vatNumber: v('vat_number'),
    registration: b('registration'),
    shareCapital: b('share_capital'),
    officeHours: b('office_hours'),
    founded: v('founded'),
    ordersHost: v('orders_host'),
    map: { title: b('map_title'), latitude: num('map_latitude'), longitude: num('map_longitude'), zoom: num('map_zoom') },
    packing: {
      clearanceMm: inRange('packing_clearance_mm', 0, 200, 'the room between instrument and seal in mm, from 0 to 200, e.g. 30'),
      maxFill: inRange('packing_max_fill', 0.1, 1, 'how full a pouch may be, a fraction from 0.1 to 1, e.g. 0.75 for three quarters'),
    },
    ...(v('srn') !== '' ? { srn: v('srn') } : {}),
    copyrightYear: v('copyright_year') || today.slice(0, 4),
  }
  return { value: company, problems }
}

/** Each field's value in both languages; a neutral field (an address, a number) reads the same in both. */
export function companyValueOf(r: CompanyRows[number]['value']): Bilingual {
  return companyFields[r.field] === 'neutral' ? { it: r.value, en: r.value } : { it: r.value_it, en: r.value_en }
}

/** The rows checked one by one: given once, and filled as their kind of field needs. */
function companyValues(rows: CompanyRows, at: At): Step<Map<CompanyField, Bilingual>> {
  const problems: Problem[] = []
  const values = new Map<CompanyField, Bilingual>()
  for (const { row, value: r } of rows) {
    if (values.has(r.field)) problems.push(problem('duplicate-company-field', at(row, 'field'), { field: r.field }))
    if (companyFields[r.field] === 'neutral') {
      if (r.value === '') problems.push(problem('missing-value', at(row, 'value'), { expected: `"${r.field}" needs a value in the "value" column (it reads the same in both languages)` }))
      const format = r.field in companyFactFormats ? companyFactFormats[r.field as keyof typeof companyFactFormats] : undefined
      const checked = format && r.value !== '' ? format.safeParse(r.value) : undefined
      if (checked && !checked.success) problems.push(problem('invalid-value', at(row, 'value'), { value: r.value, expected: checked.error.issues[0]?.message ?? `a value for "${r.field}"` }))
    } else {
      for (const lang of langs) {
        if (r[`value_${lang}`] === '') problems.push(problem('missing-translation', at(row, `value_${lang}`), { lang, field: r.field }))
      }
    }
    values.set(r.field, companyValueOf(r))
  }
  return { value: values, problems }
}
