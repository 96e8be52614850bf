/**
 * The cells of the device attributes (deviceAttributes.ts): what a product manager types in the
 * products sheet or a product table (yes/no, methods, BD/RDM type, ordering unit), read into one
 * of the fixed lists.
 */
import { z } from 'zod'
import { bdRdmTypes, type SterilisationMethod, sterilisationMethods } from './deviceAttributes.ts'
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
  z.array(z.enum(sterilisationMethods)).optional(),
)

/** One method of the fixed list (the same ids and abbreviations as a methods cell): a cycle's, in site/cycles. */
export const MethodCell = z.preprocess(
  (v) => {
    const key = keyOf(v)
    return typeof key === 'string' && key !== '' ? (methodAliases[key] ?? key) : undefined
  },
  z.enum(sterilisationMethods, { error: `expected one sterilisation method, one of: ${sterilisationMethods.join(', ')} (eo, h2o2 also read), e.g. "hydrogen_peroxide"` }),
)

// ---------------------------------------------------------------- BD/RDM type

export const BdRdmTypeCell = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toUpperCase()) : v),
  z.enum(bdRdmTypes, { error: 'expected the BD/RDM type as an e-invoice writes it: DM1 (a device in the database) or DM2 (a device registered as part of an assembly)' }).optional(),
)

// ---------------------------------------------------------------- ordering unit

export const OrderUnitCell = z.preprocess(
  (v) => (v === undefined ? 'pack' : typeof v === 'string' ? (v.trim() === '' ? 'pack' : v.trim().toLowerCase()) : v),
  z.enum(packLevels, { error: 'expected the level a buyer orders: pack, box or carton (empty: pack)' }),
)
