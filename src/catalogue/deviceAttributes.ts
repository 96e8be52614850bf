/**
 * What a buyer's tender, an e-invoice and EUDAMED ask of a device beyond its identifiers: sterile
 * as supplied, single use, latex-free, PVC/DEHP-free, the sterilisation methods it suits, the
 * BD/RDM registration's type, and the unit it is ordered in. The fixed lists and their words in
 * both languages live here, free of zod so that pages can name them; deviceAttributeCells.ts
 * reads the cells, and sheetRows.ts places them in the sheets.
 */

/** The sterilisation methods a buyer chooses by, in the order pages list them: the fixed list of the catalogue. */
export const sterilisationMethods = ['steam', 'ethylene_oxide', 'hydrogen_peroxide', 'formaldehyde'] as const
export type SterilisationMethod = (typeof sterilisationMethods)[number]

/** Their names in each language; `short` is the form a filter's address and a compact cell use. */
export const methodNames: Record<SterilisationMethod, { it: string; en: string }> = {
  steam: { it: 'Vapore', en: 'Steam' },
  ethylene_oxide: { it: 'Ossido di etilene', en: 'Ethylene oxide' },
  hydrogen_peroxide: { it: 'Perossido di idrogeno a bassa temperatura', en: 'Low-temperature hydrogen peroxide' },
  formaldehyde: { it: 'Formaldeide', en: 'Formaldehyde' },
}

/**
 * The type of a registration in the Ministry of Health's medical device database, as an Italian
 * e-invoice names it (FatturaPA, CodiceArticolo › CodiceTipo): DM1, a device registered in the
 * database; DM2, a device registered as part of an assembly (system or procedure pack).
 */
export const bdRdmTypes = ['DM1', 'DM2'] as const
