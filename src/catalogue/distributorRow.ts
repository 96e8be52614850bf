/**
 * One distributor of site/distributors: who it is, where it sits, what it serves and the lines it
 * carries. Each cell is checked for its shape here; codes, borders and lines are checked against
 * their tables by the generator (scripts/catalogue/assemble/assembleDistributors.ts).
 */
import { z } from 'zod'
import { nameText, optionalText, parseNumber, slug } from './cells.ts'
import { companyFactFormats } from './companyFields.ts'

/** A latitude or longitude: a number within ±max, with a point or a comma for decimals. */
const coordinate = (max: number, expected: string) =>
  z.unknown().transform((raw, ctx) => {
    const n = parseNumber(raw)
    if (n === undefined || Math.abs(n) > max) {
      ctx.addIssue({ code: 'custom', message: expected })
      return z.NEVER
    }
    return n
  })

/** A web address a visitor can open: https:// or http://, a host with a dot, no user or password. */
const website = z
  .string()
  .trim()
  .refine((s) => {
    const url = URL.canParse(s) ? new URL(s) : undefined
    return url !== undefined && (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && url.username === '' && url.password === ''
  }, 'expected a full web address starting with https://, e.g. https://www.example.com')

/** Postcode prefixes: letters and digits, up to 5 each, separated by commas. */
const postcodes = optionalText.refine(
  (s) => s.split(/[,;\s]+/).every((p) => p === '' || /^[A-Za-z0-9]{1,5}$/.test(p)),
  'expected the first digits of the postcodes served, separated by commas, e.g. "10, 12, 280" (at most 5 characters each, no spaces inside one)',
)

export const DistributorRow = z.strictObject({
  id: slug,
  name: nameText,
  /** ISO 3166-1 alpha-2, e.g. "DE". */
  country: nameText,
  /** ISO 3166-2 subdivisions of that country, separated by commas; empty: the whole country. */
  areas: optionalText,
  postcodes,
  address: nameText,
  latitude: coordinate(90, 'expected the latitude, a number from -90 to 90 (north positive), with a point or a comma for decimals, e.g. 45.07'),
  longitude: coordinate(180, 'expected the longitude, a number from -180 to 180 (east positive), with a point or a comma for decimals, e.g. 7.68'),
  phone: z.string().trim().pipe(companyFactFormats.phone),
  email: z.string().trim().pipe(companyFactFormats.email),
  website: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), website.optional()),
  /** Line ids, separated by commas. */
  lines: nameText,
})
