/**
 * Kept beside wrangler because it starts at once and answers pages several times quicker, with no
 * proxy sharing the processor with the browser being measured (docs/performance.md, "The local hosts").
 *
 * Serves a built site as Cloudflare Pages serves it, and as `wrangler pages dev` (its runtime,
 * scripts/host/wranglerHost.ts) answers locally, for the browser tests and the benchmarks
 * that need a server quicker to start than wrangler: Pages' route matching with its 308 redirects,
 * the nearest `404.html` (never cached), the headers of `_headers`, its own headers on every answer
 * (CORS for any origin among them), 405 for any method but GET and HEAD, whole files only (Range
 * ignored), and gzip or brotli for the types Cloudflare compresses, as Accept-Encoding asks. The
 * paths `_routes.json` gives the Functions get the GS1 resolver, which is what every Function of
 * the site runs (functions/), called in this process. tests/host/staticHostConformance.test.ts
 * holds it to wrangler. Listens on a free loopback port.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { execFileSync } from 'node:child_process'
import http from 'node:http'
import http2 from 'node:http2'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { resolveDigitalLink } from '../../src/features/digitalLink/resolveDigitalLink.ts'
import { hostContentType } from '../site/emitters/hostContentType.ts'
import type { ResolverReader } from '../../src/features/digitalLink/resolverData.ts'

/** What Cloudflare Pages sends for a file no rule gives a Cache-Control. */
const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate'

/**
 * The types Cloudflare compresses (https://developers.cloudflare.com/speed/optimization/content/compression/),
 * as wrangler's list has them; an answer without a type is compressed too, as there.
 */
const COMPRESSED_TYPES = new Set([
  ...['html', 'richtext', 'plain', 'css', 'x-script', 'x-component', 'x-java-source', 'x-markdown', 'javascript', 'js', 'xml'].map((t) => `text/${t}`),
  ...[
    'javascript',
    'x-javascript',
    'x-perl',
    'x-httpd-cgi',
    'xml',
    'rss+xml',
    'vnd.api+json',
    'x-protobuf',
    'json',
    'xhtml+xml',
    'vnd.ms-fontobject',
    'ttf',
    'x-ttf',
    'otf',
    'x-otf',
    'truetype',
    'opentype',
    'x-opentype',
    'font-woff',
    'eot',
    'font',
    'font-sfnt',
    'wasm',
    'javascript-binast',
    'manifest+json',
    'ld+json',
    'graphql+json',
    'geo+json',
  ].map((t) => `application/${t}`),
  ...['x-icon', 'vnd.microsoft.icon', 'svg+xml'].map((t) => `image/${t}`),
  'font/ttf',
  'font/otf',
  'font/x-woff',
  'multipart/bag',
  'multipart/mixed',
])

interface HeaderRule {
  pattern: string
  headers: [string, string][]
  /** Headers the rule removes ("! Name" lines). */
  unset?: string[]
}

function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] })
      continue
    }
    const rule = rules.at(-1)
    if (rule && line.trim().startsWith('! ')) {
      ;(rule.unset ??= []).push(line.trim().slice(2).trim().toLowerCase())
      continue
    }
    const colon = line.indexOf(':')
    if (!rule || colon < 0) throw new Error(`_headers: cannot read the line ${JSON.stringify(line)}`)
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/** A rule's path as Pages reads it: "*" matches anything (slashes too), ":name" one segment. */
function matches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*')
  return new RegExp(`^${source}$`).test(pathname)
}

/**
 * A rule of `_routes.json` as Pages reads it: "/01/*" is "/01" and anything below it, "/a" and
 * "/a/" are one, "*" matches anything.
 */
function routeMatches(rule: string, pathname: string): boolean {
  const optional =
    rule === '/' || rule === '/*'
      ? rule
      : rule.endsWith('/*')
        ? `${rule.slice(0, -2)}(/*)?`
        : rule.endsWith('/')
          ? `${rule.slice(0, -1)}(/)?`
          : rule.endsWith('*')
            ? rule
            : `${rule}(/)?`
  return new RegExp(`^${optional.replaceAll('.', '\\.').replaceAll('*', '.*')}$`).test(pathname)
}

/** What the host does with a request: serve a file (relative to the site folder) with a status, or redirect. */
export type Answer = { file: string; status: 200 | 404 } | { redirect: string; status: 308 }

/**
 * Cloudflare Pages' route matching for one (decoded) path, step by step as wrangler's asset
 * server has it: an HTML file is served at its address without ".html" or "index.html", and asked
 * for any other way it is redirected there (308). So `about/index.html` answers "/about/", and
 * "/about", "/about/index", "/about/index/" and "/about/index.html" are redirected to it; an empty
 * path segment is no step ("/about//" is "/about/"). A path that is no file gets the nearest
 * 404.html, with status 404; a site without any 404.html answers with its home page.
 */
export function answerFor(isFile: (file: string) => boolean, pathname: string): Answer {
  const asset = (address: string): string | undefined => {
    const joined = path.posix.join('/site', address)
    if (!joined.startsWith('/site/')) return undefined
    const file = joined.slice('/site/'.length)
    return file !== '' && isFile(file) ? file : undefined
  }
  const redirect = (to: string): Answer => ({ redirect: to, status: 308 })
  const notFound = (): Answer => {
    for (let dir = pathname; dir;) {
      dir = dir.slice(0, dir.lastIndexOf('/'))
      const page = asset(`${dir}/404.html`)
      if (page) return { file: page, status: 404 }
    }
    const home = asset('/index.html')
    return home ? { file: home, status: 200 } : { file: '', status: 404 }
  }
  let file: string | undefined
  if (pathname.endsWith('/')) {
    if ((file = asset(`${pathname}index.html`))) return { file, status: 200 }
    if (pathname.endsWith('/index/')) return redirect(`/${pathname.slice(1, -'index/'.length)}`)
    if (asset(pathname.replace(/\/$/, '.html'))) return redirect(`/${pathname.slice(1, -1)}`)
    return notFound()
  }
  if ((file = asset(pathname))) {
    if (!pathname.endsWith('.html')) return { file, status: 200 }
    const bare = pathname.slice(0, -'.html'.length)
    if (bare.endsWith('/index')) return redirect(bare.replace(/\/index$/, '/'))
    return asset(bare) || bare === '/' ? { file, status: 200 } : redirect(bare)
  }
  if (pathname.endsWith('/index')) return redirect(`/${pathname.slice(1, -'index'.length)}`)
  if ((file = asset(`${pathname}.html`))) return { file, status: 200 }
  if (asset(`${pathname}/index.html`)) return redirect(`${pathname}/`)
  return notFound()
}

/** The encoding Cloudflare answers with for this Accept-Encoding and type, `null` for none; `false` when the client refuses every one it could get. */
function encodingFor(acceptEncoding: string | undefined, contentType: string | null): 'gzip' | 'br' | null | false {
  if (acceptEncoding === undefined) return null
  if (contentType !== null && !COMPRESSED_TYPES.has(contentType.split(';')[0]!)) return null
  const codings = acceptEncoding
    .split(',')
    .flatMap((element) => {
      const match = /^(?<coding>[a-z]+|\*)(?:\s*;\s*q=(?<weight>\d+(?:.\d+)?))?$/.exec(element.trim())
      return match ? [{ coding: match.groups!.coding!, weight: match.groups!.weight === undefined ? 1 : parseFloat(match.groups!.weight) }] : []
    })
    .sort((a, b) => b.weight - a.weight)
  if (codings.length === 0) return null
  let identityRefused = false
  for (const { coding, weight } of codings) {
    if (weight === 0) identityRefused ||= coding === 'identity' || coding === '*'
    else if (coding === 'gzip' || coding === 'br') return coding
    else if (coding === 'identity') break
  }
  return identityRefused ? false : null
}

/**
 * Brotli at a quality that takes about as long as gzip (under 1 ms for a page, where Node's default,
 * the highest, takes some 45 ms): the browser tests ask for br on every request, and at the highest
 * quality their run took twice as long. The tests compare the encoding with the host's, not the bytes.
 */
const BROTLI_AS_FAST_AS_GZIP = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }

interface Reply {
  status: number
  headers: Headers
  body: Buffer | null
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
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    )
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * `http2`: HTTP/2 over TLS, as the host serves the site, so that a benchmark counts its headers,
 * sent once and compressed, as a visitor's browser receives them (over HTTP/1.1 each response
 * repeats them whole).
 */
export async function serveStatic(dir: string, options: { http2?: boolean } = {}): Promise<StaticHost> {
  const read = (name: string) => (fs.existsSync(path.join(dir, name)) ? fs.readFileSync(path.join(dir, name), 'utf8') : undefined)
  const headersFile = read('_headers')
  if (headersFile === undefined) throw new Error(`No _headers in ${dir}: the build writes it (scripts/site/pages/securityHeaders.ts).`)
  // Its rules would need Pages' redirect engine, which this server has not; wrangler has it.
  if (read('_redirects') !== undefined)
    throw new Error(`${dir} has a _redirects file, which this server does not apply: serve it with scripts/host/wranglerHost.ts.`)
  const rules = parseHeadersFile(headersFile)
  const routesFile = read('_routes.json')
  const routes = routesFile === undefined ? undefined : (JSON.parse(routesFile) as { include: string[]; exclude?: string[] })
  const toFunction = (pathname: string) =>
    routes !== undefined && routes.include.some((r) => routeMatches(r, pathname)) && !(routes.exclude ?? []).some((r) => routeMatches(r, pathname))
  // Files the host keeps to itself.
  const hidden = new Set(['_headers', '_redirects', '_worker.js'])
  const isFile = (file: string) => {
    if (hidden.has(file)) return false
    try {
      return fs.lstatSync(path.join(dir, file)).isFile()
    } catch {
      // Missing, or a path through a file ("_headers/index.html").
      return false
    }
  }
  // The resolver's index, read as the Function reads it: files of the deploy, each parsed once.
  const parsed = new Map<string, Promise<unknown>>()
  const readIndex: ResolverReader = (file) => {
    if (!parsed.has(file))
      parsed.set(
        file,
        fs.promises.readFile(path.join(dir, file), 'utf8').then(
          (t) => JSON.parse(t) as unknown,
          () => undefined,
        ),
      )
    return parsed.get(file)!
  }

  const serveFile = (req: http.IncomingMessage, file: string, status: 200 | 404): Reply => {
    const body = fs.readFileSync(path.join(dir, file))
    const type = hostContentType(file)
    if (status === 404) return { status, headers: new Headers({ 'content-type': type }), body }
    const etag = `"${createHash('sha256')
      .update(body.toString('base64') + path.extname(file).slice(1))
      .digest('hex')
      .slice(0, 32)}"`
    const match = req.headers['if-none-match']
    if (match === etag || match === `W/${etag}`) return { status: 304, headers: new Headers(), body: null }
    const headers = new Headers({ etag, 'content-type': type })
    // A partial request gets the whole file, and no cache lifetime.
    if (req.headers.authorization === undefined && req.headers.range === undefined) headers.append('cache-control', HOST_DEFAULT_CACHE)
    return { status, headers, body }
  }

  /** The asset server's answer, with the headers it adds to every one and those of `_headers`. */
  const fromFiles = (req: http.IncomingMessage, url: URL): Reply => {
    let reply: Reply
    if (!/^(get|head)$/i.test(req.method ?? '')) reply = { status: 405, headers: new Headers(), body: null }
    else {
      let pathname = url.pathname
      try {
        pathname = decodeURIComponent(pathname)
      } catch {
        // Kept as it came, as the host keeps it.
      }
      const found = answerFor(isFile, pathname)
      if ('redirect' in found) {
        const location = `${found.redirect}${url.search}`.replace(/^(\/|%2F|%2f|%5C|%5c|%09|\s|\\)+(.*)/, '/$2')
        reply = { status: found.status, headers: new Headers({ location }), body: null }
      } else if (found.file === '') reply = { status: 404, headers: new Headers(), body: null }
      else reply = serveFile(req, found.file, found.status)
    }
    reply.headers.set('access-control-allow-origin', '*')
    reply.headers.set('referrer-policy', 'strict-origin-when-cross-origin')
    if (reply.headers.has('content-type')) reply.headers.set('x-content-type-options', 'nosniff')
    const set = new Set<string>()
    for (const rule of rules.filter((r) => matches(r.pattern, url.pathname))) {
      for (const name of rule.unset ?? []) reply.headers.delete(name)
      for (const [name, value] of rule.headers) {
        const key = name.toLowerCase()
        if (set.has(key)) reply.headers.append(key, value)
        else reply.headers.set(key, value)
        set.add(key)
      }
    }
    // Never a cached "not found": the address may be published by the next deploy.
    if (reply.status === 404) reply.headers.set('cache-control', 'no-store')
    return reply
  }

  const fromFunction = async (req: http.IncomingMessage, url: URL): Promise<Reply> => {
    const headers = new Headers(
      Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' && !name.startsWith(':') ? [[name, value] as [string, string]] : [])),
    )
    const response = await resolveDigitalLink(new Request(url, { method: req.method, headers }), readIndex)
    return { status: response.status, headers: new Headers(response.headers), body: response.body ? Buffer.from(await response.arrayBuffer()) : null }
  }

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    // The path as it came: "//x" is a path, not another host.
    const url = new URL(`http://${req.headers.host ?? req.headers[':authority'] ?? '127.0.0.1'}${req.url ?? '/'}`)
    const replied = toFunction(url.pathname) ? fromFunction(req, url) : Promise.resolve(fromFiles(req, url))
    replied
      .then((reply) => {
        const accept = req.headers['accept-encoding']
        const encoding = encodingFor(Array.isArray(accept) ? accept.join(', ') : accept, reply.headers.get('content-type'))
        if (encoding === false) {
          res.writeHead(415, { 'accept-encoding': 'br, gzip', 'content-type': 'text/plain;charset=UTF-8' }).end('Unsupported Media Type')
          return
        }
        let body = reply.body
        if (encoding !== null) {
          reply.headers.set('content-encoding', encoding)
          if (body) body = encoding === 'gzip' ? zlib.gzipSync(body) : zlib.brotliCompressSync(body, BROTLI_AS_FAST_AS_GZIP)
        }
        const headers = Object.fromEntries(reply.headers)
        if (body && ![204, 304].includes(reply.status)) headers['content-length'] = String(body.length)
        res.writeHead(reply.status, headers)
        res.end(req.method === 'HEAD' || [204, 304].includes(reply.status) ? undefined : (body ?? undefined))
      })
      .catch((error: unknown) => {
        console.error(error)
        if (!res.headersSent) res.writeHead(500)
        res.end()
      })
  }
  // The compatibility API of HTTP/2 has the request and response methods the handler uses.
  const server = options.http2 ? http2.createSecureServer({ ...localCertificate(), allowHTTP1: true }, handle as never) : http.createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('static server has no port')
  return {
    origin: `${options.http2 ? 'https' : 'http'}://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
