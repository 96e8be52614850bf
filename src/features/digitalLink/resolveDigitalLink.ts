/**
 * The site's GS1-Conformant Resolver (GS1-Conformant Resolver standard 1.2.0) for GTINs, key 01:
 * one function from a request to a response, given a reader of the index the build writes
 * (resolverData.ts). The Cloudflare Pages Function (functions/), the dev server
 * (scripts/site/vite/devResolver.ts) and the tests all call it, each with its own reader.
 *
 * - /01/{GTIN}[/22/…][/10/…][/21/…] : 307 to the default link (the landing page), or to the link
 *   of ?linkType=, chosen by Accept-Language and Accept; the linkset for ?linkType=linkset|all or
 *   Accept: application/linkset+json. Qualifiers walk up to the GTIN; the query string is passed
 *   on. A GTIN of 8, 12 or 13 digits is redirected to its 14-digit URI. Refused URIs get 400 with
 *   the reason; unknown GTINs and link types 404, with what exists.
 * - /c/{compressed} : the same, for a compressed Digital Link URI, with Link rel="owl:sameAs".
 * - /dl/{GTIN}/ : the landing page; /dl/{GTIN}/qr.svg its Digital Link as a QR code;
 *   /dl/{GTIN}/recall-status[?10=…&17=…] gs1:recallStatus, in JSON.
 * - /.well-known/gs1resolver : the resolver description.
 * Every answer allows any origin (CORS) and GET, HEAD and OPTIONS, and every answer about a known
 * GTIN names its linkset in a Link header, redirects too.
 */
import { type Lang, langs } from '../../catalogue/langs.ts'
import { PERMISSIONS_POLICY, SITE_WIDE_HEADERS } from '../../config/siteHeaders.ts'
import { acceptedLanguages, chooseLink } from './chooseLink.ts'
import { gs1Date, lotDay, revisionInForce } from './ifuInForce.ts'
import { LANGUAGE_PARAMETER, landingLanguage } from './landingLanguage.ts'
import { landingPage, landingPagePolicy, pageLanguages, problemPage } from './landingPage.ts'
import { digitalLinkUri, LANDING_PAGE_BASE, RECALL_STATUS } from './digitalLinkPath.ts'
import { recallStatus } from './recallStatus.ts'
import { COMPRESSED_STEM, LINKSET_CONTEXT, LINKSET_TYPE, type LinkTarget, linkTypeName, linksetOf, requestLinksOf } from './linksetOf.ts'
import { decompressDigitalLink, GTIN_AI, GTIN_QUALIFIERS, parseDigitalLink } from './parseDigitalLink.ts'
import { qrCodeSvg } from './qrCodeSvg.ts'
import {
  type GtinRecord,
  type ProductRecord,
  RESOLVER_MANIFEST_PATH,
  type ResolverManifest,
  type ResolverReader,
  type ResolverShard,
  shardOf,
  shardPath,
} from './resolverData.ts'

/** The resolver description's address (GS1-Conformant Resolver standard, §"Resolver description file"). */
const RESOLVER_DESCRIPTION_PATH = '/.well-known/gs1resolver'

/** The paths the resolver answers, for the host's routing (_routes.json) and the dev server. */
export const RESOLVER_ROUTES = [`/${GTIN_AI}/*`, `${LANDING_PAGE_BASE}*`, `${COMPRESSED_STEM}/*`, RESOLVER_DESCRIPTION_PATH] as const

const METHODS = 'GET, HEAD, OPTIONS'
const CORS: [string, string][] = [
  ['Access-Control-Allow-Origin', '*'],
  ['Access-Control-Allow-Methods', METHODS],
  ['Access-Control-Allow-Headers', 'Accept, Accept-Language'],
  ['Access-Control-Expose-Headers', 'Link, Content-Language'],
]
/** Answers change with these request headers: caches keep one per value. */
const VARY = 'Accept, Accept-Language'
/** A redirect or page re-read on every scan: the catalogue can change with any deploy. */
const CACHE = 'public, max-age=0, must-revalidate'

export const resolvesPath = (pathname: string): boolean =>
  pathname === RESOLVER_DESCRIPTION_PATH ||
  pathname.startsWith(`/${GTIN_AI}/`) ||
  pathname.startsWith(LANDING_PAGE_BASE) ||
  pathname.startsWith(`${COMPRESSED_STEM}/`)

interface Context {
  request: Request
  url: URL
  read: ResolverReader
  manifest: ResolverManifest
  accepted: string[]
  langs: [Lang, Lang]
  /** Extra Link header values (owl:sameAs of a compressed URI). */
  links: string[]
}

export async function resolveDigitalLink(request: Request, read: ResolverReader): Promise<Response> {
  const url = new URL(request.url)
  if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method))
    return respond(
      request,
      405,
      [
        ['Allow', METHODS],
        ['Content-Type', 'text/plain; charset=utf-8'],
      ],
      `${request.method} is not allowed here: ${METHODS}.\n`,
    )
  const manifest = (await read(RESOLVER_MANIFEST_PATH)) as ResolverManifest | undefined
  if (!manifest)
    return respond(
      request,
      503,
      [['Content-Type', 'text/plain; charset=utf-8']],
      'The GS1 Digital Link index of this site is missing: build the site (npm run build).\n',
    )
  const accepted = acceptedLanguages(request.headers.get('Accept-Language'))
  const context: Context = { request, url, read, manifest, accepted, langs: pageLanguages(accepted), links: [] }
  if (url.pathname === RESOLVER_DESCRIPTION_PATH) return description(context)
  if (url.pathname.startsWith(LANDING_PAGE_BASE)) return landing(context)
  if (url.pathname.startsWith(`${COMPRESSED_STEM}/`)) {
    const uncompressed = decompressDigitalLink(url, COMPRESSED_STEM)
    if (!uncompressed.ok) return badRequest(context, uncompressed.reason)
    context.links.push(`<${uncompressed.value.href}>; rel="owl:sameAs"`)
    return digitalLink({ ...context, url: uncompressed.value })
  }
  return digitalLink(context)
}

/** A response with the site's headers and CORS; HEAD gets the headers alone, OPTIONS no body. */
function respond(request: Request, status: number, headers: [string, string][], body?: string | null): Response {
  const all = new Headers([...SITE_WIDE_HEADERS, ...CORS, ['Vary', VARY], ['Cache-Control', CACHE]])
  for (const [name, value] of headers) all.append(name, value)
  return new Response(request.method === 'GET' ? (body ?? null) : null, { status, headers: all })
}

const linksetLink = (origin: string, gtin: string) => `<${digitalLinkUri(origin, gtin)}?linkType=linkset>; rel="linkset"; type="${LINKSET_TYPE}"`

const wantsHtml = (request: Request) => {
  const accept = request.headers.get('Accept') ?? ''
  return accept === '' || accept.includes('text/html') || !accept.includes('json')
}

/** An HTML page for a person, in the site's policy; JSON (RFC 9457) for an application. */
function problem(context: Context, status: 400 | 404, page: () => string, detail: string, extra: [string, string][] = []): Response {
  const { request, manifest } = context
  const linkHeaders = context.links.map((l): [string, string] => ['Link', l])
  if (request.method === 'OPTIONS') return respond(request, 204, [...linkHeaders, ...extra])
  if (!wantsHtml(request)) {
    const body = JSON.stringify({ type: 'about:blank', title: status === 400 ? 'Bad Request' : 'Not Found', status, detail })
    return respond(request, status, [['Content-Type', 'application/problem+json'], ...linkHeaders, ...extra], body)
  }
  return respond(request, status, [...htmlHeaders(manifest, context.langs[0]), ...linkHeaders, ...extra], page())
}

const htmlHeaders = (manifest: ResolverManifest, lang: Lang): [string, string][] => [
  ['Content-Type', 'text/html; charset=utf-8'],
  ['Content-Language', lang],
  ['Content-Security-Policy', landingPagePolicy(manifest.cssHash)],
  ['Permissions-Policy', PERMISSIONS_POLICY],
]

/** Pages every problem page offers: the catalogue, the search, the IFU library. */
const siteLinks =
  (manifest: ResolverManifest) =>
  (lang: Lang): LinkTarget[] => [
    { href: manifest.links.home[lang], title: manifest.texts[lang]['digitalLink.home']! },
    { href: manifest.links.search[lang], title: manifest.texts[lang]['digitalLink.search']! },
    { href: manifest.links.ifu[lang], title: manifest.texts[lang]['digitalLink.ifuLibrary']! },
  ]

function badRequest(context: Context, reason: string): Response {
  const { manifest, langs, url } = context
  return problem(
    context,
    400,
    () =>
      problemPage({
        manifest,
        langs,
        heading: 'digitalLink.badRequest.title',
        text: 'digitalLink.badRequest.text',
        values: { uri: url.pathname + url.search },
        detail: reason,
        links: siteLinks(manifest),
      }),
    `${url.pathname}${url.search} is not a valid GS1 Digital Link URI: ${reason}`,
  )
}

function unknownGtin(context: Context, gtin: string): Response {
  const { manifest, langs } = context
  return problem(
    context,
    404,
    () =>
      problemPage({ manifest, langs, heading: 'digitalLink.notFound.title', text: 'digitalLink.notFound.text', values: { gtin }, links: siteLinks(manifest) }),
    `No product of this catalogue has the GTIN ${gtin}.`,
  )
}

async function lookUp(read: ResolverReader, manifest: ResolverManifest, gtin: string): Promise<{ record: GtinRecord; product: ProductRecord } | undefined> {
  if (!/^\d{14}$/.test(gtin)) return undefined
  const shard = (await read(shardPath(shardOf(gtin, manifest.shards)))) as ResolverShard | undefined
  const record = shard?.gtins[gtin]
  const product = record && shard.products[record.product]
  return record && product ? { record, product } : undefined
}

async function digitalLink(context: Context): Promise<Response> {
  const { request, url, read, manifest, langs } = context
  const parsed = parseDigitalLink(url)
  if (!parsed.ok) return badRequest(context, parsed.reason)
  const { gtin, qualifiers, attributes, canonicalPath, canonical } = parsed.value
  const linkHeaders = (): [string, string][] => [['Link', linksetLink(url.origin, gtin)], ...context.links.map((l): [string, string] => ['Link', l])]
  // GS1 Digital Link 1.4: a GTIN is written with 14 digits in a URI; the short forms resolve by one permanent redirect.
  if (!canonical) return respond(request, 301, [['Location', url.origin + canonicalPath + url.search], ...linkHeaders()])
  const found = await lookUp(read, manifest, gtin)
  if (!found) return unknownGtin(context, gtin)
  if (request.method === 'OPTIONS') return respond(request, 204, linkHeaders())
  const { record, product } = found
  const input = { origin: url.origin, gtin, qualifiers, record, product, lang: langs[0], texts: manifest.texts[langs[0]] }
  const linkType = url.searchParams.get('linkType')
  if (linkType === 'linkset' || linkType === 'all' || (linkType === null && (request.headers.get('Accept') ?? '').includes(LINKSET_TYPE))) {
    return respond(
      request,
      200,
      [
        ['Content-Type', LINKSET_TYPE],
        ['Content-Language', langs[0]],
        ['Link', `<${LINKSET_CONTEXT}>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"`],
        ...linkHeaders(),
      ],
      JSON.stringify(linksetOf(input)),
    )
  }
  const links = requestLinksOf(input)
  const name = linkType === null ? 'defaultLink' : linkTypeName(linkType)
  const ofType = name !== undefined && name in links ? links[name as keyof typeof links] : []
  if (ofType.length === 0) return unknownLinkType(context, gtin, record, linkType ?? '', links, linkHeaders())
  // Every pair of the query goes on to the target, but linkType: an instruction to this resolver, consumed here.
  const passed = new URLSearchParams(url.search)
  passed.delete('linkType')
  const query = linkType === null ? url.search.slice(1) : passed.toString()
  // The lot's default link (the landing page with its batch) when the URI names one.
  if (name === 'defaultLink') return redirect(request, ofType[0]!.href, query, linkHeaders())
  const chosen = chooseLink(ofType, { acceptLanguage: request.headers.get('Accept-Language'), accept: request.headers.get('Accept') })!
  return redirect(request, name === 'eifu' ? (revisionPdf(chosen, product, attributes, url.origin) ?? chosen.href) : chosen.href, query, linkHeaders())
}

/** The PDF of the revision in force for the lot the URI dates, when it does and it is not the current one. */
function revisionPdf(chosen: LinkTarget, product: ProductRecord, attributes: Record<string, string>, origin: string): string | undefined {
  const lot = lotDay(attributes, product.shelfLifeMonths)
  const document = product.ifu.find((d) => d.revisions[0] && origin + d.revisions[0].pdf === chosen.href)
  if (!lot || !document) return undefined
  const inForce = revisionInForce(document.revisions, lot.day)
  return inForce && origin + inForce.revision.pdf
}

/** 307: the request's method and query go on to the target (GS1-Conformant Resolver: query string passed on by default). */
function redirect(request: Request, href: string, query: string, headers: [string, string][]): Response {
  // Before the target's fragment (a product page's #CODE), which the query would otherwise join.
  const [target, fragment] = href.split(/(?=#)/) as [string, string?]
  const location = query === '' ? href : `${target}${target.includes('?') ? '&' : '?'}${query}${fragment ?? ''}`
  return respond(request, 307, [['Location', location], ...headers])
}

function unknownLinkType(
  context: Context,
  gtin: string,
  record: GtinRecord,
  linkType: string,
  links: Record<string, LinkTarget[]>,
  headers: [string, string][],
): Response {
  const { manifest, langs } = context
  const available = Object.entries(links).filter(([, l]) => l.length > 0)
  const listed = (lang: Lang): LinkTarget[] =>
    available.map(([type, l]) => ({
      href: `${digitalLinkUri(context.url.origin, gtin)}?linkType=gs1:${type}`,
      title: `gs1:${type} – ${manifest.texts[lang][`digitalLink.linkType.${type}`] ?? type} (${l.length})`,
    }))
  return problem(
    context,
    404,
    () =>
      problemPage({
        manifest,
        langs,
        heading: 'digitalLink.noLinkType.title',
        text: 'digitalLink.noLinkType.text',
        values: { gtin, code: record.code, type: linkType },
        links: listed,
      }),
    `GTIN ${gtin} has no link of type ${linkType}; it has ${available.map(([type]) => `gs1:${type}`).join(', ')}.`,
    headers,
  )
}

/** The landing page, /dl/{GTIN}/, and its QR code, /dl/{GTIN}/qr.svg. */
async function landing(context: Context): Promise<Response> {
  const { request, url, read, manifest, accepted } = context
  const [gtin = '', rest = '', ...more] = url.pathname.slice(LANDING_PAGE_BASE.length).split('/')
  if (rest === '' && !url.pathname.endsWith('/') && more.length === 0)
    return respond(request, 308, [['Location', `${url.origin}${url.pathname}/${url.search}`]])
  const found = await lookUp(read, manifest, gtin)
  if (!found || !['', 'qr.svg', RECALL_STATUS].includes(rest) || more.length > 0) return unknownGtin(context, gtin)
  const linkHeaders: [string, string][] = [['Link', linksetLink(url.origin, gtin)]]
  if (request.method === 'OPTIONS') return respond(request, 204, linkHeaders)
  if (rest === 'qr.svg') return respond(request, 200, [['Content-Type', 'image/svg+xml'], ...linkHeaders], qrCodeSvg(digitalLinkUri(url.origin, gtin)))
  const { record, product } = found
  const unit = unitOf(url)
  if (rest === RECALL_STATUS)
    return respond(
      request,
      200,
      [['Content-Type', 'application/json'], ...linkHeaders],
      `${JSON.stringify(recallStatus(gtin, record, unit, manifest.day), null, 2)}\n`,
    )
  // The lot's data as the resolver passed it on; a date that is no date is left out, not guessed.
  const data = Object.fromEntries(
    [...GTIN_QUALIFIERS, '11', '17'].flatMap((ai) => {
      const value = url.searchParams.get(ai)
      return value === null || ((ai === '11' || ai === '17') && gs1Date(value) === undefined) ? [] : [[ai, value]]
    }),
  )
  const lot = lotDay(data, product.shelfLifeMonths)
  const lang = landingLanguage(url.searchParams.get(LANGUAGE_PARAMETER), accepted)
  const other = langs.find((l) => l !== lang)!
  const html = landingPage({
    manifest,
    today: new Date().toISOString().slice(0, 10),
    unit,
    lang,
    other: { lang: other, href: withLanguage(url, other) },
    accepted,
    gtin,
    record,
    product,
    data,
    lot,
    linksetHref: `${digitalLinkUri(url.origin, gtin)}?linkType=linkset`,
  })
  return respond(request, 200, [...htmlHeaders(manifest, lang), ...linkHeaders], html)
}

/** The lot and expiry date (year-month-day) the request carries, as the landing page and gs1:recallStatus read them. */
function unitOf(url: URL): { lot?: string; expiry?: string } {
  const lot = url.searchParams.get('10')
  const expiry = gs1Date(url.searchParams.get('17') ?? '')
  return { ...(lot !== null && lot !== '' && { lot }), ...(expiry !== undefined && { expiry }) }
}

/** The same address, its lot's data and every other pair of its query kept, asking for the page in `lang`. */
function withLanguage(url: URL, lang: Lang): string {
  const query = new URLSearchParams(url.search)
  query.set(LANGUAGE_PARAMETER, lang)
  return `${url.pathname}?${query.toString()}`
}

/** /.well-known/gs1resolver: what this resolver does, rooted at the origin it answers on. */
function description({ request, url, manifest }: Context): Response {
  if (request.method === 'OPTIONS') return respond(request, 204, [])
  return respond(request, 200, [['Content-Type', 'application/json']], `${JSON.stringify({ ...manifest.description, resolverRoot: url.origin }, null, 2)}\n`)
}
