/**
 * The site runs under its own policy: `_headers` holds every security header once, each inline
 * script of each written page is allowed by its hash, and real pages served with those headers
 * raise no policy violation, on every page, on the contact page with the map and a sent message,
 * and on the forwarding pages whose inline script leaves the site.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '@/catalogue/generatedDir'
import { langs } from '@/catalogue/langs'
import type { Route, SiteData } from '@/catalogue/schema'
import { injections } from '../fixtures/markdownInjections.ts'
import { renderMarkdown } from '../../scripts/catalogue/read/safeMarkdown.ts'
import { baseUrl, launchBrowser, openPage } from './browser'
import { headersFor, matches, parseHeadersFile } from '../../scripts/checks/host/serveStatic'

const root = path.resolve(import.meta.dirname, '../..')
const client = path.join(root, process.env.OUT_DIR ?? 'dist', 'client')
const routes = JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'routes.json'), 'utf8')) as Route[]
const { company } = JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'site.json'), 'utf8')) as SiteData
const rules = parseHeadersFile(fs.readFileSync(path.join(client, '_headers'), 'utf8'))
const all = rules.find((r) => r.pattern === '/*')!
const home = rules.find((r) => r.pattern === '/')!
const header = (name: string) => [...all.headers, ...home.headers].find(([n]) => n === name)?.[1]
const policy = header('Content-Security-Policy') ?? ''
const contact = routes.find((r) => r.page === 'contact')!.path
const directive = (name: string) => policy.split(/;\s*/).find((d) => d.startsWith(`${name} `))

const htmlFiles = fs.readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))
/** The prerendered pages. (The GS1 resolver's pages are written by its Function, with its own policy: tests/host.) */
const pages = htmlFiles.map((f) => ({ file: f, html: fs.readFileSync(path.join(client, f), 'utf8') }))

describe('_headers', () => {
  test('holds each security header once: for every path, and the policies a page reads for the pages', () => {
    expect(Object.fromEntries(all.headers)).toEqual({
      'Strict-Transport-Security': 'max-age=31536000',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
    expect(header('Permissions-Policy')).toMatch(/(^|, )camera=\(\)(, |$)/)
    expect(header('Permissions-Policy')).toMatch(/(^|, )geolocation=\(\)(, |$)/)
    // Cloudflare joins the values of every matching rule: no header may come from two rules that match one path.
    const asset = pages[0]!.html.match(/\/assets\/[^"]+\.js/)![0]
    const addresses = [...routes.flatMap((r) => [r.path.it, r.path.en]), asset, '/img/x-400.avif', '/sitemap.xml', '/robots.txt', '/no-such-page']
    for (const address of addresses) {
      const names = rules.filter((r) => matches(r.pattern, address)).flatMap((r) => r.headers.map(([n]) => n.toLowerCase()))
      expect(
        names.filter((n, i) => names.indexOf(n) !== i),
        address,
      ).toEqual([])
    }
    // Every page gets the policy from exactly one rule; a picture or a script none.
    for (const address of routes.flatMap((r) => [r.path.it, r.path.en])) expect(headersFor(rules, address).get('content-security-policy'), address).toBe(policy)
    expect(headersFor(rules, asset).has('content-security-policy')).toBe(false)
  })

  test("the policy has every directive, nothing unsafe, and fits Cloudflare's limits", () => {
    expect(directive('default-src')).toBe("default-src 'self'")
    expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/)
    expect(directive('style-src')).toMatch(/^style-src 'self'/)
    expect(directive('img-src')).toBe("img-src 'self' data: https://tile.openstreetmap.org")
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.emailjs.com")
    expect(directive('worker-src')).toBe("worker-src 'self' blob:")
    for (const d of ["frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'", "form-action 'self'"]) expect(policy.split('; ')).toContain(d)
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
    const text = fs.readFileSync(path.join(client, '_headers'), 'utf8')
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(2000)
    expect(rules.length).toBeLessThanOrEqual(100)
  })

  test('hashed files are kept a year; the sitemap is revalidated', () => {
    const cache = (pattern: string) => rules.find((r) => r.pattern === pattern)?.headers.find(([n]) => n === 'Cache-Control')?.[1]
    expect(cache('/assets/*')).toBe('public, max-age=31536000, immutable')
    expect(cache('/img/*')).toBe('public, max-age=31536000, immutable')
    expect(cache('/sitemap.xml')).toBe('public, max-age=0, must-revalidate')
  })
})

describe('pages', () => {
  test('every inline script of every page has its hash in the policy', () => {
    expect(pages.length).toBe(routes.length * 2 + 1)
    const allowed = new Set(directive('script-src')!.split(' ').slice(2))
    let seen = 0
    for (const { file, html } of pages) {
      for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        // Data blocks (page context, JSON-LD) do not run, so the policy does not cover them.
        if (/\bsrc=|type="application\/(ld\+)?json"/.test(attributes!)) continue
        seen++
        const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`
        expect(allowed.has(hash), `${file}: ${body!.slice(0, 60)}`).toBe(true)
      }
    }
    expect(seen).toBeGreaterThanOrEqual(pages.length)
  })

  test("every page carries the policy as a <meta> before its first script: without frame-ancestors, and with the hashes of the page's own inline code only", () => {
    const withoutHashes = (p: string) => p.replace(/ 'sha256-[^']+'/g, '')
    const expected = withoutHashes(policy.replace(/; frame-ancestors 'none'/, ''))
    const inline = (html: string) =>
      [...html.matchAll(/<(script|style)([^>]*)>([\s\S]*?)<\/\1>/g)]
        .filter(([, , attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes!))
        .map(([, , , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`)
    for (const { file, html } of pages) {
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)
      expect(withoutHashes(meta![1]!), file).toBe(expected)
      expect(meta![1]!.match(/'sha256-[^']+'/g)!.toSorted(), file).toEqual([...new Set(inline(html))].toSorted())
      expect(meta!.index, file).toBeLessThan(html.indexOf('<script'))
    }
  })

  test('the server sends the headers as a host would: pages revalidated, hashed assets immutable', async () => {
    const page = await fetch(baseUrl() + contact.en)
    expect(page.headers.get('content-security-policy')).toBe(policy)
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const asset = pages[0]!.html.match(/\/assets\/[^"]+\.js/)![0]
    expect((await fetch(baseUrl() + asset)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await fetch(`${baseUrl()}/_headers`)).status).toBe(404)
  })
})

describe('no policy violation', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  test('on any page, in either language, with the medical notice shown and accepted', async () => {
    const v = await openPage(browser, { acceptNotice: false })
    const urls = [...routes.filter((r) => r.page !== 'orderTracking' && r.page !== 'declaration').flatMap((r) => [r.path.it, r.path.en]), '/no-such-page']
    for (const url of urls) await v.page.goto(baseUrl() + url, { waitUntil: 'load' })
    await v.page
      .getByRole('button', { name: /accetto|accept/i })
      .first()
      .click()
    // A client-side navigation after the notice.
    await v.page.goto(baseUrl() + '/')
    await v.page.locator(`header a[href="${contact.it}"]`).first().click()
    await v.page.waitForURL(`**${contact.it}`)
    await v.page.waitForLoadState('networkidle')
    expect(v.violations).toEqual([])
    // The one error expected: the browser's note of the 404 status of /no-such-page.
    expect(v.errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)'])
    await v.context.close()
  }, 120_000)

  test('on the contact page with the map and a sent message', async () => {
    const v = await openPage(browser)
    let sent = 0
    await v.context.route('https://api.emailjs.com/**', (route) => {
      sent++
      return route.fulfill({ status: 200, body: 'OK' })
    })
    await v.page.goto(baseUrl() + contact.en)
    await v.page.waitForLoadState('networkidle')
    await expect.poll(() => v.page.locator('.leaflet-tile-loaded').count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await v.page.locator('.leaflet-marker-icon').click()
    await v.page.locator('.leaflet-popup').waitFor()
    await v.page.locator('#contact-name').fill('Anna Rossi')
    await v.page.locator('#contact-email').fill('anna@example.org')
    await v.page.locator('#contact-subject').fill('Samples')
    await v.page.locator('#contact-message').fill('Some samples, please.')
    await v.page.getByRole('button', { name: 'Send message' }).click()
    await expect.poll(() => v.page.getByText('Message sent successfully!').isVisible(), { timeout: 10_000 }).toBe(true)
    expect(sent).toBe(1)
    expect(v.violations).toEqual([])
    expect(v.errors).toEqual([])
    expect(v.failed).toEqual([])
    await v.context.close()
  })

  test('catalogue Markdown with every injection, rendered even without the check and without a policy, runs nothing', async () => {
    const v = await openPage(browser)
    let dialogs = 0
    v.page.on('dialog', (d) => {
      dialogs++
      return d.dismiss()
    })
    const html = injections.map((i) => `<section>${renderMarkdown(i.source)}</section>`).join('\n')
    // about:blank carries no policy: only the renderer stands between the text and the browser.
    await v.page.setContent(`<!doctype html><body>${html}</body>`)
    await v.page.waitForTimeout(300)
    expect(dialogs).toBe(0)
    const found = await v.page.evaluate(() => ({
      elements: [...document.querySelectorAll('script, style, img, svg, math, iframe, details, object, embed')].map((e) => e.outerHTML),
      handlers: [...document.querySelectorAll('*')].flatMap((e) =>
        [...e.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${e.tagName} ${a.name}`),
      ),
      hrefs: [...document.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    }))
    expect(found.elements).toEqual([])
    expect(found.handlers).toEqual([])
    for (const href of found.hrefs) expect(href).toMatch(/^(https?:\/\/|mailto:|tel:|\/[^/])/)
    // And the payloads are there, as text.
    expect(await v.page.locator('body').innerText()).toContain('<img src=x onerror=alert(1)>')
    await v.context.close()
  })

  test('on the forwarding pages, whose inline script sends the browser to the order tracking service', async () => {
    const v = await openPage(browser)
    const host = new URL(company.ordersHost).origin
    await v.context.route(`${host}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>orders</title>' }))
    for (const r of routes.filter((r) => r.page === 'orderTracking' || r.page === 'declaration')) {
      for (const lang of langs) {
        // JavaScript on: the hashed script, not the meta refresh, is what moves the browser here.
        await v.page.goto(baseUrl() + r.path[lang])
        await v.page.waitForURL(`${host}/**`)
      }
    }
    expect(v.violations).toEqual([])
    await v.context.close()
  })
})
