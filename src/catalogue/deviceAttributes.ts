/**
 * What a buyer's tender, an e-invoice and EUDAMED ask of a device beyond its identifiers: sterile
 * as supplied, single use, latex-free, PVC/DEHP-free, the sterilisation methods it suits, the
 * BD/RDM registration's type, and the unit it is ordered in. The cells of these columns, their
 * fixed lists and their words in both languages live here; schema.ts places them in the sheets.
 * No React here: the generator loads this module in Node.
 */
import { z } from 'zod'
import { packLevels } from './packLevels.ts'

/** Turns what a product manager types into one of a fixed list: trimmed, lower case, spaces and hyphens as "_". */
const keyOf = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/[\s-]+/g, '_') : v)

// ---------------------------------------------------------------- yes / no

const YES = new Set(['yes', 'y', 'si', 'sì', 'true', '1'])
const NO = new Set(['no', 'n', 'false', '0'])

/** A yes/no cell ("yes", "no"; "sì" and "si" read as yes): absent when empty. */
export const YesNo = z.preprocess(
  (v, ctx) => {
    if (v === undefined || v === '' || typeof v === 'boolean') return v === '' ? undefined : v
    const s = String(v).trim().toLowerCase()
    if (s === '') return undefined
    if (YES.has(s)) return true
    if (NO.has(s)) return false
    ctx.addIssue({ code: 'custom', message: 'expected "yes" or "no" (or an empty cell where the value is not known)' })
    return z.NEVER
  },
  z.boolean().optional(),
)

// ---------------------------------------------------------------- sterilisation methods

/** The sterilisation methods a buyer chooses by, in the order pages list them: the fixed list of the catalogue. */
export const sterilisationMethods = ['steam', 'ethylene_oxide', 'hydrogen_peroxide', 'formaldehyde'] as const
export type SterilisationMethod = (typeof sterilisationMethods)[number]
export const SterilisationMethod = z.enum(sterilisationMethods)

/** Their names in each language; `short` is the form a filter's address and a compact cell use. */
export const methodNames: Record<SterilisationMethod, { it: string; en: string }> = {
  steam: { it: 'Vapore', en: 'Steam' },
  ethylene_oxide: { it: 'Ossido di etilene', en: 'Ethylene oxide' },
  hydrogen_peroxide: { it: 'Perossido di idrogeno a bassa temperatura', en: 'Low-temperature hydrogen peroxide' },
  formaldehyde: { it: 'Formaldeide', en: 'Formaldehyde' },
}

/** What a product manager may type for each method besides its id: the abbreviations of the trade. */
const methodAliases: Record<string, SterilisationMethod> = {
  eo: 'ethylene_oxide',
  eto: 'ethylene_oxide',
  h2o2: 'hydrogen_peroxide',
  plasma: 'hydrogen_peroxide',
  vapore: 'steam',
  ossido_di_etilene: 'ethylene_oxide',
  perossido_di_idrogeno: 'hydrogen_peroxide',
  formaldeide: 'formaldehyde',
  ltsf: 'formaldehyde',
}

const METHODS_HINT = `expected sterilisation methods separated by commas, each one of: ${sterilisationMethods.join(', ')} (eo, h2o2 also read), e.g. "steam, ethylene_oxide"`

/** A list of methods from the fixed list, separated by commas; each once, in the list's order. Absent when the cell is empty. */
export const Methods = z.preprocess(
  (v, ctx) => {
    if (v === undefined) return undefined
    const parts = String(v)
      .split(/[,;]/)
      .map((p) => keyOf(p) as string)
      .filter((p) => p !== '')
    if (parts.length === 0) return undefined
    const read = parts.map((p) => methodAliases[p] ?? p)
    const unknown = read.filter((p) => !(sterilisationMethods as readonly string[]).includes(p))
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `"${unknown.join('", "')}" is not a sterilisation method of the catalogue's list; ${METHODS_HINT}` })
      return z.NEVER
    }
    return sterilisationMethods.filter((m) => read.includes(m))
  },
  z.array(SterilisationMethod).optional(),
)

// ---------------------------------------------------------------- BD/RDM type

/**
 * The type of a registration in the Ministry of Health's medical device database, as an Italian
 * e-invoice names it (FatturaPA, CodiceArticolo › CodiceTipo): DM1, a device registered in the
 * database; DM2, a device registered as part of an assembly (system or procedure pack).
 */
export const bdRdmTypes = ['DM1', 'DM2'] as const
export const BdRdmTypeCell = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toUpperCase()) : v),
  z.enum(bdRdmTypes, { error: 'expected the BD/RDM type as an e-invoice writes it: DM1 (a device in the database) or DM2 (a device registered as part of an assembly)' }).optional(),
)

// ---------------------------------------------------------------- ordering unit

export const OrderUnitCell = z.preprocess(
  (v) => (v === undefined ? 'pack' : typeof v === 'string' ? (v.trim() === '' ? 'pack' : v.trim().toLowerCase()) : v),
  z.enum(packLevels, { error: 'expected the level a buyer orders: pack, box or carton (empty: pack)' }),
)

// ---------------------------------------------------------------- company

/** EUDAMED's Single Registration Number of a manufacturer: country, "MF", nine digits, e.g. IT-MF-000012345. */
export const Srn = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}-MF-\d{9}$/, 'expected the SRN EUDAMED gave the manufacturer: country code, "MF" and nine digits, e.g. IT-MF-000012345')
