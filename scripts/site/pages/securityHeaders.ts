/**
 * The site's security headers, made from the pages as written: a Content-Security-Policy that
 * allows each inline script and style by its sha256 (never 'unsafe-inline'), written as `_headers`
 * (the file Cloudflare Pages reads) and, for hosts that send no headers, as a
 * <meta http-equiv> in every page.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { staticRoutes } from '../../../src/catalogue/routesOf.ts'
import { CAMERA_PERMISSIONS_POLICY, PERMISSIONS_POLICY, SITE_WIDE_HEADERS } from '../../../src/config/siteHeaders.ts'
import { EMAIL_API_ORIGIN, MAP_TILES } from '../../../src/features/contact/outsideServices.ts'
import { IMAGE_URL_PREFIX } from '../../../src/images/imageUrl.ts'
import type { HtmlElement } from './htmlElements.ts'
import type { ParsedPage } from './pageEdits.ts'

/** Cloudflare Pages reads at most this many characters a line of `_headers` (and 100 rules). */
const MAX_HEADER_LINE = 2000
const MAX_RULES = 100

/** One year: file names under these folders change whenever their content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'
const HASHED_FOLDERS = ['/assets/*', `${IMAGE_URL_PREFIX}*`]
/** Files kept at their address and re-read on every visit (pages get the same from the hosts' default). */
const REVALIDATED_FILES = ['/sitemap.xml', '/robots.txt']
/** Every page's address (docs/deploy.md): the home page, and any path that ends with a slash. */
const PAGE_PATTERNS = ['/', '/*/']
/**
 * The pages that read a label with the camera, in the page, by WebAssembly where the browser has no
 * barcode reader: they alone may use the camera and compile WebAssembly ('wasm-unsafe-eval').
 */
export const CAMERA_PAGES: readonly string[] = staticRoutes.filter((r) => r.page === 'scan').flatMap((r) => Object.values(r.path))

export interface InlineCode {
  /** Contents of <script> elements that run (no src, a JavaScript type). */
  scripts: string[]
  /** Contents of <style> elements. */
  styles: string[]
  /** Values of style="…" attributes. */
  styleAttributes: string[]
}

/** The types a browser runs a <script> of as a script (the rest are data blocks, such as JSON). */
const RUNNING_TYPES = new Set(['', 'module', 'text/javascript'])
/**
 * A style attribute's value as the browser reads it, which is what it hashes: React writes the
 * value with these five characters escaped, and no other reference.
 */
const decodeAttribute = (s: string) =>
  s.includes('&')
    ? s.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
    : s

/**
 * The inline code of a page as read (parsePage), as the browser hashes it: each element's text as
 * written, and each style="…" as the browser decodes it. `replaced` is an element the page pass
 * replaces, whose code the page will no longer have.
 */
export function inlineCodeOf({ html, elements }: ParsedPage, replaced?: HtmlElement): InlineCode {
  const text = (e: HtmlElement) => html.slice(e.openEnd, e.closeStart)
  return {
    scripts: elements
      .filter((e) => e !== replaced && e.name === 'script' && e.attributes.src === undefined && RUNNING_TYPES.has(e.attributes.type?.toLowerCase() ?? ''))
      .map(text),
    styles: elements.filter((e) => e !== replaced && e.name === 'style').map(text),
    styleAttributes: elements.flatMap((e) => (e === replaced || e.attributes.style === undefined ? [] : [decodeAttribute(e.attributes.style)])),
  }
}

export const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const hashes = (texts: Iterable<string>) => [...new Set([...texts].map(sha256))].sort()

export interface PolicyInput extends InlineCode {
  /** The Sentry DSN the browser code was built with, if any: its host receives the reports. */
  sentryDsn?: string
  /** A camera page's policy (CAMERA_PAGES): WebAssembly may be compiled. */
  wasm?: boolean
}

/** The policy as directive → sources, in a stable order. */
export function buildPolicy({ scripts, styles, styleAttributes, sentryDsn, wasm }: PolicyInput): [string, string[]][] {
  const attributeHashes = hashes(styleAttributes)
  const sentry = sentryDsn && URL.canParse(sentryDsn) ? new URL(sentryDsn).origin : undefined
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...hashes(scripts)]],
    // Leaflet positions its tiles through element.style, which a policy does not govern; only
    // <style> elements and style="…" attributes in the pages need their hashes.
    ['style-src', ["'self'", ...hashes(styles), ...(attributeHashes.length > 0 ? ["'unsafe-hashes'", ...attributeHashes] : [])]],
    ['img-src', ["'self'", 'data:', new URL(MAP_TILES.replace(/[{}]/g, '')).origin]],
    ['connect-src', ["'self'", EMAIL_API_ORIGIN, ...(sentry ? [sentry] : [])]],
    // The tender sheet's zip library compresses a large sheet in a worker it starts from a blob:
    // URL; only a script the policy already allows can make one. Without it a long request list
    // would never finish its download.
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
}

export const policyText = (policy: [string, string[]][]) => policy.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')

/** A <meta> cannot carry frame-ancestors (browsers ignore it there and say so in the console). */
export const metaPolicyText = (policy: [string, string[]][]) => policyText(policy.filter(([name]) => name !== 'frame-ancestors'))

/** A policy with WebAssembly allowed, for the camera pages. */
const withWasm = (policy: [string, string[]][]): [string, string[]][] =>
  policy.map(([name, sources]) => [name, name === 'script-src' ? [sources[0]!, "'wasm-unsafe-eval'", ...sources.slice(1)] : sources])

export function buildHeadersFile(policy: [string, string[]][]): string {
  const rules: [string, [string, string][]][] = [
    // The GS1 resolver's Function sends the same itself: a host applies no _headers rule to a Function's answers.
    ['/*', [...SITE_WIDE_HEADERS]],
    // The policies that only a page reads, on the pages alone: some 2 KB that every picture, script
    // and index file would otherwise carry. Pages are the addresses that end with a slash; the two
    // patterns never match one path, as Cloudflare joins the values of every rule that matches.
    ...PAGE_PATTERNS.map((pattern): [string, [string, string][]] => [
      pattern,
      [
        ['Content-Security-Policy', policyText(policy)],
        ['Permissions-Policy', PERMISSIONS_POLICY],
      ],
    ]),
    // After the page rules, whose two policies they take off ("! Name") before setting their own.
    ...CAMERA_PAGES.map((pattern): [string, [string, string][]] => [
      pattern,
      [
        ['! Content-Security-Policy', ''],
        ['! Permissions-Policy', ''],
        ['Content-Security-Policy', policyText(withWasm(policy))],
        ['Permissions-Policy', CAMERA_PERMISSIONS_POLICY],
      ],
    ]),
    ...HASHED_FOLDERS.map((p): [string, [string, string][]] => [p, [['Cache-Control', IMMUTABLE]]]),
    ...REVALIDATED_FILES.map((p): [string, [string, string][]] => [p, [['Cache-Control', REVALIDATE]]]),
  ]
  const line = ([name, value]: [string, string]) => (name.startsWith('! ') ? `  ${name}` : `  ${name}: ${value}`)
  const text = rules.map(([pattern, headers]) => [pattern, ...headers.map(line)].join('\n')).join('\n\n') + '\n'
  const long = text.split('\n').find((l) => l.length > MAX_HEADER_LINE)
  if (long)
    throw new Error(
      `the ${long.trim().split(':')[0]} header is ${long.length} characters long; Cloudflare Pages reads at most ${MAX_HEADER_LINE} a line. Fewer distinct inline scripts or styles would shorten it.`,
    )
  if (rules.length > MAX_RULES) throw new Error(`_headers has ${rules.length} rules; Cloudflare Pages reads at most ${MAX_RULES}.`)
  return text
}

/** The policy as a page's <meta>, which the page pass puts right after the charset declaration, before any script. */
export const policyMeta = (policy: [string, string[]][]) => `<meta http-equiv="Content-Security-Policy" content="${metaPolicyText(policy)}">`

/** The policy for the inline code found in all the pages, and `_headers` with it beside them. */
export function writeHeadersFile(clientDir: string, code: InlineCode, sentryDsn: string | undefined): [string, string[]][] {
  const policy = buildPolicy({ ...code, sentryDsn })
  fs.writeFileSync(path.join(clientDir, '_headers'), buildHeadersFile(policy))
  return policy
}
