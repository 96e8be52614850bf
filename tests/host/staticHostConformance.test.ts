/**
 * The project's own static server (scripts/host/serveStatic.ts), which the browser tests
 * and benchmarks use for its quick start, held to the host's runtime, `wrangler pages dev`, on the
 * same folder: request by request, the same status, redirect, content type, cache lifetime, CORS,
 * security headers, compression and body. The folder is the test's own: the resolver's fixture
 * site (its index, `_routes.json`) with pages, 404 pages, files of the kinds the build writes,
 * and the build's own `_headers` rules.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildHeadersFile, buildPolicy } from '../../scripts/site/pages/securityHeaders.ts'
import { serveStatic, type StaticHost } from '../../scripts/harness/serveStatic.ts'
import { startWrangler, type WranglerHost } from '../../scripts/host/wranglerHost.ts'
import { siteFolder, UNIT, UNKNOWN } from './resolverFixture.ts'

const html = (title: string) => `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>${title}</title></head><body><p>${title}</p></body></html>`

/** Files of each kind the build leaves for the host, by path. */
const FILES: Record<string, string | Buffer> = {
  '404.html': html('Pagina non trovata'),
  'en/index.html': html('Home'),
  'en/404.html': html('Page not found'),
  'chi-siamo/index.html': html('Chi siamo'),
  'scansiona/index.html': html('Scansiona'),
  'legacy.html': html('Legacy'),
  'assets/entry-abc123.js': 'console.log("entry")\n'.repeat(50),
  'assets/style-abc123.css': 'body{margin:0}\n'.repeat(50),
  'img/photo-400.avif': Buffer.alloc(300, 7),
  'img/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(50)}</svg>`,
  'downloads/catalogue.xlsx': Buffer.alloc(400, 1),
  'downloads/catalogue.csv': 'code;size\n'.repeat(50),
  'data/products.json': JSON.stringify({ products: Array.from({ length: 30 }, (_, i) => ({ i })) }),
  'pdfs/it/sp.pdf': Buffer.from('%PDF-1.4\n'.repeat(40)),
  'sitemap.xml': `<?xml version="1.0"?><urlset>${'<url/>'.repeat(40)}</urlset>`,
  'robots.txt': 'User-agent: *\nAllow: /\n'.repeat(20),
  'manifest.webmanifest': JSON.stringify({ name: 'x'.repeat(300) }),
  'favicon.ico': Buffer.alloc(200, 3),
  'fonts/sans.woff2': Buffer.alloc(300, 5),
  LICENSE: 'Permission is hereby granted, free of charge\n'.repeat(20),
}

/** The build's rules (page policy, immutable hashed folders, revalidated files), and one that types what it matches, as a rule may. */
const HEADERS = `${buildHeadersFile(buildPolicy({ scripts: ['1'], styles: [], styleAttributes: [] }))}
/data/*
  Content-Type: application/vnd.example+json
`

let dir: string
let wrangler: WranglerHost | undefined
let local: StaticHost | undefined

beforeAll(async () => {
  dir = siteFolder()
  for (const [file, contents] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), contents)
  }
  fs.writeFileSync(path.join(dir, '_headers'), HEADERS)
  ;[wrangler, local] = await Promise.all([startWrangler(dir), serveStatic(dir)])
}, 120_000)
afterAll(async () => {
  await Promise.all([wrangler?.close(), local?.close()])
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  /** Decoded by its Content-Encoding, each server's origin written "ORIGIN". */
  body: string
}

/** A request as a client sends it, with no header but those given (fetch would add Accept-Encoding). */
function call(origin: string, method: string, target: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${target}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (c: Buffer) => chunks.push(c))
      response.on('error', reject)
      response.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = response.headers['content-encoding']
        const body = raw.length === 0 ? raw : encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw
        resolve({ status: response.statusCode!, headers: response.headers, body: body.toString('latin1').replaceAll(origin, 'ORIGIN') })
      })
    })
    request.on('error', reject)
    request.end()
  })
}

/** What a client, a cache or a browser acts on; `etag` only as present or not (each server hashes in its own way). */
const COMPARED = [
  'location',
  'content-type',
  'cache-control',
  'access-control-allow-origin',
  'content-encoding',
  'content-range',
  'accept-ranges',
  'referrer-policy',
  'x-content-type-options',
  'strict-transport-security',
  'content-security-policy',
  'permissions-policy',
  'link',
  'vary',
  'allow',
]
const seen = (answer: Answer, origin: string) => ({
  status: answer.status,
  ...Object.fromEntries(COMPARED.map((name) => [name, answer.headers[name]?.toString().replaceAll(origin, 'ORIGIN')])),
  etag: answer.headers.etag !== undefined,
  body: answer.body,
})

const gzip = { 'Accept-Encoding': 'gzip' }
/**
 * [what the row checks, method, path, request headers]. Not here: "/_headers", which the host
 * never publishes; wrangler pages dev answers it 502, its own failure to look for
 * "/_headers/index.html" (serveStatic.test.ts has the 404 the host gives).
 */
const ROWS: [string, string, string, Record<string, string>][] = [
  ['the home page', 'GET', '/', {}],
  ['a page', 'GET', '/chi-siamo/', {}],
  ["the scan page, whose rule takes off the pages' policies and sets its own", 'GET', '/scansiona/', {}],
  ['a page without its slash', 'GET', '/chi-siamo', {}],
  ['a page without its slash, with a query', 'GET', '/chi-siamo?a=1', {}],
  ['/X/index', 'GET', '/chi-siamo/index', {}],
  ['/X/index/', 'GET', '/chi-siamo/index/', {}],
  ['/X/index.html', 'GET', '/chi-siamo/index.html', {}],
  ['/index', 'GET', '/index', {}],
  ['/index.html', 'GET', '/index.html', {}],
  ['/X//', 'GET', '/chi-siamo//', {}],
  ['//X/', 'GET', '//chi-siamo/', {}],
  ['a path that starts with another host', 'GET', '//evil.example/', {}],
  ['an encoded page path', 'GET', '/chi%2Dsiamo/', {}],
  ['a page file without .html', 'GET', '/legacy', {}],
  ['a page file with .html', 'GET', '/legacy.html', {}],
  ['a page file with a slash', 'GET', '/legacy/', {}],
  ['/404', 'GET', '/404', {}],
  ['/404.html', 'GET', '/404.html', {}],
  ['a folder page without its slash', 'GET', '/en', {}],
  ['an unknown path', 'GET', '/nowhere', {}],
  ['an unknown path, with a slash', 'GET', '/chi-siamo/nowhere/', {}],
  ['an unknown path under a folder with its own 404 page', 'GET', '/en/nowhere', {}],
  ['an unknown file under a typed folder: the rule types the 404 too', 'GET', '/data/none.json', {}],
  ['a file a rule types', 'GET', '/data/products.json', {}],
  ['POST', 'POST', '/', {}],
  ['PUT to a file', 'PUT', '/robots.txt', {}],
  ['OPTIONS', 'OPTIONS', '/', {}],
  ['DELETE to an unknown path', 'DELETE', '/nowhere', {}],
  ['HEAD', 'HEAD', '/', {}],
  ['HEAD, gzip', 'HEAD', '/chi-siamo/', gzip],
  ['.xlsx', 'GET', '/downloads/catalogue.xlsx', {}],
  ['.csv', 'GET', '/downloads/catalogue.csv', {}],
  ['LICENSE (no extension)', 'GET', '/LICENSE', {}],
  ['.pdf', 'GET', '/pdfs/it/sp.pdf', {}],
  ['.avif', 'GET', '/img/photo-400.avif', {}],
  ['.svg', 'GET', '/img/logo.svg', {}],
  ['.js', 'GET', '/assets/entry-abc123.js', {}],
  ['.css', 'GET', '/assets/style-abc123.css', {}],
  ['.webmanifest', 'GET', '/manifest.webmanifest', {}],
  ['.ico', 'GET', '/favicon.ico', {}],
  ['.woff2', 'GET', '/fonts/sans.woff2', {}],
  ['sitemap.xml', 'GET', '/sitemap.xml', {}],
  ['robots.txt', 'GET', '/robots.txt', {}],
  ['Range on a hashed file', 'GET', '/assets/entry-abc123.js', { Range: 'bytes=0-9' }],
  ['Range on a file no rule caches', 'GET', '/LICENSE', { Range: 'bytes=5-' }],
  ['Range on a page', 'GET', '/chi-siamo/', { Range: 'bytes=0-9' }],
  ['gzip: a page', 'GET', '/chi-siamo/', gzip],
  ['gzip: a script', 'GET', '/assets/entry-abc123.js', gzip],
  ['gzip: a stylesheet', 'GET', '/assets/style-abc123.css', gzip],
  ['gzip: JSON a rule types', 'GET', '/data/products.json', gzip],
  ['gzip: SVG', 'GET', '/img/logo.svg', gzip],
  ['gzip: XML', 'GET', '/sitemap.xml', gzip],
  ['gzip: text', 'GET', '/robots.txt', gzip],
  ['gzip: CSV', 'GET', '/downloads/catalogue.csv', gzip],
  ['gzip: a picture is not compressed', 'GET', '/img/photo-400.avif', gzip],
  ['gzip: a spreadsheet is not compressed', 'GET', '/downloads/catalogue.xlsx', gzip],
  ['gzip: a 404 page', 'GET', '/nowhere', gzip],
  ['gzip: a redirect', 'GET', '/chi-siamo', gzip],
  ['gzip: a 405', 'POST', '/', gzip],
  ['gzip and Range', 'GET', '/assets/entry-abc123.js', { ...gzip, Range: 'bytes=0-9' }],
  ['as a browser asks', 'GET', '/chi-siamo/', { 'Accept-Encoding': 'gzip, deflate, br, zstd' }],
  ['brotli first', 'GET', '/chi-siamo/', { 'Accept-Encoding': 'br, gzip' }],
  ['gzip refused', 'GET', '/chi-siamo/', { 'Accept-Encoding': 'gzip;q=0, br;q=0.5' }],
  ['deflate only', 'GET', '/chi-siamo/', { 'Accept-Encoding': 'deflate' }],
  ['no encoding acceptable', 'GET', '/chi-siamo/', { 'Accept-Encoding': 'identity;q=0' }],
  ['the resolver: a GTIN', 'GET', `/01/${UNIT}`, {}],
  ["the resolver: an unknown GTIN's linkset.json", 'GET', `/01/${UNKNOWN}/linkset.json`, {}],
  ['the resolver: an unknown GTIN, gzip', 'GET', `/01/${UNKNOWN}`, gzip],
  ['the resolver: a landing page, gzip', 'GET', `/dl/${UNIT}/`, { ...gzip, 'Accept-Language': 'en' }],
  ['the resolver: its description', 'GET', '/.well-known/gs1resolver', {}],
  ['the resolver: its description, with a slash', 'GET', '/.well-known/gs1resolver/', {}],
  ['the resolver: its stem alone', 'GET', '/01', {}],
  ['the resolver: POST', 'POST', `/01/${UNIT}`, {}],
  ['the resolver: OPTIONS', 'OPTIONS', `/01/${UNIT}`, { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET' }],
  ['the resolver: Range', 'GET', `/dl/${UNIT}/`, { Range: 'bytes=0-9' }],
]

describe('the static server answers as wrangler pages dev', () => {
  test.each(ROWS)('%s: %s %s', async (_what, method, target, headers) => {
    const [expected, actual] = await Promise.all([call(wrangler!.origin, method, target, headers), call(local!.origin, method, target, headers)])
    expect(seen(actual, local!.origin)).toEqual(seen(expected, wrangler!.origin))
  })

  test('a file asked for again with its ETag: 304 from both, with the same headers', async () => {
    for (const target of ['/chi-siamo/', '/assets/entry-abc123.js', '/LICENSE']) {
      const [expected, actual] = (await Promise.all(
        [wrangler!.origin, local!.origin].map(async (origin) => {
          const first = await call(origin, 'GET', target, {})
          expect(first.headers.etag, `${origin}${target}`).toMatch(/^"[^"]+"$/)
          return seen(await call(origin, 'GET', target, { 'If-None-Match': first.headers.etag! }), origin)
        }),
      )) as [ReturnType<typeof seen>, ReturnType<typeof seen>]
      expect(actual.status, target).toBe(304)
      expect(actual, target).toEqual(expected)
    }
  })
})
