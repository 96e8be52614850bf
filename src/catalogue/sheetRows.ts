/**
 * The rows of the site sheets (catalogue/site) as the generator validates them, one schema a sheet.
 * The company sheet is in companyFields.ts, the product tables' columns in tableColumns.ts.
 */
import { z } from 'zod'
import { dateText, MAX_CHARS, nameText, optionalDate, optionalMeasure, optionalName, optionalSlug, optionalText, optionalWholeNumber, publicPath, requiredText, slug, text, wholeNumber, WithdrawnDate } from './cells.ts'
import { BdRdmTypeCell, MethodCell, Methods, OrderUnitCell, YesNo } from './deviceAttributeCells.ts'
import { sterilisationMethods } from './deviceAttributes.ts'
import { documentKinds } from './documentKinds.ts'
import { safetyKinds, safetyStatuses, sheetNoticeKinds } from './noticeKinds.ts'
import { BasicUdiDi, BdRdm, Emdn, RiskClassCell } from './identifiers.ts'

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

/** Keyed texts of the home and about pages, and the terms of free samples that the enquiry e-mail states. */
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
  'samples.terms',
] as const
export const TextKey = z.enum(textKeys, { error: `expected one of: ${textKeys.join(', ')}` })
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
  /** The last day the certificate is valid; near it or past it, the check warns. */
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

/** A document's language, as a two-letter code: "it", "en", "de"… */
const languageCode = z.string().trim().regex(/^[a-z]{2}$/, 'expected a two-letter language code, e.g. "de"')

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
  language: languageCode,
  language_name_it: nameText,
  language_name_en: nameText,
  flag: z.string().trim().regex(/^[a-z]{2}$/, 'expected a two-letter country code for the flag, e.g. "gb"'),
  product: nameText,
  products: text,
  pdf: publicPath,
})

/**
 * A document for tenders beyond declarations and certificates: a test report, a technical file…
 * It covers the lines, products (line/slug_en) and codes its lists name, at least one of them.
 */
export const DocumentRow = z.strictObject({
  id: slug,
  kind: z.enum(documentKinds, { error: `expected one of: ${documentKinds.join(', ')}` }),
  title_it: nameText,
  title_en: nameText,
  /** Line ids, product ids and product codes, each list separated by commas. */
  lines: optionalText,
  products: optionalText,
  codes: optionalText,
  pdf: publicPath.refine((p) => p.startsWith('/pdfs/'), 'expected a PDF under public/pdfs, written as "/pdfs/documents/en-868-5-steripaper.pdf"'),
  language: languageCode,
  issued: dateText('the issue date is required, written as year-month-day, e.g. 2025-09-15'),
  /** The last day the document is valid, when it has one; near it or past it, the check warns. */
  valid_until: optionalDate,
})

/**
 * A named cycle of a sterilizer, or a process as a standard defines it: what a product is validated
 * for (validations.csv). Its id is also a value of the method filter's ?method=, beside the methods' ids.
 */
export const CycleRow = z.strictObject({
  id: slug.refine((id) => !(sterilisationMethods as readonly string[]).includes(id), {
    error: `a cycle's id cannot be a method's id (${sterilisationMethods.join(', ')}), which the method filter's address also reads; e.g. "steam-134-prevacuum"`,
  }),
  method: MethodCell,
  maker: nameText,
  /** A name the same in every language (a trade name: "STERRAD 100NX"), or a generic one in model_it and model_en. */
  model: optionalName,
  model_it: optionalName,
  model_en: optionalName,
  /** As the model: a trade name ("Express") in cycle, or a generic one in cycle_it and cycle_en. */
  cycle: optionalName,
  cycle_it: optionalName,
  cycle_en: optionalName,
  /** Steam and ethylene oxide: the cycle's temperature, °C. */
  temperature_c: optionalMeasure,
})

/** A product validated for a cycle: all its codes, or those listed; the test report where there is one. */
export const ValidationRow = z.strictObject({
  /** A product id as the other sheets write it: line/slug_en. */
  product: nameText,
  /** Codes of that product, separated by commas; empty: all its codes. */
  codes: optionalText,
  /** An id of cycles.csv. */
  cycle: slug,
  /** An id of documents.csv, or a PDF's path under /pdfs/. */
  evidence: optionalText,
})

/** The sealing parameters the sheet names, each a range: its columns are <name>_min_<unit> and <name>_max_<unit>. */
export const sealingParameters = [
  { field: 'temperatureC', name: 'temperature', unit: 'c' },
  { field: 'pressureN', name: 'pressure', unit: 'n' },
  { field: 'dwellS', name: 'dwell', unit: 's' },
  { field: 'speedMPerMin', name: 'speed', unit: 'm_min' },
] as const

/** How a line's products are heat-sealed; a row with a product overrides its line's row for that product. */
export const SealingRow = z.strictObject({
  line: slug,
  /** Empty: the whole line's row. Otherwise a product of the line, by its slug_en (or as line/slug_en). */
  product: optionalText,
  temperature_min_c: optionalMeasure,
  temperature_max_c: optionalMeasure,
  pressure_min_n: optionalMeasure,
  pressure_max_n: optionalMeasure,
  dwell_min_s: optionalMeasure,
  dwell_max_s: optionalMeasure,
  speed_min_m_min: optionalMeasure,
  speed_max_m_min: optionalMeasure,
})

/**
 * A product change notice (site/notices): shown from its date, on the notices page, its feeds, the
 * pages of the products it affects and the request list. It affects the codes of the lines and
 * products its lists name, and the codes it names, at least one of them.
 */
export const NoticeRow = z.strictObject({
  id: slug,
  date: dateText('the day the notice is shown from is required, written as year-month-day, e.g. 2026-03-01'),
  kind: z.enum(sheetNoticeKinds, { error: `expected one of: ${sheetNoticeKinds.join(', ')} (a safety notice goes in site/safety, with its lots)` }),
  /** Line ids, product ids and product codes, each list separated by commas. */
  lines: optionalText,
  products: optionalText,
  codes: optionalText,
  title_it: nameText,
  title_en: nameText,
  text_it: text,
  text_en: text,
})

/**
 * A safety notice (site/safety): a recall, a field safety corrective action or an advisory, about
 * the codes or GTINs it names. It affects the lots it lists ("2405A, 2406A..2406F") and the units
 * whose expiry falls in its range; with neither, every lot. Shown on the notices page and its
 * feeds, the pages of its products, the request list, and the label page of an affected lot.
 */
export const SafetyRow = z.strictObject({
  id: slug,
  date: dateText('the day the notice was issued is required, written as year-month-day, e.g. 2026-03-01'),
  kind: z.enum(safetyKinds, { error: `expected one of: ${safetyKinds.join(', ')} (fsca: a field safety corrective action)` }),
  status: z.enum(safetyStatuses, { error: `expected one of: ${safetyStatuses.join(', ')}` }),
  /** Product codes and GTINs, separated by commas. */
  codes: requiredText(MAX_CHARS.text, 'at least one product code or GTIN'),
  /** Lots, and ranges of lots written first..last, separated by commas. */
  lots: optionalText,
  expiry_from: optionalDate,
  expiry_to: optionalDate,
  title_it: nameText,
  title_en: nameText,
  text_it: text,
  text_en: text,
  /** What users must do, in a sentence or two. */
  actions_it: optionalText,
  actions_en: optionalText,
  /** The letter sent to customers, a PDF under public/, in each language. */
  letter_it: publicPath.optional(),
  letter_en: publicPath.optional(),
})
