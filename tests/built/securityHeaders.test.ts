/**
 * The security headers as a browser receives them from the served build (the test server answers
 * as the host does: tests/host/staticHostConformance.test.ts), on every page of the route table,
 * the not-found page, a script, a picture and the sitemap: each header once, with the value the site
 * promises. The policies a page gets, in its header and its <meta>, allow what the page itself
 * runs inline, by hash, and nothing unsafe; the scan page alone may use the camera and compile
 * WebAssembly, which reads a label's code in the page. That nothing breaks them as the pages run is seen in the
 * browser: tests/browser/, whose fixtures fail a test on any violation.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Parser } from 'htmlparser2'
import { beforeAll, describe, expect, test } from 'vitest'
import { servedOrigin as baseUrl } from './servedSite.ts'
import { client, config, routeOfKind, sitePages } from '../../scripts/harness/builtSite.ts'
import { notFoundUrl } from '../../scripts/harness/catalogueExamples.ts'

const notFound = notFoundUrl.it
/** The scan page's addresses: the camera and WebAssembly are theirs alone. */
const scanPages = new Set(Object.values(routeOfKind('scan').path))
/** The error-reporting host the build was made for (.env.e2e), where its reports may go. */
const errorReporting = config.VITE_SENTRY_DSN ? [new URL(config.VITE_SENTRY_DSN).origin] : []

/** Every page, as the browser gets it: its headers and its HTML. */
interface Served {
  address: string
  headers: Headers
  html: string
}
let served: Served[]
beforeAll(async () => {
  const addresses = [...sitePages.map((p) => p.path), notFound]
  served = await Promise.all(
    addresses.map(async (address) => {
      const response = await fetch(baseUrl() + address)
      return { address, headers: response.headers, html: await response.text() }
    }),
  )
}, 60_000)

/** The headers of every answer, pages and files alike, each once (Cloudflare joins the values of two rules that set one header). */
const EVERY_ANSWER = {
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
}

/** A policy read as a browser reads it: its directives by name, each with its values. */
function directives(policy: string): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (!name) continue
    expect(found.has(name), `${name} twice in ${policy}`).toBe(false)
    found.set(name.toLowerCase(), values)
  }
  return found
}

/**
 * The hashes a policy must list for a page's inline scripts and styles: every one the browser runs
 * (data blocks it does not); and the page's own policies, with the scripts before each.
 */
function inlineCode(html: string): { scripts: Set<string>; styles: Set<string>; meta: string[]; scriptsBeforeMeta: number } {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const meta: string[] = []
  let scriptsSeen = 0
  let scriptsBeforeMeta = 0
  let open: { name: string; runs: boolean; text: string } | undefined
  const parser = new Parser({
    onopentag(name, a) {
      if (name === 'meta' && a['http-equiv']?.toLowerCase() === 'content-security-policy') {
        meta.push(a.content ?? '')
        scriptsBeforeMeta += scriptsSeen
      }
      if (name === 'script') scriptsSeen++
      if (name === 'script') open = { name, runs: a.src === undefined && !/^application\/(ld\+)?json$/i.test(a.type ?? ''), text: '' }
      if (name === 'style') open = { name, runs: true, text: '' }
    },
    ontext(text) {
      if (open) open.text += text
    },
    onclosetag(name) {
      if (open?.name === name && open.runs) (name === 'script' ? scripts : styles).add(`'sha256-${createHash('sha256').update(open.text).digest('base64')}'`)
      open = undefined
    },
  })
  parser.end(html)
  return { scripts, styles, meta, scriptsBeforeMeta }
}

describe('the headers a browser receives', () => {
  test('every page: the security headers once each; a page of the route table a permissions policy too, revalidated on every visit', () => {
    expect(served.length).toBe(sitePages.length + 1)
    for (const { address, headers } of served) {
      expect(Object.fromEntries(Object.keys(EVERY_ANSWER).map((name) => [name, headers.get(name)])), address).toEqual(EVERY_ANSWER)
      // The not-found page answers at any address, which no rule of _headers names.
      if (address === notFound) continue
      const permissions = headers.get('permissions-policy')?.split(/,\s*/) ?? []
      const camera = scanPages.has(address) ? 'camera=(self)' : 'camera=()'
      expect(permissions, address).toEqual(expect.arrayContaining([camera, 'geolocation=()']))
      expect(new Set(permissions.map((p) => p.split('=')[0])).size, `${address}: each feature once`).toBe(permissions.length)
      expect(headers.get('cache-control'), address).toBe('public, max-age=0, must-revalidate')
    }
  })

  test("each policy a page gets allows the page's own inline code by its hash, and nothing unsafe", () => {
    let pagesWithHeader = 0
    for (const { address, headers, html } of served) {
      const { scripts, styles, meta, scriptsBeforeMeta } = inlineCode(html)
      expect(scripts.size, `${address}: its start script at least`).toBeGreaterThan(0)
      expect(meta, `${address}: one policy in the page`).toHaveLength(1)
      expect(scriptsBeforeMeta, `${address}: scripts before the page's policy, which does not cover them`).toBe(0)
      const header = headers.get('content-security-policy')
      if (header !== null) pagesWithHeader++
      for (const policy of header === null ? meta : [header, ...meta]) {
        const d = directives(policy)
        expect(d.get('default-src'), address).toEqual(["'self'"])
        expect(d.get('script-src')?.[0], address).toBe("'self'")
        // The scan page's WebAssembly reader, and nothing else unsafe.
        const wasm = scanPages.has(address) ? ["'wasm-unsafe-eval'"] : []
        expect(
          d.get('script-src')?.filter((v) => v.startsWith("'wasm")),
          address,
        ).toEqual(wasm)
        expect(d.get('script-src'), address).toEqual(expect.arrayContaining([...scripts]))
        expect(d.get('style-src'), address).toEqual(expect.arrayContaining(["'self'", ...styles]))
        expect(d.get('img-src'), address).toEqual(["'self'", 'data:', 'https://tile.openstreetmap.org'])
        expect(d.get('connect-src'), address).toEqual(["'self'", 'https://api.emailjs.com', ...errorReporting])
        expect(d.get('worker-src'), address).toEqual(["'self'", 'blob:'])
        expect([d.get('object-src'), d.get('base-uri'), d.get('form-action')], address).toEqual([["'none'"], ["'self'"], ["'self'"]])
        expect(
          wasm.reduce((p, w) => p.replace(w, ''), policy),
          address,
        ).not.toMatch(/unsafe-|\*/)
      }
      // The page's own policy lists its own code and nothing more; frame-ancestors works only as a header.
      const own = directives(meta[0]!)
      expect(new Set([...own.get('script-src')!, ...own.get('style-src')!].filter((v) => v.startsWith("'sha256-")))).toEqual(new Set([...scripts, ...styles]))
      if (header !== null) expect(directives(header).get('frame-ancestors'), address).toEqual(["'none'"])
    }
    // Every page of the route table; the not-found page is its <meta>'s.
    expect(pagesWithHeader).toBeGreaterThanOrEqual(sitePages.length)
    expect([...scanPages].filter((a) => served.some((s) => s.address === a))).toHaveLength(2)
  })

  test('hashed files are kept a year, without a policy; the sitemap is revalidated; _headers is not served', async () => {
    const script = /\/assets\/[^"]+\.js/.exec(served[0]!.html)![0]
    const picture = /\/img\/[^"\s]+/.exec(served.find((s) => /\/img\//.test(s.html))!.html)![0]
    for (const file of [script, picture]) {
      const headers = (await fetch(baseUrl() + file)).headers
      expect([headers.get('cache-control'), headers.get('content-security-policy')], file).toEqual(['public, max-age=31536000, immutable', null])
      expect(headers.get('x-content-type-options'), file).toBe('nosniff')
    }
    expect((await fetch(`${baseUrl()}/sitemap.xml`)).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect((await fetch(`${baseUrl()}/_headers`)).status).toBe(404)
  })

  test("_headers fits Cloudflare's limits: lines of at most 2,000 characters, at most 100 rules", () => {
    const lines = fs.readFileSync(path.join(client, '_headers'), 'utf8').split('\n')
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(2000)
    expect(lines.filter((l) => /^\S/.test(l) && !l.startsWith('#')).length).toBeLessThanOrEqual(100)
  })
})
