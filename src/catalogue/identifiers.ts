/**
 * The identifiers a product carries, checked as GS1 and the regulations define them: GTIN, Basic
 * UDI-DI, EMDN, BD/RDM, MDR risk class, and the maker's own product code. A refusal by a check
 * digit or check pair names its problem code in the issue's params, so the report can say what a
 * wrong check means.
 */
import { z } from 'zod'
import { atMost, LONG_NUMBER, MAX_CHARS, numberAsText, SCIENTIFIC, SCIENTIFIC_HINT } from './cells.ts'
import { gmnCheckPair } from './gmnCheckPair.ts'
import { gtinCheckDigit } from './gtinCheckDigit.ts'

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
export const BasicUdiDi = z.preprocess(
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
export const Emdn = z.preprocess(
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
export const RiskClassCell = z.preprocess(
  // "iia", "IIA", "Class IIa", "classe IIa": the spelling product managers type, read as MDR writes it.
  (v) => (typeof v === 'string' ? (riskClassByLowerCase.get(v.trim().toLowerCase().replace(/^classe?\s+/, '')) ?? v.trim()) : v),
  z
    .enum(riskClasses, {
      error: `expected one of MDR's risk classes: ${riskClasses.join(', ')} (Is: sterile, Im: with a measuring function, Ir: reusable surgical instrument)`,
    })
    .optional(),
)

/** The maker's code of a product, the first column of every product table. */
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
