/**
 * The addresses of GS1 Digital Link, apart from the rest so that a page linking a GTIN (the product
 * table) carries nothing more to the browser.
 */

/** GS1's application identifier of a GTIN, the first path segment of its Digital Link URI. */
export const GTIN_AI = '01'

/** The landing page of a GTIN, as the site prints addresses: "/01/02001000000012/". */
export const digitalLinkPath = (gtin: string): string => `/${GTIN_AI}/${gtin}/`

/** The GS1 Digital Link URI a label prints: "https://www.example.it/01/02001000000012" (the host redirects it to the page). */
export const digitalLinkUri = (origin: string, gtin: string): string => `${origin}/${GTIN_AI}/${gtin}`

/** The linkset of a GTIN, beside its landing page. */
export const linksetPath = (gtin: string): string => `${digitalLinkPath(gtin)}linkset.json`

/** The resolver description file GS1's conformant-resolver standard places at this address. */
export const RESOLVER_DESCRIPTION_PATH = '/.well-known/gs1resolver'

/** The media type of a linkset in JSON (RFC 9264). */
export const LINKSET_TYPE = 'application/linkset+json'

/** The landing pages' script, written once beside them (scripts/build/labelPageAssets.ts). */
export const LABEL_PAGE_SCRIPT = '/01/label-page.js'
