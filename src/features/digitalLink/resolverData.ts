/**
 * The data the GS1 Digital Link resolver reads (resolveDigitalLink.ts), as the build writes it
 * (scripts/site/emitters/resolverIndexFiles.ts): one small manifest for the site, and the GTINs
 * split into shards by a hash of the GTIN, so that resolving one GTIN reads one file of a few
 * kilobytes whatever the size of the catalogue, and no file is written per GTIN. Everything in it is already in the visitor's
 * two languages, so the resolver needs neither the catalogue's schema nor the UI dictionaries.
 * Free of Node and of React: it is bundled into the Cloudflare Pages Function.
 */
import type { PackagingLevel } from '../../catalogue/orderUnit.ts'
import type { PackLevel } from '../../catalogue/packLevels.ts'
import type { Localised } from '../../catalogue/localised.ts'
import type { SafetyKind, SafetyStatus } from '../../catalogue/noticeKinds.ts'

/** Where the index files are served from, beside the site (fetched by the Function through its assets binding). */
export const RESOLVER_DATA_DIR = '/_resolver/'
export const RESOLVER_MANIFEST_PATH = `${RESOLVER_DATA_DIR}manifest.json`
export const shardPath = (shard: number): string => `${RESOLVER_DATA_DIR}${shard.toString(16).padStart(4, '0')}.json`

/** GTINs a shard holds on average at most: a few kilobytes to read and parse per request. */
export const GTINS_PER_SHARD = 16

/** A power of two, so that a catalogue that grows a little moves few GTINs between shards. */
export function shardCount(gtins: number): number {
  let shards = 1
  while (shards * GTINS_PER_SHARD < gtins) shards *= 2
  return shards
}

/**
 * The shard of a 14-digit GTIN: FNV-1a of its digits, mixed as MurmurHash3 finishes a hash, so that
 * GTINs a company numbers one after another spread evenly over the low bits the shard is taken from.
 */
export function shardOf(gtin: string, shards: number): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < gtin.length; i++) hash = Math.imul(hash ^ gtin.charCodeAt(i), 0x01000193)
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b)
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35)
  return ((hash ^ (hash >>> 16)) >>> 0) % shards
}

export interface IfuRevisionRecord {
  revision: string
  /** year-month-day */
  issued: string
  pdf: string
}

/** One IFU document of a product in one language, with every revision, newest first. */
export interface IfuRecord {
  document: string
  language: string
  languageName: Localised<string>
  /** The document's page in each interface language. */
  page: Localised<string>
  revisions: IfuRevisionRecord[]
}

export interface ProductRecord {
  /** "Steripaper – Flat pouches" */
  title: Localised<string>
  /** The product page, without the code's fragment. */
  page: Localised<string>
  /** Months from production to expiry, when the catalogue gives it: dates a lot from its expiry date. */
  shelfLifeMonths?: number
  ifu: IfuRecord[]
  declaration?: { pdf: string; issued: string }
  /** The day the product stopped being sold (year-month-day): its labels still lead here, and the page says so. */
  withdrawn?: string
}

/** A safety notice about a GTIN's code (site/safety): what the label page and gs1:recallStatus tell of a lot. */
export interface SafetyRecord {
  id: string
  /** year-month-day, the day it was issued */
  date: string
  kind: SafetyKind
  status: SafetyStatus
  title: Localised<string>
  /** What users must do; empty where the catalogue says nothing. */
  actions: Localised<string>
  /** The letter to customers by language, a PDF path. */
  letter: Partial<Localised<string>>
  /** The notice on the notices page, in each language. */
  page: Localised<string>
  lots: string[]
  lotRanges: { first: string; last: string }[]
  expiry?: { from?: string; to?: string }
}

export interface GtinRecord {
  code: string
  /** Key of the product in its shard. */
  product: string
  /** The level this GTIN identifies: the pack a code is sold in, its box, or its carton. */
  level: PackLevel
  /** Every level of the code, smallest first, with its pieces and GTIN: as the order unit has them (src/catalogue/orderUnit.ts). */
  levels: PackagingLevel[]
  /** A variant's description, when the code has one. */
  variant?: Localised<string>
  /** "75 × 200 mm", or empty. */
  size: Localised<string>
  /** The day the code stopped being sold, when it did and its product did not. */
  withdrawn?: string
  /** The safety notices about the code, open ones first, newest first. */
  safety?: SafetyRecord[]
}

export interface ResolverShard {
  products: Record<string, ProductRecord>
  gtins: Record<string, GtinRecord>
}

/** What every page of the resolver shows or links, and its style. */
export interface ResolverManifest {
  shards: number
  /** The day the catalogue was built, year-month-day: the date of the data gs1:recallStatus answers from. */
  day: string
  company: { name: string; legalAddress: string; vatNumber: string }
  /** Pages of the site each answer links to, in both languages. */
  links: Record<'home' | 'ifu' | 'search' | 'contact' | 'privacy' | 'disclaimer', Localised<string>>
  /** The UI texts the resolver's pages use, in both languages. */
  texts: Localised<Record<string, string>>
  /** The pages' CSS, inline, and its hash for their security policy. */
  css: string
  cssHash: string
  /** The resolver description (/.well-known/gs1resolver), all but its root, which is the request's origin. */
  description: Record<string, unknown>
}

/**
 * Reads one of the index files by its path (RESOLVER_MANIFEST_PATH, shardPath): from the assets
 * binding on Cloudflare Pages, from the build's files in `npm run dev` and in tests. Undefined
 * when there is no such file.
 */
export type ResolverReader = (path: string) => Promise<unknown>
