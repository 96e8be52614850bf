/**
 * A request's GS1 Digital Link URI, read and checked by GS1's own Digital Link toolkit (shipped in
 * digital-link.js): the primary key, its key qualifiers in the order the syntax allows (22, 10,
 * 21 after a GTIN), the check digit, each value's syntax, and compressed URIs. The toolkit's
 * sentence for a refused URI becomes the body of the 400 answer.
 */
import GS1DigitalLinkToolkit from 'digital-link.js/lib/GS1DigitalLinkCompressionPrototype/GS1DigitalLinkToolkit.js'
import { gs1Date } from './ifuInForce.ts'

/** GS1's application identifier of a GTIN, the first path segment of its Digital Link URI. */
export const GTIN_AI = '01'
/** The key qualifiers of a GTIN, in the order a URI's path must give them. */
export const GTIN_QUALIFIERS = ['22', '10', '21'] as const
/** Dates a resolver reads from the query: production (11) and expiry (17), written YYMMDD. */
const DATE_AIS: Record<string, string> = { '11': 'production date', '17': 'expiry date' }

export interface DigitalLinkRequest {
  /** 14 digits. */
  gtin: string
  /** The key qualifiers in path order, e.g. [["10", "L2405"]]. */
  qualifiers: [string, string][]
  /** GS1 data attributes from the query, by AI, e.g. { "17": "270531" }. */
  attributes: Record<string, string>
  /** The URI's path as GS1 writes it: the GTIN in 14 digits, values percent-encoded. */
  canonicalPath: string
  /** Whether the request already used that path (a final slash is tolerated). */
  canonical: boolean
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string }

let toolkit: GS1DigitalLinkToolkit | undefined
// Built on first use: its constructor fills its tables of every AI.
const gs1 = () => (toolkit ??= new GS1DigitalLinkToolkit())

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).replace(/\s+/g, ' ').trim()

/**
 * Reads a Digital Link URI whose path starts with /01/. Refuses, with a sentence saying why, a URI
 * the toolkit refuses (syntax, check digit, qualifiers out of order or unknown) and a production
 * or expiry date that is no date.
 */
export function parseDigitalLink(url: URL): Parsed<DigitalLinkRequest> {
  const path = url.pathname.replace(/\/+$/, '')
  const segments = path.split('/').slice(1)
  if (segments[0] !== GTIN_AI || segments.length < 2)
    return { ok: false, reason: `this resolver answers GTINs only: the path must start with /${GTIN_AI}/ and the GTIN.` }
  if (segments.length % 2 !== 0)
    return {
      ok: false,
      reason: `the path ends with "${segments.at(-1)}" and no value after it: after the GTIN come only pairs of a key qualifier (${GTIN_QUALIFIERS.join(', ')}) and its value.`,
    }
  let extracted: ReturnType<GS1DigitalLinkToolkit['extractFromGS1digitalLink']>
  try {
    extracted = gs1().extractFromGS1digitalLink(`${url.origin}${path}${url.search}`)
  } catch (e) {
    return { ok: false, reason: messageOf(e) }
  }
  const gtin = extracted.GS1[GTIN_AI]
  if (gtin === undefined) return { ok: false, reason: 'the URI holds no GTIN.' }
  const qualifiers: [string, string][] = []
  for (let i = 2; i < segments.length; i += 2) qualifiers.push([segments[i]!, extracted.GS1[segments[i]!]!])
  const inPath = new Set([GTIN_AI, ...qualifiers.map(([ai]) => ai)])
  const attributes = Object.fromEntries(Object.entries(extracted.GS1).filter(([ai]) => !inPath.has(ai)))
  for (const [ai, what] of Object.entries(DATE_AIS)) {
    const value = attributes[ai]
    if (value !== undefined && gs1Date(value) === undefined)
      return {
        ok: false,
        reason: `${ai}=${value}: the ${what} (${ai}) is written as YYMMDD, a year, a month from 01 to 12 and a day of that month (00 for its last day).`,
      }
  }
  const canonicalPath = `/${GTIN_AI}/${gtin}${qualifiers.map(([ai, value]) => `/${ai}/${encodeURIComponent(value)}`).join('')}`
  return { ok: true, value: { gtin, qualifiers, attributes, canonicalPath, canonical: canonicalPath === path } }
}

/**
 * A compressed Digital Link URI (GS1 Digital Link: Compression), its last path segment, uncompressed
 * onto the same origin. `stem` is the path before that segment ("/c").
 */
export function decompressDigitalLink(url: URL, stem: string): Parsed<URL> {
  const segment = url.pathname.slice(stem.length).replace(/^\/+|\/+$/g, '')
  if (!/^[A-Za-z0-9_-]+$/.test(segment))
    return { ok: false, reason: `"${segment}" is not a compressed GS1 Digital Link: one path segment of letters, digits, "-" and "_".` }
  try {
    const uncompressed = new URL(gs1().decompressGS1DigitalLink(`${url.origin}/${segment}`, false, url.origin))
    for (const [key, value] of url.searchParams) uncompressed.searchParams.append(key, value)
    return { ok: true, value: uncompressed }
  } catch (e) {
    return { ok: false, reason: `"${segment}" is not a compressed GS1 Digital Link: ${messageOf(e)}` }
  }
}

/** The compressed form of an uncompressed URI, on `stem` (for tests and label designers). */
export function compressDigitalLink(uri: string, origin: string, stem: string): string {
  const compressed = gs1().compressGS1DigitalLink(uri, false, origin, false, true, false)
  return `${origin}${stem}${compressed.slice(origin.length)}`
}
