/**
 * The company sheet (catalogue/site/company): its fields, the defaults of those it may leave out,
 * and the shape of each fact the site uses as more than words.
 */
import { z } from 'zod'
import { optionalText, parseNumber } from './cells.ts'
import { postalParts } from './postalAddress.ts'

/** Company facts: one row per field; `value` for facts that read the same in both languages. */
export const companyFields = {
  name: 'neutral',
  legal_address: 'neutral',
  hq_address: 'neutral',
  warehouse_address: 'neutral',
  phone: 'neutral',
  email: 'neutral',
  vat_number: 'neutral',
  registration: 'bilingual',
  share_capital: 'bilingual',
  office_hours: 'bilingual',
  founded: 'neutral',
  orders_host: 'neutral',
  map_title: 'bilingual',
  map_latitude: 'neutral',
  map_longitude: 'neutral',
  map_zoom: 'neutral',
  packing_clearance_mm: 'neutral',
  packing_max_fill: 'neutral',
  /** EUDAMED's Single Registration Number of the manufacturer. */
  srn: 'neutral',
  /** The year of the footer's © line; the year of the build when left out. */
  copyright_year: 'neutral',
  /** Where the company sells itself: ISO 3166 codes of countries or subdivisions (e.g. "IT-25, IT-21"); the where-to-buy page shows it there. */
  sales_area: 'neutral',
  /** The first digits of the postcodes of that area, as distributors.csv writes them: a visitor typing a postcode finds the company. */
  sales_postcodes: 'neutral',
} as const
export type CompanyField = keyof typeof companyFields

/**
 * Company fields a sheet may leave out, with the value then used. The packing rule follows the
 * makers' published guidance: about 3 cm between the item and each seal, a pouch at most 3/4 full.
 */
export const companyDefaults: Partial<Record<CompanyField, string>> = {
  packing_clearance_mm: '30',
  packing_max_fill: '0.75',
  srn: '',
  // Empty: the generator writes the year of the day it runs.
  copyright_year: '',
  // Empty: the company sells through its distributors only.
  sales_area: '',
  sales_postcodes: '',
}
export const companyFieldNames = Object.keys(companyFields) as CompanyField[]
export const CompanyRow = z.strictObject({
  field: z.enum(companyFieldNames as [CompanyField, ...CompanyField[]], {
    error: `expected one of: ${companyFieldNames.join(', ')}`,
  }),
  value: optionalText,
  value_it: optionalText,
  value_en: optionalText,
})

/** A number from the company sheet within a range; `whole` refuses decimals. */
const numberWithin = (min: number, max: number, what: string, whole = false) =>
  z.string().transform((s, ctx) => {
    const n = parseNumber(s)
    if (n === undefined || n < min || n > max || (whole && !Number.isInteger(n))) {
      ctx.addIssue({ code: 'custom', message: `expected ${what}` })
      return z.NEVER
    }
    return n
  })

/** An address the structured data splits into street, postcode and town (src/catalogue/postalAddress.ts). */
const postalAddress = z
  .string()
  .refine((s) => postalParts(s) !== undefined, 'expected an address written as street and number, postcode and town, then the province, e.g. "Via dei Setaioli 8, 20123 Milano (MI)"')

/** EUDAMED's Single Registration Number of a manufacturer: country, "MF", nine digits, e.g. IT-MF-000012345. */
const Srn = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}-MF-\d{9}$/, 'expected the SRN EUDAMED gave the manufacturer: country code, "MF" and nine digits, e.g. IT-MF-000012345')

/**
 * Company facts the site uses as more than words: in links (mailto:, tel:, the order tracking
 * address) and in the map. A wrong one would build a broken site, so each must have its shape.
 */
export const companyFactFormats = {
  email: z.string().regex(/^[^\s@<>()[\]"',;:]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/, 'expected an e-mail address such as info@example.com'),
  phone: z
    .string()
    // The "+" and the country code: a number typed without them loses its leading 0 in Excel and Calc.
    .regex(/^\+[0-9][0-9 ()./-]*$/, 'expected a phone number with "+" and the country code in front, e.g. +39 02 1234 5678 (a number without them loses its leading 0 in Excel)')
    .refine((s) => s.replace(/\D/g, '').length >= 6, 'expected a phone number of at least 6 digits, e.g. +39 02 1234 5678'),
  // With its country prefix, as on invoices: digits alone lose their leading zeros in Excel and Calc.
  vat_number: z.string().regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'expected a VAT number with its country prefix, e.g. IT01234567890 (digits alone lose their leading zeros in Excel)'),
  orders_host: z.string().refine((s) => {
    const url = URL.canParse(s) ? new URL(s) : undefined
    return url !== undefined && url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === ''
  }, 'expected a full web address starting with https://, e.g. https://orders.example.com'),
  ...Object.fromEntries((['legal_address', 'hq_address', 'warehouse_address'] as const).map((field) => [field, postalAddress])),
  map_latitude: numberWithin(-90, 90, 'a number from -90 to 90 (the latitude), e.g. 45.395'),
  map_longitude: numberWithin(-180, 180, 'a number from -180 to 180 (the longitude), e.g. 9.256'),
  map_zoom: numberWithin(1, 19, 'a whole number from 1 (the whole world) to 19 (one street), e.g. 11', true),
  srn: Srn,
  copyright_year: z.string().regex(/^(19|20)\d{2}(?:\s*[–-]\s*(19|20)\d{2})?$/, 'expected the year of the © line at the foot of every page, e.g. 2025, or the years since the site began, e.g. 2016–2025'),
} satisfies Partial<Record<CompanyField, z.ZodType<unknown, string>>>
