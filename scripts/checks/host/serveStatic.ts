/**
 * Serves a built site the way Cloudflare Pages serves it, so that the browser tests and the
 * benchmarks meet what production meets (https://developers.cloudflare.com/pages/configuration/serving-pages/):
 * its route matching with its redirects, the nearest `404.html` for an unknown address, and the
 * headers of `_headers`. Listens on a free loopback port.
 */
import fs from 'node:fs'
import { execFileSync } from 'node:child_process'
import http from 'node:http'
import http2 from 'node:http2'
import os from 'node:os'
import path from 'node:path'
import compression from 'compression'
import sirv from 'sirv'

/** What Netlify and Cloudflare Pages send for a file no rule gives a Cache-Control. */
const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate'

export interface HeaderRule {
  pattern: string
  headers: [string, string][]
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] })
      continue
    }
    const colon = line.indexOf(':')
    const rule = rules.at(-1)
    if (!rule || colon < 0) throw new Error(`_headers: cannot read the line ${JSON.stringify(line)}`)
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/** "/*" matches everything, "/assets/*" everything below /assets/, other patterns one path. */
export function matches(pattern: string, pathname: string): boolean {
  const re = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`)
  return re.test(pathname)
}

/** The headers a request for this path gets, names lower-cased: every matching rule adds its own; a header set twice gets both values. */
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      out.set(key, out.has(key) ? `${out.get(key)}, ${value}` : value)
    }
  }
  if (!out.has('cache-control')) out.set('cache-control', HOST_DEFAULT_CACHE)
  return out
}

/** What the host does with a request: serve a file (relative to the site folder) with a status, or redirect. */
export type Answer = { file: string; status: 200 | 404 } | { redirect: string; status: number }

/**
 * Cloudflare Pages' route matching for one path: an HTML file is served at its address without
 * ".html" or "index.html", and asked for any other way it is redirected there (308). So
 * `about/index.html` answers "/about/", and "/about" and "/about/index.html" are redirected to it;
 * `404.html` answers "/404". A path that is no file gets the nearest 404.html, with status 404.
 */
export function answerFor(isFile: (file: string) => boolean, pathname: string): Answer {
  const clean = pathname.replace(/^\/+/, '')
  if (clean.endsWith('index.html') && isFile(clean)) return { redirect: `/${clean.slice(0, -'index.html'.length)}`, status: 308 }
  if (clean.endsWith('.html') && isFile(clean)) return { redirect: `/${clean.slice(0, -'.html'.length)}`, status: 308 }
  if (clean === '' || clean.endsWith('/')) {
    if (isFile(`${clean}index.html`)) return { file: `${clean}index.html`, status: 200 }
    if (clean !== '' && isFile(`${clean.slice(0, -1)}.html`)) return { redirect: `/${clean.slice(0, -1)}`, status: 308 }
  } else {
    if (isFile(clean)) return { file: clean, status: 200 }
    if (isFile(`${clean}/index.html`)) return { redirect: `/${clean}/`, status: 308 }
    if (isFile(`${clean}.html`)) return { file: `${clean}.html`, status: 200 }
  }
  const parts = clean.split('/').slice(0, -1)
  for (let n = parts.length; n >= 0; n--) {
    const notFound = [...parts.slice(0, n), '404.html'].join('/')
    if (isFile(notFound)) return { file: notFound, status: 404 }
  }
  return { file: '', status: 404 }
}

export interface StaticHost {
  origin: string
  close: () => Promise<void>
}

/**
 * A certificate for 127.0.0.1 that lasts a day, made by openssl for a benchmark's server (the
 * browser is told to accept it).
 */
function localCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-cert-'))
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' })
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * `gzip`: compress responses, as a host or CDN does; the benchmarks measure bytes on the wire.
 * `http2`: HTTP/2 over TLS, as the hosts serve the site, so that its headers, sent once and
 * compressed, are counted as a visitor's browser receives them (over HTTP/1.1 each response
 * repeats them whole).
 */
export async function serveStatic(dir: string, options: { gzip?: boolean; http2?: boolean } = {}): Promise<StaticHost> {
  const read = (name: string) => (fs.existsSync(path.join(dir, name)) ? fs.readFileSync(path.join(dir, name), 'utf8') : undefined)
  const headersFile = read('_headers')
  if (headersFile === undefined) throw new Error(`No _headers in ${dir}: the build writes it (scripts/build/securityHeaders.ts).`)
  const rules = parseHeadersFile(headersFile)
  // The hosts never publish the headers file itself.
  const isFile = (file: string) => {
    if (file === '_headers') return false
    try {
      return fs.statSync(path.join(dir, file)).isFile()
    } catch {
      // Missing, or a path through a file ("_headers/index.html").
      return false
    }
  }
  const serve = sirv(dir, { dev: false, etag: true })
  const gzip = options.gzip ? compression() : undefined
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://host')
    const answer = (): void => {
      for (const [name, value] of headersFor(rules, url.pathname)) res.setHeader(name, value)
      const found = answerFor(isFile, decodeURIComponent(url.pathname))
      if ('redirect' in found) {
        res.writeHead(found.status, { location: found.redirect + url.search }).end()
        return
      }
      if (found.status === 404) {
        res.writeHead(404, { 'content-type': found.file === '' ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8' })
        res.end(found.file === '' ? 'Not found' : fs.readFileSync(path.join(dir, found.file)))
        return
      }
      req.url = `/${found.file}`
      // The file's own headers (its type by its name), then those of _headers, which win, as on the hosts.
      const ruled = Object.fromEntries(headersFor(rules, url.pathname))
      const writeHead = res.writeHead.bind(res) as (status: number, headers?: http.OutgoingHttpHeaders) => http.ServerResponse
      res.writeHead = ((status: number, headers?: http.OutgoingHttpHeaders) => writeHead(status, { ...headers, ...ruled })) as typeof res.writeHead
      serve(req, res, () => void res.writeHead(500).end())
    }
    if (gzip) gzip(req as never, res as never, answer)
    else answer()
  }
  // The compatibility API of HTTP/2 has the request and response methods the handler uses.
  const server = options.http2 ? http2.createSecureServer({ ...localCertificate(), allowHTTP1: true }, handle as never) : http.createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('static server has no port')
  return { origin: `${options.http2 ? 'https' : 'http'}://127.0.0.1:${address.port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
