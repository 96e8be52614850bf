/**
 * The address of a GTIN's GS1 Digital Link, apart from the resolver so that a page linking a GTIN
 * (the product table, the structured data) carries nothing more to the browser. The resolver
 * (resolveDigitalLink.ts) answers it.
 */

/** The Digital Link URI's path of a GTIN, as a label prints it: "/01/09521234100007". */
const digitalLinkPath = (gtin: string): string => `/01/${gtin}`

/** The GS1 Digital Link URI a label prints: "https://www.example.it/01/09521234100007". */
export const digitalLinkUri = (origin: string, gtin: string): string => origin + digitalLinkPath(gtin)

/** The person's landing page of a GTIN, its default link, which the resolver writes: "/dl/09521234100007/". */
export const LANDING_PAGE_BASE = '/dl/'
export const landingPagePath = (gtin: string): string => `${LANDING_PAGE_BASE}${gtin}/`

/** Whether a safety notice affects a GTIN's lot, for a program (gs1:recallStatus): "/dl/09521234100007/recall-status". */
export const RECALL_STATUS = 'recall-status'
export const recallStatusPath = (gtin: string): string => `${landingPagePath(gtin)}${RECALL_STATUS}`
