import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { answerFor, serveStatic } from './serveStatic.ts'

/** A built site of a few files, as the host sees it. */
const site = new Set(['index.html', '404.html', 'chi-siamo/index.html', 'en/index.html', 'en/404.html', 'sitemap.xml', 'legacy.html', 'ifu/feed.xml'])
const isFile = (file: string) => site.has(file)

describe("answerFor: Cloudflare Pages' route matching", () => {
  test.each([
    ['/', { file: 'index.html', status: 200 }],
    ['/chi-siamo/', { file: 'chi-siamo/index.html', status: 200 }],
    ['/chi-siamo', { redirect: '/chi-siamo/', status: 308 }],
    ['/chi-siamo/index.html', { redirect: '/chi-siamo/', status: 308 }],
    ['/index.html', { redirect: '/', status: 308 }],
    ['/en', { redirect: '/en/', status: 308 }],
    ['/sitemap.xml', { file: 'sitemap.xml', status: 200 }],
    ['/ifu/feed.xml', { file: 'ifu/feed.xml', status: 200 }],
    ['/legacy', { file: 'legacy.html', status: 200 }],
    ['/legacy.html', { redirect: '/legacy', status: 308 }],
    ['/legacy/', { redirect: '/legacy', status: 308 }],
    ['/404.html', { redirect: '/404', status: 308 }],
    ['/nowhere', { file: '404.html', status: 404 }],
    ['/chi-siamo/nowhere/', { file: '404.html', status: 404 }],
    ['/en/nowhere', { file: 'en/404.html', status: 404 }],
    // Pages' own steps for "index", and empty path segments, as wrangler pages dev answers them.
    ['/chi-siamo/index', { redirect: '/chi-siamo/', status: 308 }],
    ['/chi-siamo/index/', { redirect: '/chi-siamo/', status: 308 }],
    ['/index', { redirect: '/', status: 308 }],
    ['/chi-siamo//', { file: 'chi-siamo/index.html', status: 200 }],
    ['//chi-siamo/', { file: 'chi-siamo/index.html', status: 200 }],
    // Out of the site's folder nothing is a file.
    ['/../chi-siamo/', { file: '404.html', status: 404 }],
  ])('%s', (pathname, answer) => {
    expect(answerFor(isFile, pathname)).toEqual(answer)
  })

  // Pages serves a site without a 404 page as a single-page application: its home page answers every unknown path.
  test('without any 404.html an unknown path gets the home page, 200; without either, 404 with no file', () => {
    expect(answerFor((f) => f === 'index.html', '/nowhere')).toEqual({ file: 'index.html', status: 200 })
    expect(answerFor((f) => f === 'sitemap.xml', '/nowhere')).toEqual({ file: '', status: 404 })
  })
})

test('a path that runs through a file is no page: the site answers 404, and the server stays up', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-'))
  fs.writeFileSync(path.join(dir, '_headers'), '/*\n  X-Test: 1\n')
  fs.writeFileSync(path.join(dir, 'index.html'), '<p>home')
  fs.writeFileSync(path.join(dir, '404.html'), '<p>missing')
  const host = await serveStatic(dir)
  try {
    expect((await fetch(`${host.origin}/_headers/`)).status).toBe(404)
    expect((await fetch(`${host.origin}/index.html/x`)).status).toBe(404)
    const home = await fetch(`${host.origin}/`)
    expect([home.status, home.headers.get('x-test'), await home.text()]).toEqual([200, '1', '<p>home'])
  } finally {
    await host.close()
    fs.rmSync(dir, { recursive: true })
  }
})
