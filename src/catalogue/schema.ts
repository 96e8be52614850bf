/**
 * The catalogue's shapes: one module, read by the generator (scripts/) and by the pages (src/).
 * Sheet rows are validated with the `*Row` schemas; the generated JSON follows the other schemas,
 * and every type the site uses is inferred from them. No React here: this module loads in Node.
 */
import { z } from 'zod'
import { gmnCheckPair } from './gmnCheckPair.ts'
import { gtinCheckDigit } from './gtinCheckDigit.ts'
import { postalParts } from './postalAddress.ts'
import { BdRdmTypeCell, bdRdmTypes, Methods, OrderUnitCell, Srn, SterilisationMethod, YesNo } from './deviceAttributes.ts'
import { langs } from './langs.ts'

export { langs }
export const Lang = z.enum(langs)
export type Lang = z.infer<typeof Lang>

/** One value per language of the site: a text, a label, a file name… */
export type Localised<T> = Record<Lang, T>

/** Whether a value is one per language, e.g. a Bilingual text rather than a size or a number. */
export function isLocalised(value: unknown): value is Localised<unknown> {
  return typeof value === 'object' && value !== null && Object.keys(value).length === langs.length && langs.every((lang) => lang in value)
}

/** The schema of a Localised<T>, from the schema of its value. */
function localised<S extends z.ZodType>(value: S) {
  return z.object(Object.fromEntries(langs.map((lang) => [lang, value])) as Localised<S>)
}

/** A text the site shows in both languages. */
export const Bilingual = localised(z.string())
export type Bilingual = Localised<string>

// ---------------------------------------------------------------- cell values
// Sheet cells arrive as strings (CSV, text cells) or numbers (XLSX number cells); these
// turn them into typed values with messages a product manager can act on.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Excel stores a text cell that looks like a number (a phone, a code "1234") as a number. */
const numberAsText = (v: unknown) => (typeof v === 'number' ? String(v) : v)

/** How Excel writes a long number in a CSV file: "8.01235E+12", the digits after the sixth lost. */
const SCIENTIFIC = /^\d+(?:[.,]\d+)?E[+-]?\d+$/i
const SCIENTIFIC_HINT = 'this is a number in scientific notation, as Excel writes long numbers, and its last digits are lost'
const LONG_NUMBER = 'the cell holds a number of more than 15 digits, which Excel cannot keep whole'

/**
 * The most characters a cell may hold, far above any real value: more is a paste gone wrong (a
 * description in a name cell, a whole column in one cell), refused before anything else reads it.
 */
export const MAX_CHARS = { code: 40, name: 200, text: 10_000, legalText: 100_000 } as const

/** A length cap whose message gives the cap, the length found and what to look at. */
function atMost(max: number, what: string) {
  return z.string().max(max, {
    error: (issue) => `expected ${what} of at most ${max} characters, and this cell has ${String(issue.input).length}: check that it holds what its column asks for`,
  })
}

/** Trimmed text, required, of at most `max` characters. */
function requiredText(max: number, what: string) {
  return z.preprocess(
    numberAsText,
    z
      .string({ error: 'this cell must not be empty' })
      .transform((s) => s.trim())
      .pipe(z.string().min(1, 'this cell must not be empty'))
      .pipe(atMost(max, what)),
  )
}

/** Trimmed text, required: a description, a text of the home or about page. */
const text = requiredText(MAX_CHARS.text, 'a text')

/** A name, title or label: short by nature. */
const nameText = requiredText(MAX_CHARS.name, 'a name')

/** Trimmed text, may be empty. */
export const optionalText = z.preprocess(
  numberAsText,
  z
    .string()
    .optional()
    .transform((s) => s?.trim() ?? '')
    .pipe(atMost(MAX_CHARS.text, 'a text')),
)

const slug = z
  .string({ error: 'a web address part is required here' })
  .transform((s) => s.trim())
  .pipe(z.string().regex(SLUG, 'expected a web address part: lower-case letters, digits and single hyphens, e.g. "flat-pouches"'))

/** A slug that may be empty (a line whose products sit directly under the category). */
const optionalSlug = z
  .string()
  .optional()
  .transform((s) => s?.trim() ?? '')
  .pipe(z.union([z.literal(''), z.string().regex(SLUG, 'expected lower-case letters, digits and single hyphens, or an empty cell')]))

/** A file under public/, written as the path the browser asks for: "/images/…" or "/pdfs/…". */
const publicPath = z
  .string({ error: 'a file path is required here, e.g. "/images/products/flat-pouch.png"' })
  .transform((s) => s.trim())
  .pipe(z.string().regex(/^\/[A-Za-z0-9._\-/]+$/, 'expected a path under public/ starting with "/", e.g. "/images/products/flat-pouch.png", with no spaces'))

function parseNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return raw
  if (typeof raw !== 'string') return undefined
  const s = raw.trim()
  // One decimal separator, comma (Italian) or point; no thousands separators, no units.
  if (!/^-?\d+(?:[.,]\d+)?$/.test(s)) return undefined
  return Number(s.replace(',', '.'))
}

/** A positive number; a comma or a point may separate decimals. */
export const positiveNumber = z.unknown().transform((raw, ctx) => {
  const n = parseNumber(raw)
  if (n === undefined || !Number.isFinite(n) || n <= 0) {
    ctx.addIssue({ code: 'custom', message: 'expected a positive number, digits only (no units, no spaces), e.g. 75 or 3,5' })
    return z.NEVER
  }
  return n
})

/** A positive whole number with no thousands separators. */
export const wholeNumber = z.unknown().transform((raw, ctx) => {
  // "1.000" is a thousand to an Italian and one to an English reader: digits only.
  const n = typeof raw === 'string' && !/^\s*\d+\s*$/.test(raw) ? undefined : parseNumber(raw)
  if (n === undefined || !Number.isInteger(n) || n <= 0) {
    ctx.addIssue({ code: 'custom', message: 'expected a whole number greater than 0, digits only (no dots, commas or spaces), e.g. 1000' })
    return z.NEVER
  }
  return n
})

// .optional() rather than a union with z.undefined(): a union would replace the messages above with "Invalid input".
export const optionalPositiveNumber = positiveNumber.optional()
export const optionalWholeNumber = wholeNumber.optional()

/** A date as year-month-day; a number cell (a date typed as 20250915) is read as its digits, and refused. */
const DATE_HINT = 'expected a date written as year-month-day, e.g. 2025-09-15 (in Excel, format the cell as Text first)'
const dateCell = (v: unknown) => (typeof v === 'number' ? `${v}` : v)
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)

/**
 * A date as Excel and Calc show and save it in a CSV file, "15/09/2025" (or 15.09.2025, 15-09-2025),
 * read as Italian Excel writes it, day first, unless only month first makes sense (09/15/2025):
 * the year-month-day to type instead. Undefined when it is no such date.
 */
function dateAsTyped(s: string): string | undefined {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s.trim())
  if (!m) return undefined
  const [a, b, year] = [Number(m[1]), Number(m[2]), m[3]!]
  const [day, month] = a > 12 || b <= 12 ? [a, b] : [b, a]
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  return isDate(iso) ? iso : undefined
}

/** A date cell's check, whose message names the date to type when Excel wrote it day/month/year. */
const dateRule = z.string().trim().superRefine((s, ctx) => {
  if (isDate(s)) return
  const iso = dateAsTyped(s)
  const message = iso
    ? `expected year-month-day: this date is written day/month/year, as Excel and Calc show dates; write ${iso} and format the column as Text, so the spreadsheet keeps it as typed`
    : DATE_HINT
  ctx.addIssue({ code: 'custom', message })
})
const dateText = (missing: string) => z.preprocess(dateCell, z.string({ error: missing }).pipe(dateRule))
const optionalDate = z.preprocess(dateCell, dateRule.optional())

/**
 * The day a product or a code stopped being sold: it leaves the lists, the search and the sitemap,
 * and its page, its GTINs and its instructions for use stay, saying so.
 */
export const WithdrawnDate = optionalDate

/**
 * Columns holding dates: a date cell there is a date typed in a cell that was not formatted as
 * Text, and the check says how to keep it (readSources.ts).
 */
export const dateColumns: readonly string[] = ['issued', 'doc_issued', 'valid_until']

// ---------------------------------------------------------------- regulatory identifiers
// Checked as GS1 and the regulations define them. A refusal by a check digit or check pair names
// its problem code in the issue's params, so the report can say what a wrong check means.

/** Problem codes of the checks below, as the catalogue check reports them (scripts/catalogue/report/problemCodes.ts). */
export const checkRefusals = ['gtin-check-digit', 'basic-udi-di-check', 'gtin-restricted-prefix', 'gtin-isbn-prefix', 'gtin-all-zeros'] as const
export type CheckRefusal = (typeof checkRefusals)[number]
const refusedBy = (problem: CheckRefusal) => ({ params: { problem } })

/** A GTIN's digits: 14 in the generated JSON, a GTIN-13 (or shorter) with leading zeros, which make it no other GTIN. */
export const GTIN_DIGITS = 14
/** GS1's four GTIN lengths: GTIN-8, GTIN-12 (U.P.C.), GTIN-13, GTIN-14; a 9-, 10- or 11-digit number is none of them. */
const GTIN_LENGTHS = [8, 12, 13, 14]
const GTIN_HINT = 'expected a GTIN of 8, 12, 13 or 14 digits (GTIN-13 is the usual one), digits only, e.g. 9521234100007'

/**
 * The GS1 prefix of a GTIN-12, -13 or -14: the first three digits after the indicator digit, which
 * is the first of 14. A GTIN-8 has its own prefixes and is not read here.
 */
const gs1PrefixOf = (gtin14: string): number | undefined => (gtin14.startsWith('000000') ? undefined : Number(gtin14.slice(1, 4)))

/**
 * GS1 prefixes a trade item never carries outside one company or one country: restricted
 * circulation numbers (GS1 General Specifications §2.1.11: 020–029 and 040–049 for a U.P.C.,
 * 200–299 for a GTIN-13), which each GS1 office defines for itself (store numbering, weights).
 */
const isRestrictedCirculation = (prefix: number): boolean => (prefix >= 20 && prefix <= 29) || (prefix >= 40 && prefix <= 49) || (prefix >= 200 && prefix <= 299)
/** Bookland and serial publications: 977 ISSN, 978 and 979 ISBN (and ISMN), numbers of publications, not of devices. */
const isPublicationPrefix = (prefix: number): boolean => prefix >= 977 && prefix <= 979

/** Excel stores a GTIN typed in a General cell as a number, and drops its leading zero: padded back below. */
export const Gtin = z.preprocess(
  (v, ctx) => {
    if (typeof v === 'number' && Number.isInteger(v) && v >= 1e15) {
      ctx.addIssue({ code: 'custom', message: `${LONG_NUMBER}: format the gtin column as Text and type the GTIN again` })
      return z.NEVER
    }
    // A GTIN-12 typed in a General cell loses its leading zeros: 8 to 11 digits left of one are read back as the GTIN-12 they were.
    if (typeof v === 'number' && Number.isInteger(v) && v >= 1e7 && v < 1e11) return String(v).padStart(12, '0')
    return numberAsText(v)
  },
  z
    .string({ error: 'a GTIN is required here' })
    .trim()
    .refine((s) => !SCIENTIFIC.test(s), { error: `${SCIENTIFIC_HINT}: format the gtin column as Text, type the GTINs again and save`, abort: true })
    .refine((s) => /^\d+$/.test(s) && GTIN_LENGTHS.includes(s.length), { error: GTIN_HINT, abort: true })
    .transform((s) => s.padStart(GTIN_DIGITS, '0'))
    .refine((g) => !/^0+$/.test(g), { error: 'a GTIN of zeros only is no GTIN', abort: true, ...refusedBy('gtin-all-zeros') })
    .refine((g) => gtinCheckDigit(g.slice(0, -1)) === Number(g.slice(-1)), {
      error: 'the last digit, the check digit, does not match the digits before it',
      abort: true,
      ...refusedBy('gtin-check-digit'),
    })
    .refine((g) => !isRestrictedCirculation(gs1PrefixOf(g) ?? 0), { error: 'its GS1 prefix is one for restricted circulation', abort: true, ...refusedBy('gtin-restricted-prefix') })
    .refine((g) => !isPublicationPrefix(gs1PrefixOf(g) ?? 0), { error: 'its GS1 prefix is one of books and periodicals (ISBN, ISSN)', ...refusedBy('gtin-isbn-prefix') }),
)

/** GS1 company prefix (at least five digits), model reference, check pair: at most 25 characters. */
const BASIC_UDI_DI_MAX = 25
const BASIC_UDI_DI_HINT =
  'expected a Basic UDI-DI as GS1 makes it (a Global Model Number): the GS1 company prefix, the model reference and two check characters, at most 25 characters, e.g. 872003953HF-236PX6'
const BasicUdiDi = z.preprocess(
  (v, ctx) => {
    if (typeof v === 'number' && !(Number.isInteger(v) && v < 1e15)) {
      ctx.addIssue({ code: 'custom', message: `${LONG_NUMBER}: format the basic_udi_di column as Text and type the Basic UDI-DI again` })
      return z.NEVER
    }
    return numberAsText(v)
  },
  z
    .string()
    .trim()
    .refine((s) => !SCIENTIFIC.test(s), { error: `${SCIENTIFIC_HINT}: format the basic_udi_di column as Text and type the Basic UDI-DI again`, abort: true })
    .refine((s) => s.length >= 8 && s.length <= BASIC_UDI_DI_MAX && /^\d{5}/.test(s) && /[2-9A-HJ-NP-Z]{2}$/.test(s) && gmnCheckPair(s.slice(0, -2)) !== undefined, {
      error: BASIC_UDI_DI_HINT,
      abort: true,
    })
    .refine((s) => gmnCheckPair(s.slice(0, -2)) === s.slice(-2), {
      error: 'its last two characters, the check pair, do not match the characters before them',
      ...refusedBy('basic-udi-di-check'),
    })
    .optional(),
)

/** An EMDN code: the category's letter, then two digits for each level down, e.g. S01010101. */
const Emdn = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z
    .string({ error: 'expected an EMDN code as text, e.g. S01010101' })
    .regex(/^[A-Z](?:\d{2}){1,6}$/, 'expected an EMDN code as the nomenclature writes it: one capital letter, then digits, two for each level (no spaces or dots), e.g. S01010101')
    .optional(),
)

/** The Ministry of Health's registration number in its medical device database (BD/RDM): digits only. */
export const BdRdm = z.preprocess(
  numberAsText,
  z
    .string({ error: 'expected the BD/RDM registration number, digits only' })
    .trim()
    .regex(/^\d{1,12}$/, 'expected the BD/RDM registration number, digits only (no spaces, dots or letters), e.g. 1234567')
    .optional(),
)

/** MDR's risk classes (Regulation (EU) 2017/745, Annex VIII), as the regulation writes them. */
export const riskClasses = ['I', 'Is', 'Im', 'Ir', 'IIa', 'IIb', 'III'] as const
const riskClassByLowerCase = new Map(riskClasses.map((c) => [c.toLowerCase(), c]))
const RiskClassCell = z.preprocess(
  // "iia", "IIA", "Class IIa", "classe IIa": the spelling product managers type, read as MDR writes it.
  (v) => (typeof v === 'string' ? (riskClassByLowerCase.get(v.trim().toLowerCase().replace(/^classe?\s+/, '')) ?? v.trim()) : v),
  z
    .enum(riskClasses, {
      error: `expected one of MDR's risk classes: ${riskClasses.join(', ')} (Is: sterile, Im: with a measuring function, Ir: reusable surgical instrument)`,
    })
    .optional(),
)

// ---------------------------------------------------------------- site sheets (catalogue/site)

export const categoryIds = ['medical', 'dental', 'industrial'] as const
export const CategoryId = z.enum(categoryIds, { error: `expected one of: ${categoryIds.join(', ')}` })
export type CategoryId = z.infer<typeof CategoryId>

export const CategoryRow = z.strictObject({
  id: CategoryId,
  slug_it: slug,
  slug_en: slug,
  name_it: nameText,
  name_en: nameText,
  description_it: text,
  description_en: text,
  image: publicPath,
  /** The order of the lines on the category page, as line ids separated by commas; the lines sheet's order for any not named. */
  line_order: optionalText,
})

export const LineRow = z.strictObject({
  id: slug,
  /** The category page that lists the line; also_in names the other ones. */
  category: CategoryId,
  also_in: optionalText,
  /** The category whose web address the products sit under, when not `category` (dental tray: listed on Dental, at /sanitario/dental-tray). */
  path_category: CategoryId.optional(),
  slug_it: optionalSlug,
  slug_en: optionalSlug,
  name_it: nameText,
  name_en: nameText,
  description_it: text,
  description_en: text,
  note_it: optionalText,
  note_en: optionalText,
  /** Languages the line is sold in, each needing a current IFU for every product; empty: no IFU required. */
  ifu_languages: optionalText,
  /** The line's EU declaration of conformity: its PDF and the date it was signed, both or neither. */
  doc_pdf: publicPath.optional(),
  doc_issued: optionalDate,
})

/** Twenty years: longer is a number typed in days or weeks. */
const MAX_SHELF_LIFE_MONTHS = 240

export const ProductRow = z.strictObject({
  line: slug,
  slug_it: slug,
  slug_en: slug,
  name_it: nameText,
  name_en: nameText,
  description_it: text,
  description_en: text,
  image: publicPath,
  table: optionalText,
  note_it: optionalText,
  note_en: optionalText,
  features_it: optionalText,
  features_en: optionalText,
  /** "yes" on pouches and rolls: their page offers the pouch finder, which sizes a pouch for an instrument. */
  pouch_finder: z
    .preprocess((v) => (v === undefined ? '' : typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(['yes', ''], { error: 'write "yes" on pouches and rolls, whose page offers the pouch finder, or leave the cell empty' }))
    .transform((v) => v === 'yes'),
  /** Regulatory data for a hospital's tender, each optional: the Basic UDI-DI (GS1), the EMDN code, the BD/RDM number, the MDR risk class. */
  basic_udi_di: BasicUdiDi,
  emdn: Emdn,
  bd_rdm: BdRdm,
  risk_class: RiskClassCell,
  /** Months from production to expiry: a lot's expiry date, less this, is the latest day it was made (its IFU revision). */
  shelf_life_months: optionalWholeNumber.refine((n) => n === undefined || n <= MAX_SHELF_LIFE_MONTHS, `expected the shelf life in months, a whole number from 1 to ${MAX_SHELF_LIFE_MONTHS}, e.g. 60`),
  // Device attributes a tender asks for (deviceAttributes.ts); a product table may override the per-code ones.
  bd_rdm_type: BdRdmTypeCell,
  sterile: YesNo,
  single_use: YesNo,
  latex_free: YesNo,
  pvc_free: YesNo,
  methods: Methods,
  /** Ids from standards.csv, separated by commas. */
  standards: optionalText,
  storage_it: optionalText,
  storage_en: optionalText,
  /** What it is made of, as a buyer compares lines: "medical paper 60 g/m², PET/PP film". */
  materials_it: optionalText,
  materials_en: optionalText,
  /** The level a buyer orders and the request list counts: pack, box or carton. */
  order_unit: OrderUnitCell,
  /** The day the product stopped being sold, year-month-day; empty while it is sold. */
  withdrawn: WithdrawnDate,
})

/** A standard a product meets, named once: products.csv lists them by id. */
export const StandardRow = z.strictObject({
  id: slug,
  name: nameText,
  title_it: text,
  title_en: text,
})

/**
 * What EUDAMED asks of a device model (its Basic UDI-DI) that the rest of the catalogue does not
 * say: each a yes or a no, as the manufacturer declares it. The EUDAMED export (npm run
 * export:eudamed) reads them; a model without its row is listed there with what it lacks.
 */
export const eudamedFlagColumns = [
  'active',
  'implantable',
  'administers_medicine',
  'animal_tissues',
  'human_tissues',
  'medicinal_substance',
  'human_blood_substance',
  'reprocessed',
  'sterilise_before_use',
  'cmr_substances',
  'endocrine_substances',
] as const
export type EudamedFlag = (typeof eudamedFlagColumns)[number]
const requiredYesNo = YesNo.refine((v) => v !== undefined, 'expected "yes" or "no": EUDAMED needs an answer')
export const EudamedRow = z.strictObject({
  basic_udi_di: BasicUdiDi.refine((v) => v !== undefined, 'the Basic UDI-DI of a products.csv row is required here'),
  ...(Object.fromEntries(eudamedFlagColumns.map((c) => [c, requiredYesNo])) as Record<EudamedFlag, typeof requiredYesNo>),
})

export const NewsRow = z.strictObject({
  id: slug,
  title_it: nameText,
  title_en: nameText,
  description_it: text,
  description_en: text,
  image: publicPath,
})

/** Keyed texts of the home and about pages. */
export const textKeys = [
  'hero.title',
  'hero.subtitle',
  'hero.cta',
  'categories.title',
  'news.title',
  'why.title',
  'why.text',
  'about.slogan',
  'about.title',
] as const
const TextKey = z.enum(textKeys, { error: `expected one of: ${textKeys.join(', ')}` })
export const TextRow = z.strictObject({ key: TextKey, text_it: text, text_en: text })

export const AboutRow = z.strictObject({
  section: wholeNumber,
  image: publicPath,
  image_alt_it: nameText,
  image_alt_en: nameText,
  title_it: nameText,
  title_en: nameText,
  text_it: text,
  text_en: text,
})

export const CertificationRow = z.strictObject({
  id: slug,
  name_it: nameText,
  name_en: nameText,
  pdf: publicPath,
  /** The last day the certificate is valid; a certificate past it is refused. */
  valid_until: optionalDate,
  /** The certificate's number, as the certification body printed it (a tender asks for the ISO 13485 one). */
  number: optionalText,
})

/**
 * A list of terms that mean one thing to a visitor, separated by commas ("plasma, H2O2, SteriLow"):
 * at least two, each with a letter or digit, none repeated.
 */
const termList = requiredText(MAX_CHARS.name, 'a list of terms').pipe(
  z.string().transform((s, ctx) => {
    const terms = s.split(',').map((t) => t.trim())
    if (terms.some((t) => !/[\p{L}\p{N}]/u.test(t))) {
      ctx.addIssue({ code: 'custom', message: 'expected terms separated by commas, each with a letter or digit: an empty term, or two commas in a row, is not one' })
      return z.NEVER
    }
    const distinct = new Set(terms.map((t) => t.toLowerCase()))
    if (distinct.size < 2) {
      ctx.addIssue({ code: 'custom', message: 'expected at least two different terms separated by commas, e.g. "plasma, H2O2, SteriLow": one term has no synonym' })
      return z.NEVER
    }
    if (distinct.size < terms.length) {
      ctx.addIssue({ code: 'custom', message: 'a term is written twice in this cell: write each term once' })
      return z.NEVER
    }
    return terms
  }),
)

/** One group of the search's synonyms: terms a visitor may use for one thing, in each language. */
export const SynonymRow = z.strictObject({
  terms_it: termList,
  terms_en: termList,
})

/** One revision of one IFU document in one language; earlier revisions stay as rows. */
export const IfuRow = z.strictObject({
  page: slug,
  document: nameText,
  /**
   * Digits are written with at least two, as labels print them ("1" → "01"): Excel and Calc turn
   * the "01" typed in a cell into 1, and the revision must read the same after they save it.
   */
  revision: nameText.transform((r) => (/^\d+$/.test(r) ? r.padStart(2, '0') : r)),
  issued: dateText('the issue date is required, written as year-month-day, e.g. 2025-09-15'),
  current: z.preprocess(
    (v) => (v === undefined ? '' : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['yes', ''], { error: 'write "yes" for the revision in force, or leave the cell empty for an earlier one' }),
  ).transform((v) => v === 'yes'),
  language: z.string().trim().regex(/^[a-z]{2}$/, 'expected a two-letter language code, e.g. "de"'),
  language_name_it: nameText,
  language_name_en: nameText,
  flag: z.string().trim().regex(/^[a-z]{2}$/, 'expected a two-letter country code for the flag, e.g. "gb"'),
  product: nameText,
  products: text,
  pdf: publicPath,
})

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

// ---------------------------------------------------------------- product tables (catalogue/tables)

/** Units of the numbers in product tables; the page writes the unit after the number. */
const units = ['mm', 'm', 'g/m²'] as const
type Unit = (typeof units)[number]

/**
 * What a product-table column holds. A bilingual column is two sheet columns, `<name>_it` and
 * `<name>_en`. Size parts are numbers shown together as one column (see sizeColumn). A heading
 * (group_it and group_en on a row without a code) splits the table and is no column of its own.
 * `shownAs` is the name the page knows a column by, when it is not the field's name.
 */
export type TableColumnDef =
  | { type: 'code' | 'gtin' | 'bilingual'; required?: true; label: Localised<string> }
  // A device attribute a code may hold apart from its product's (deviceAttributes.ts): shown where some code of the table differs.
  | { type: 'bdRdm' | 'bdRdmType' | 'yesNo' | 'methods'; override: true; label: Localised<string> }
  | { type: 'number' | 'whole'; unit?: Unit; required?: true; shownAs?: string; label: Localised<string> }
  | { type: 'sizePart'; unit: Unit }
  | { type: 'heading'; label: Localised<string> }
  | { type: 'withdrawn'; label: Localised<string> }

/**
 * The columns a product table may have, by their name in the sheet, in the order the page shows
 * them. Everything else follows from here: which sheet columns are allowed and required, how a
 * cell is read and checked, the generated JSON (a column's field is its sheet name in camelCase:
 * grammage_gsm → grammageGsm), which columns a product's table shows, their headers and how
 * their cells are written. Numbers are stored in one unit and formatted per language when the
 * page is built, so the two languages cannot disagree.
 */
export const tableColumns = {
  code: { type: 'code', required: true, label: { it: 'Codice', en: 'Code' } },
  // The UDI-DI a hospital's tender asks for beside each code.
  gtin: { type: 'gtin', label: { it: 'GTIN', en: 'GTIN' } },
  // The MDR gives each higher packaging level a UDI-DI of its own: the box of packs, and the shipping carton.
  box_gtin: { type: 'gtin', label: { it: 'GTIN scatola', en: 'Box GTIN' } },
  carton_gtin: { type: 'gtin', label: { it: 'GTIN cartone', en: 'Carton GTIN' } },
  variant: { type: 'bilingual', label: { it: 'Descrizione', en: 'Description' } },
  width_mm: { type: 'sizePart', unit: 'mm' },
  gusset_mm: { type: 'sizePart', unit: 'mm' },
  length_mm: { type: 'sizePart', unit: 'mm' },
  length_m: { type: 'sizePart', unit: 'm' },
  grammage_gsm: { type: 'number', unit: 'g/m²', shownAs: 'grammage', label: { it: 'Grammatura', en: 'Grammage' } },
  colour: { type: 'bilingual', label: { it: 'Colore', en: 'Colour' } },
  process: { type: 'bilingual', label: { it: 'Processo', en: 'Process' } },
  sterilisation: { type: 'bilingual', label: { it: 'Valori di sterilizzazione', en: 'Sterilisation values' } },
  pieces: { type: 'whole', required: true, label: { it: 'Pezzi per confezione', en: 'Pieces per package' } },
  box_pieces: { type: 'whole', label: { it: 'Pezzi per scatola', en: 'Pieces per box' } },
  carton_pieces: { type: 'whole', label: { it: 'Pezzi per cartone', en: 'Pieces per carton' } },
  // Per-code overrides of the product's device attributes (products.csv): a size that differs.
  methods: { type: 'methods', override: true, label: { it: 'Metodi di sterilizzazione', en: 'Sterilisation methods' } },
  sterile: { type: 'yesNo', override: true, label: { it: 'Sterile', en: 'Sterile' } },
  single_use: { type: 'yesNo', override: true, label: { it: 'Monouso', en: 'Single use' } },
  latex_free: { type: 'yesNo', override: true, label: { it: 'Senza lattice', en: 'Latex-free' } },
  pvc_free: { type: 'yesNo', override: true, label: { it: 'Senza PVC/DEHP', en: 'PVC/DEHP-free' } },
  bd_rdm_type: { type: 'bdRdmType', override: true, label: { it: 'Tipo BD/RDM', en: 'BD/RDM type' } },
  bd_rdm: { type: 'bdRdm', override: true, label: { it: 'N. BD/RDM', en: 'BD/RDM number' } },
  /** The name structured data gives a heading's text, which a page shows above its codes. */
  group: { type: 'heading', label: { it: 'Gruppo', en: 'Group' } },
  /** The day the code stopped being sold: it leaves the table, and the page lists it apart (WithdrawnCode). */
  withdrawn: { type: 'withdrawn', label: { it: 'Non più in vendita dal', en: 'No longer sold since' } },
} as const satisfies Record<string, TableColumnDef>

/** The size parts, shown together where the first of them is declared: "75 × 200 mm", "50 mm × 200 m". */
export const sizeColumn = { label: { it: 'Formato', en: 'Size' } } as const satisfies { label: Localised<string> }

type TableColumns = typeof tableColumns
export type TableColumn = keyof TableColumns
type ColumnOfType<T extends TableColumnDef['type']> = { [K in TableColumn]: TableColumns[K]['type'] extends T ? K : never }[TableColumn]
const columnList = Object.entries(tableColumns) as [TableColumn, TableColumnDef][]

/** A column's field in the generated JSON: its sheet name in camelCase (grammage_gsm → grammageGsm). */
type FieldOf<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<FieldOf<Tail>>}` : S
export function fieldOf<K extends TableColumn>(column: K): FieldOf<K> {
  return column.replace(/_(.)/g, (_, c: string) => c.toUpperCase()) as FieldOf<K>
}

/** The sheet columns of a table column: "code", or "colour_it" and "colour_en". */
export function sheetColumnsOf(column: TableColumn): string[] {
  const { type } = tableColumns[column]
  return type === 'bilingual' || type === 'heading' ? langs.map((lang) => `${column}_${lang}`) : [column]
}

export const ProductCode = z.preprocess(
  (v, ctx) => {
    // Excel keeps 15 digits of a number: a longer code stored as one has lost its last digits.
    if (typeof v === 'number' && !(Number.isInteger(v) && v < 1e15)) {
      ctx.addIssue({ code: 'custom', message: `${LONG_NUMBER}: format the code column as Text and type the code again` })
      return z.NEVER
    }
    return numberAsText(v)
  },
  z
    .string({ error: 'a product code is required' })
    .transform((s) => s.trim())
    .pipe(atMost(MAX_CHARS.code, 'a product code'))
    .pipe(z.string().refine((s) => !SCIENTIFIC.test(s), `${SCIENTIFIC_HINT}: format the code column as Text, type the codes again and save`))
    .pipe(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9./-]*$/, 'expected a product code of letters, digits, "-", "." or "/", with no spaces')),
)

/** The size parts in declaration order, each with its unit. */
export const sizeParts = columnList.flatMap(([column, def]) => (def.type === 'sizePart' ? [{ field: fieldOf(column as ColumnOfType<'sizePart'>), unit: def.unit }] : []))

type SizeShape = { [K in ColumnOfType<'sizePart'> as FieldOf<K>]: z.ZodOptional<z.ZodNumber> }
export const Size = z.object(Object.fromEntries(sizeParts.map(({ field }) => [field, z.number().optional()])) as SizeShape)
export type Size = z.infer<typeof Size>

/** How each type of column is stored in the generated JSON. */
const valueOfType = {
  code: z.string(),
  gtin: z.string().regex(/^\d{14}$/),
  number: z.number(),
  whole: z.number().int(),
  bilingual: Bilingual,
  bdRdm: z.string(),
  bdRdmType: z.enum(bdRdmTypes),
  yesNo: z.boolean(),
  methods: z.array(SterilisationMethod),
} as const
type ValueColumn = ColumnOfType<keyof typeof valueOfType>
type ValueSchema<K extends ValueColumn> = (typeof valueOfType)[TableColumns[K]['type']]
type ItemShape = { [K in ValueColumn as FieldOf<K>]: TableColumns[K] extends { required: true } ? ValueSchema<K> : z.ZodOptional<ValueSchema<K>> } & {
  size: z.ZodOptional<typeof Size>
}

function itemShape(): ItemShape {
  const shape: Record<string, z.ZodType> = {}
  for (const [column, def] of columnList) {
    if (def.type === 'sizePart') shape.size ??= Size.optional()
    else if (def.type !== 'heading' && def.type !== 'withdrawn') shape[fieldOf(column)] = 'required' in def && def.required ? valueOfType[def.type] : valueOfType[def.type].optional()
  }
  return shape as ItemShape
}
export const TableItem = z.object(itemShape())
export type TableItem = z.infer<typeof TableItem>

/** A code no longer sold: what it was, and since when. Its GTIN keeps resolving; the product page lists it apart. */
export const WithdrawnCode = TableItem.extend({ withdrawn: z.string() })
export type WithdrawnCode = z.infer<typeof WithdrawnCode>

const TableRowOut = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('group'), label: Bilingual }),
  z.object({ kind: z.literal('item'), item: TableItem }),
])

/** The columns a page may show: each by its field's name or its shownAs; "size" for all size parts together. */
type ShownAs<K extends TableColumn> = K extends unknown
  ? TableColumns[K] extends { type: 'sizePart' }
    ? 'size'
    : TableColumns[K] extends { shownAs: infer Name extends string }
      ? Name
      : FieldOf<K>
  : never
export type DisplayColumn = ShownAs<Exclude<TableColumn, ColumnOfType<'heading' | 'withdrawn'>>>

/** A column as the page shows it: where its value is in a TableItem, and how to write it. */
export interface ShownColumn {
  name: DisplayColumn
  field: keyof TableItem
  type: 'code' | 'gtin' | 'number' | 'whole' | 'bilingual' | 'size' | 'bdRdm' | 'bdRdmType' | 'yesNo' | 'methods'
  unit?: Unit
  /** A required column is shown in every table; the others only where some code has a value. */
  always: boolean
  label: Localised<string>
}

/** The shown columns in display order, the size parts as one. */
export const shownColumns: readonly ShownColumn[] = columnList.reduce<ShownColumn[]>((shown, [column, def]) => {
  if (def.type === 'heading' || def.type === 'withdrawn') return shown
  if (def.type === 'sizePart') {
    return shown.some((c) => c.type === 'size') ? shown : [...shown, { name: 'size', field: 'size', type: 'size', always: false, label: sizeColumn.label }]
  }
  const field = fieldOf(column) as keyof TableItem
  const name = ('shownAs' in def && def.shownAs) || field
  return [...shown, { name: name as DisplayColumn, field, type: def.type, ...('unit' in def && def.unit ? { unit: def.unit } : {}), always: 'required' in def && def.required === true, label: def.label }]
}, [])
const displayColumns = shownColumns.map((c) => c.name)
export const DisplayColumn = z.enum(displayColumns as [DisplayColumn, ...DisplayColumn[]])

export const ProductTable = z.object({
  columns: z.array(DisplayColumn),
  /** The codes sold, with their group headings. */
  rows: z.array(TableRowOut),
  /** Codes no longer sold, in sheet order; absent when there are none. */
  withdrawn: z.array(WithdrawnCode).optional(),
})
export type ProductTable = z.infer<typeof ProductTable>

// ---------------------------------------------------------------- generated JSON

export const Category = z.object({
  id: CategoryId,
  slug: Bilingual,
  name: Bilingual,
  description: Bilingual,
  image: z.string(),
  /** Ids of the lines the category page lists (its own and those listed in it too), in page order. */
  lines: z.array(z.string()),
})
export type Category = z.infer<typeof Category>

/** A product's device attributes (deviceAttributes.ts), each only when the catalogue gives it. */
export const DeviceAttributes = z.object({
  sterile: z.boolean().optional(),
  singleUse: z.boolean().optional(),
  latexFree: z.boolean().optional(),
  pvcFree: z.boolean().optional(),
  methods: z.array(SterilisationMethod).optional(),
  standards: z.array(z.object({ id: z.string(), name: z.string(), title: Bilingual })).optional(),
  storage: Bilingual.optional(),
  materials: Bilingual.optional(),
})
export type DeviceAttributes = z.infer<typeof DeviceAttributes>

export const Product = z.object({
  id: z.string(),
  line: z.string(),
  category: CategoryId,
  slug: Bilingual,
  path: Bilingual,
  name: Bilingual,
  description: Bilingual,
  image: z.string(),
  note: Bilingual.optional(),
  /** Features and applications, as HTML made from the sheet's Markdown. */
  features: Bilingual.optional(),
  table: ProductTable.optional(),
  /** Pouches and rolls: the page offers the pouch finder. */
  pouchFinder: z.literal(true).optional(),
  /** Months from production to expiry, when the products sheet gives it. */
  shelfLifeMonths: z.number().int().optional(),
  /** The day the product stopped being sold (year-month-day): out of the lists, the search and the sitemap; its page stays. */
  withdrawn: z.string().optional(),
  /** What a hospital's tender asks for about the product; only the values given, absent when none is. */
  regulatory: z
    .object({
      basicUdiDi: z.string().optional(),
      emdn: z.string().optional(),
      /** The EMDN code's term, from the bundled nomenclature (English: the Commission's list). */
      emdnTerm: z.string().optional(),
      bdRdm: z.string().optional(),
      bdRdmType: z.enum(bdRdmTypes).optional(),
      riskClass: z.enum(riskClasses).optional(),
    })
    .optional(),
  /** The device attributes the product's codes share (a code's own value, where it has one, is in its table row); absent when none is given. */
  attributes: DeviceAttributes.optional(),
  /** The level a buyer orders, when not the pack: each "1" in the request list is one of these. */
  orderUnit: z.enum(['box', 'carton']).optional(),
})
export type Product = z.infer<typeof Product>

export const Line = z.object({
  id: z.string(),
  category: CategoryId,
  alsoIn: z.array(CategoryId),
  slug: Bilingual,
  name: Bilingual,
  description: Bilingual,
  note: Bilingual.optional(),
  products: z.array(z.string()),
  /** The line's EU declaration of conformity: its PDF and the date it was issued (year-month-day). */
  declarationOfConformity: z.object({ pdf: z.string(), issued: z.string() }).optional(),
})
export type Line = z.infer<typeof Line>

export const Company = z.object({
  name: z.string(),
  legalAddress: z.string(),
  hqAddress: z.string(),
  warehouseAddress: z.string(),
  phone: z.string(),
  email: z.string(),
  vatNumber: z.string(),
  registration: Bilingual,
  shareCapital: Bilingual,
  officeHours: Bilingual,
  founded: z.string(),
  ordersHost: z.string(),
  map: z.object({ title: Bilingual, latitude: z.number(), longitude: z.number(), zoom: z.number() }),
  /** The pouch finder's rule: room between instrument and seal, and how full a pouch may be. */
  packing: z.object({ clearanceMm: z.number(), maxFill: z.number() }),
  /** EUDAMED's Single Registration Number, when the sheet gives it. */
  srn: z.string().optional(),
  /** The year (or years) of the footer's © line. */
  copyrightYear: z.string(),
})
export type Company = z.infer<typeof Company>

export const IfuLanguage = z.object({
  language: z.string(),
  name: Bilingual,
  flag: z.string(),
  /** `ref` names the document's own page ("steripaper/de"): revisions, dates, checksums. */
  products: z.array(z.object({ name: z.string(), pdf: z.string(), ref: z.string() })),
})
export type IfuLanguage = z.infer<typeof IfuLanguage>

export const IfuRevision = z.object({ revision: z.string(), issued: z.string(), pdf: z.string(), sha256: z.string(), bytes: z.number() })
export type IfuRevision = z.infer<typeof IfuRevision>

/** One IFU document in one language: its stable page, the revision in force and every earlier one. */
export const IfuDocument = z.object({
  page: z.string(),
  document: z.string(),
  language: z.string(),
  languageName: Bilingual,
  flag: z.string(),
  product: z.string(),
  /** Ids of the products covered ("steripaper/flat-pouches"). */
  products: z.array(z.string()),
  current: IfuRevision,
  /** Newest first. */
  earlier: z.array(IfuRevision),
})
export type IfuDocument = z.infer<typeof IfuDocument>

export const AboutSection = z.object({
  image: z.string(),
  imageAlt: Bilingual,
  content: z.array(z.object({ title: Bilingual, text: Bilingual })),
})
export type AboutSection = z.infer<typeof AboutSection>

export const legalDocuments = ['disclaimer', 'privacy'] as const
export type LegalDocument = (typeof legalDocuments)[number]

/** Small, shared by every page (header, footer, home cards): safe to ship to the browser. */
export const SiteData = z.object({
  company: Company,
  categories: z.array(Category),
})
export type SiteData = z.infer<typeof SiteData>

/** Everything else; read at prerender time only, each page taking its own part. */
export const CatalogueData = z.object({
  texts: z.record(TextKey, Bilingual),
  lines: z.array(Line),
  products: z.array(Product),
  news: z.array(z.object({ id: z.string(), title: Bilingual, description: Bilingual, image: z.string() })),
  about: z.array(AboutSection),
  /** validUntil: the certificate's last valid day (year-month-day), when the sheet gives it. */
  certifications: z.array(z.object({ id: z.string(), name: Bilingual, pdf: z.string(), validUntil: z.string().optional(), number: z.string().optional() })),
  /** EUDAMED's yes/no answers for each device model, by Basic UDI-DI (site/eudamed). */
  eudamed: z.array(z.object({ basicUdiDi: z.string(), flags: z.record(z.enum(eudamedFlagColumns), z.boolean()) })).optional(),
  ifu: z.array(IfuLanguage),
  ifuDocuments: z.array(IfuDocument),
  /** Legal texts as HTML made from catalogue/legal/*.md. */
  legal: z.record(z.enum(legalDocuments), Bilingual),
  /** The search's synonym groups (catalogue/site/synonyms.csv), each a list of terms per language. */
  synonyms: z.array(localised(z.array(z.string()))).default([]),
})
export type CatalogueData = z.infer<typeof CatalogueData>

export const SearchItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  link: z.string(),
  image: z.string(),
  /** Codes and sizes, lower-case, punctuation removed, space-separated: "sc63 75x200". */
  keys: z.string(),
  /** Words the item is also known by, from the catalogue's synonym list, space-separated: "plasma h2o2". */
  synonyms: z.string().optional(),
})
export type SearchItem = z.infer<typeof SearchItem>
export const SearchIndex = z.array(SearchItem)

// ---------------------------------------------------------------- routes

const pageKinds = [
  'home',
  'category',
  'line',
  'product',
  'about',
  'contact',
  'ifu',
  'search',
  'disclaimer',
  'privacy',
  'orderTracking',
  'declaration',
  'requestList',
  'ifuDocument',
  'comparison',
] as const
export const PageKind = z.enum(pageKinds)
export type PageKind = z.infer<typeof PageKind>

/** One page in both languages. `ref` names the category or product it shows. */
export const Route = z.object({
  id: z.string(),
  page: PageKind,
  path: Bilingual,
  ref: z.string().optional(),
  /** A product no longer sold: its page is built, but no list, search or sitemap names it. */
  withdrawn: z.literal(true).optional(),
})
export type Route = z.infer<typeof Route>
