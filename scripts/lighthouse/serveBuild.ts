import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import compression from 'compression'
import sirv from 'sirv'

/**
 * Serves a built site (dist/client) on a free loopback port the way a static host or CDN does:
 * gzip on, /en → en/index.html, unknown paths → 404.html with status 404.
 */
export async function serveBuild(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const notFound = path.join(dir, '404.html')
  const gzip = compression()
  const serve = sirv(dir, { extensions: ['html'], dev: false, etag: true })
  const server = http.createServer((req, res) =>
    gzip(req as never, res as never, () =>
      serve(req, res, () => {
        res.statusCode = 404
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.end(fs.readFileSync(notFound))
      }),
    ),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('static server has no port')
  return { origin: `http://127.0.0.1:${address.port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
