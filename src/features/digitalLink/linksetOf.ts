/**
 * The links of a GTIN as GS1's resolver standard lists them: a linkset (RFC 9264, in JSON) with
 * one context, anchored at the GTIN's Digital Link URI, valid against GS1's linkset schema: an
 * itemDescription, and for each link its target, its type and a human-readable title.
 */
import { langs } from '../../catalogue/langs.ts'
import { unitText } from '../../catalogue/orderUnit.ts'
import type { Lang } from '../../catalogue/langs.ts'
import type { GtinRecord, ProductRecord } from './resolverData.ts'
import { digitalLinkUri, landingPagePath, recallStatusPath } from './digitalLinkPath.ts'

/** GS1's link types, as URIs (the Web Vocabulary's namespace). */
export const GS1_VOCABULARY = 'https://gs1.org/voc/'
/** The media type of a linkset in JSON (RFC 9264). */
export const LINKSET_TYPE = 'application/linkset+json'
/** GS1's JSON-LD context for a linkset, named in a Link header beside it. */
export const LINKSET_CONTEXT = 'https://ref.gs1.org/standards/resolver/linkset-context'

/**
 * The link types this resolver gives: the product information page, the eIFU, the declaration, the
 * default, and for a code with a safety notice the notice and its recall status.
 */
const linkTypes = ['pip', 'eifu', 'certificationInfo', 'defaultLink', 'safetyInfo', 'recallStatus'] as const
export type LinkType = (typeof linkTypes)[number]

/** One link (RFC 9264 §4.2): its target and attributes. */
export interface LinkTarget {
  href: string
  title: string
  type?: string
  hreflang?: string[]
}

type LinkContext = { anchor: string; itemDescription: string } & { [relation: string]: LinkTarget[] | string }
export interface Linkset {
  linkset: LinkContext[]
}

/** A link type as a request names it ("gs1:eifu", or its URI in either of GS1's spellings) → "eifu"; undefined for another vocabulary. */
export function linkTypeName(requested: string): string | undefined {
  const match = /^(?:gs1:|https?:\/\/(?:ref\.|www\.)?gs1\.org\/voc\/)([A-Za-z]+)$/.exec(requested.trim())
  return match?.[1]
}

/** The stem of the site's compressed Digital Link URIs: https://…/c/<compressed>. */
export const COMPRESSED_STEM = '/c'

/** What a GTIN designates, in words, its level as the order unit writes it: "SP/1 – Steripaper – Flat pouches, 75 × 200 mm, carton of 2000 pieces". */
export function itemDescription(record: GtinRecord, product: ProductRecord, lang: Lang): string {
  const title = record.variant ? `${product.title[lang]} (${record.variant[lang]})` : product.title[lang]
  const level = record.levels.find((l) => l.level === record.level)
  return [`${record.code} – ${title}`, record.size[lang], level ? unitText(level, lang, 1) : ''].filter((s) => s !== '').join(', ')
}

interface LinksetInput {
  origin: string
  gtin: string
  /** The key qualifiers of the request (batch, serial, variant), in path order; empty for the GTIN alone. */
  qualifiers: readonly (readonly [string, string])[]
  record: GtinRecord
  product: ProductRecord
  /** The visitor's language, for the description and the titles of links that are not in one. */
  lang: Lang
  texts: Record<string, string>
}

/**
 * The GTIN's links by type. The landing page is the default link, and, as the standard asks of a
 * default, is described by a descriptive type too: gs1:pip, beside the product page in each
 * language. The eIFU links are the PDFs of the revisions in force, one per document language; the
 * declaration of conformity is gs1:certificationInfo.
 */
function linksOf({ origin, gtin, record, product, lang, texts }: LinksetInput): Record<LinkType, LinkTarget[]> {
  const landing: LinkTarget = { href: origin + landingPagePath(gtin), title: `${record.code} – ${texts['digitalLink.heading']}`, type: 'text/html' }
  const productPages = langs.map((l) => ({
    href: `${origin}${product.page[l]}#${encodeURIComponent(record.code)}`,
    title: product.title[l],
    type: 'text/html',
    hreflang: [l],
  }))
  const eifu = product.ifu.flatMap((d): LinkTarget[] => {
    const current = d.revisions[0]
    return current
      ? [
          {
            href: origin + current.pdf,
            title: `${d.document} rev. ${current.revision} – ${product.title[lang]} (${d.languageName[lang]})`,
            type: 'application/pdf',
            hreflang: [d.language],
          },
        ]
      : []
  })
  const declaration = product.declaration
    ? [{ href: origin + product.declaration.pdf, title: texts['digitalLink.declarationTitle']!, type: 'application/pdf' }]
    : []
  const notices = record.safety ?? []
  return {
    pip: [landing, ...productPages],
    eifu,
    certificationInfo: declaration,
    // Title only: the standard allows no other attribute on the default link.
    defaultLink: [{ href: landing.href, title: landing.title }],
    safetyInfo: notices.flatMap((n) => langs.map((l) => ({ href: origin + n.page[l], title: n.title[l], type: 'text/html', hreflang: [l] }))),
    recallStatus:
      notices.length > 0 ? [{ href: origin + recallStatusPath(gtin), title: texts['digitalLink.recallStatusTitle']!, type: 'application/json' }] : [],
  }
}

/**
 * The links of the lot a request names by its key qualifiers: the landing page with the lot's
 * data, its default link, described as gs1:pip too. None for the GTIN alone.
 */
function lotLinksOf({ origin, gtin, record, qualifiers, texts }: LinksetInput): Partial<Record<LinkType, LinkTarget[]>> {
  if (qualifiers.length === 0) return {}
  const query = `?${qualifiers.map(([ai, value]) => `${ai}=${encodeURIComponent(value)}`).join('&')}`
  const href = `${origin}${landingPagePath(gtin)}${query}`
  const named = qualifiers.map(([ai, value]) => `${texts[`digitalLink.ai.${ai}`] ?? ai} ${value}`).join(', ')
  const title = `${record.code} – ${texts['digitalLink.heading']} (${named})`
  const recallStatus = record.safety?.length
    ? [{ href: `${origin}${recallStatusPath(gtin)}${query}`, title: `${texts['digitalLink.recallStatusTitle']} (${named})`, type: 'application/json' }]
    : []
  return { pip: [{ href, title, type: 'text/html' }], defaultLink: [{ href, title }], recallStatus }
}

/**
 * The links of a request by type, the most specific level first: the lot's (when the URI has key
 * qualifiers), then the GTIN's; the default link is the most specific level's.
 */
export function requestLinksOf(input: LinksetInput): Record<LinkType, LinkTarget[]> {
  const lot = lotLinksOf(input)
  const links = linksOf(input)
  return Object.fromEntries(
    linkTypes.map((type) => [type, type === 'defaultLink' ? (lot.defaultLink ?? links.defaultLink) : [...(lot[type] ?? []), ...links[type]]]),
  ) as Record<LinkType, LinkTarget[]>
}

/**
 * The linkset of a request: a context for each level from the URI up to its GTIN, each anchored
 * at its Digital Link URI (the lot's, when the URI has key qualifiers, then the GTIN's, as the
 * standard asks); link types with no link are left out.
 */
export function linksetOf(input: LinksetInput): Linkset {
  const description = itemDescription(input.record, input.product, input.lang)
  const gtinContext: LinkContext = { anchor: digitalLinkUri(input.origin, input.gtin), itemDescription: description }
  for (const [type, links] of Object.entries(linksOf(input))) if (links.length > 0) gtinContext[GS1_VOCABULARY + type] = links
  if (input.qualifiers.length === 0) return { linkset: [gtinContext] }
  const path = input.qualifiers.map(([ai, value]) => `/${ai}/${encodeURIComponent(value)}`).join('')
  const lotContext: LinkContext = {
    anchor: gtinContext.anchor + path,
    itemDescription: `${description}, ${input.qualifiers.map(([ai, value]) => `${input.texts[`digitalLink.ai.${ai}`] ?? ai} ${value}`).join(', ')}`,
  }
  for (const [type, links] of Object.entries(lotLinksOf(input))) if (links.length > 0) lotContext[GS1_VOCABULARY + type] = links
  return { linkset: [lotContext, gtinContext] }
}
