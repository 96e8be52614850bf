/**
 * Serves a built site the way a static host does: /en → en/index.html, unknown paths → 404.html,
 * and the headers of the build's `_headers` applied as Cloudflare Pages applies them (every rule
 * whose pattern matches adds its headers; a header set by two rules gets both values, joined by a
 * comma). Listens on a free loopback port.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import sirv from 'sirv'

/** What Netlify and Cloudflare Pages send for a file no rule gives a Cache-Control. */
export const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate'

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

/** The headers a request for this path gets, names lower-cased. */
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

export interface StaticHost {
  origin: string
  close: () => Promise<void>
}

export async function serveStatic(dir: string): Promise<StaticHost> {
  const headersFile = path.join(dir, '_headers')
  if (!fs.existsSync(headersFile)) throw new Error(`No _headers in ${dir}: the build writes it (scripts/site/securityHeaders.ts).`)
  const rules = parseHeadersFile(fs.readFileSync(headersFile, 'utf8'))
  const notFound = path.join(dir, '404.html')
  const serve = sirv(dir, { extensions: ['html'], dev: false, etag: true })
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://host').pathname
    // The hosts never publish the headers file itself.
    if (pathname === '/_headers') req.url = '/no-such-file'
    for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value)
    serve(req, res, () => {
      res.statusCode = 404
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(fs.existsSync(notFound) ? fs.readFileSync(notFound) : 'Not found')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('static server has no port')
  return { origin: `http://127.0.0.1:${address.port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
