import path from 'node:path'

/** A subdivision as ISO 3166-2 lists it: its code ("IT-TO"), name, and parent (its country, or a region of it). */
export type Subdivision = [code: string, name: string, parent: string]

export interface IsoCodes {
  /** ISO 3166-1 alpha-2 codes of the countries assigned. */
  countries: string[]
  subdivisions: Subdivision[]
}

/** ISO 3166's countries and subdivisions: written by isoCodes.ts, read by the check. */
export const ISO_CODES_FILE = path.join(import.meta.dirname, 'isoCodes.json')
