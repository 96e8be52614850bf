/**
 * Error reporting. The site under test is built without a DSN: it must not download any Sentry
 * code. A second build, made here with a DSN pointing at a small local server, downloads it only
 * at the first error or interaction, and must report a thrown error there, with breadcrumbs.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { baseUrl, launchBrowser, openPage } from './browser.ts'
import { client, config, root } from '../../scripts/harness/builtSite.ts'
import { type StaticHost, serveStatic } from '../../scripts/harness/serveStatic.ts'
import { hydrated } from '../../scripts/harness/typingCheck.ts'

/** The second build's folder, beside the first. */
const outDir = `${config.OUT_DIR}-sentry`
/** A string of the SDK itself, found in any bundle that contains it. */
const SDK_MARK = 'sentry.javascript'

interface Envelope {
  url: string
  body: string
}

let browser: Browser
const envelopes: Envelope[] = []
let sentryServer: http.Server
let site: StaticHost | undefined
let sentryOrigin = ''
let siteOrigin = ''

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (!address || typeof address === 'string') throw new Error('no port')
      resolve(`http://127.0.0.1:${address.port}`)
    }),
  )

beforeAll(async () => {
  // Stands in for sentry.io: records every envelope the SDK posts.
  sentryServer = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      if (req.method === 'POST') envelopes.push({ url: req.url ?? '', body })
      res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' })
      res.end('{}')
    })
  })
  sentryOrigin = await listen(sentryServer)

  await promisify(execFile)(path.join(root, 'node_modules/.bin/jiti'), ['scripts/site/buildSite.ts', '--mode', 'e2e'], {
    cwd: root,
    env: { ...process.env, OUT_DIR: outDir, VITE_SENTRY_DSN: `${sentryOrigin.replace('//', '//e2epublickey@')}/42` },
  })
  // Served with its own _headers, whose policy must let the reports through to the DSN's host.
  site = await serveStatic(path.join(root, outDir, 'client'))
  siteOrigin = site.origin
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await site?.close()
  await new Promise((resolve) => (sentryServer ? sentryServer.close(resolve) : resolve(undefined)))
})

/** The home page of the build with a DSN, in a context that lets requests to it and to the DSN's host through. */
async function openSiteWithDsn() {
  const v = await openPage(browser)
  for (const origin of [siteOrigin, sentryOrigin]) await v.context.route(`${origin}/**`, (route) => route.continue())
  const page = await v.context.newPage()
  await v.page.close()
  await page.goto(siteOrigin + '/')
  // The scripts start after the first paint and the load: an error or a click before then finds
  // no error reporting and no client router, as for a visitor.
  await hydrated(page)
  return { v, page }
}

describe('error reporting', () => {
  test('without a DSN no Sentry code is built or downloaded, and nothing is reported', async () => {
    const assets = path.join(client, 'assets')
    const files = fs.readdirSync(assets, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
    expect(files.length).toBeGreaterThan(0)
    expect(files.filter((f) => fs.readFileSync(path.join(assets, f), 'utf8').includes(SDK_MARK))).toEqual([])

    const v = await openPage(browser)
    const scripts: string[] = []
    v.page.on('response', async (r) => {
      if (r.url().endsWith('.js')) scripts.push(await r.text().catch(() => ''))
    })
    await v.page.goto(baseUrl() + '/')
    await v.page.waitForLoadState('networkidle')
    await v.page.evaluate(() => setTimeout(() => Promise.reject(new Error('not reported')), 0))
    await v.page.waitForTimeout(300)
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((s) => s.includes(SDK_MARK))).toEqual([])
    expect(v.failed, 'no request to an error-reporting service').toEqual([])
    await v.context.close()
  })

  test('with a DSN, a visitor who only reads downloads no Sentry code; the first click loads it', async () => {
    const v = await openPage(browser)
    await v.context.route(`${siteOrigin}/**`, (route) => route.continue())
    const page = await v.context.newPage()
    await v.page.close()
    const scripts: string[] = []
    page.on('response', async (r) => {
      if (r.url().endsWith('.js')) scripts.push(await r.text().catch(() => ''))
    })
    await page.goto(siteOrigin + '/')
    await hydrated(page)
    await page.waitForTimeout(1000)
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((s) => s.includes(SDK_MARK))).toEqual([])
    await page.locator('h1').first().click()
    await expect.poll(() => scripts.filter((s) => s.includes(SDK_MARK)).length, { timeout: 10_000 }).toBeGreaterThan(0)
    await v.context.close()
  })

  test('with a DSN, an error before any interaction is reported: it loads error reporting, which sends it', async () => {
    const { v, page } = await openSiteWithDsn()
    await page.evaluate(() => setTimeout(() => Promise.reject(new Error('e2e early rejection')), 0))
    await expect.poll(() => envelopes.some((e) => e.body.includes('e2e early rejection')), { timeout: 10_000 }).toBe(true)
    await v.context.close()
  })

  test('with a DSN, an error before any interaction, on a page reached on the client, carries the trail from the first moment: the navigation, then the console warning, with their times, and no form value', async () => {
    const { v, page } = await openSiteWithDsn()
    const scripts: string[] = []
    page.on('response', async (r) => {
      if (r.url().endsWith('.js')) scripts.push(await r.text().catch(() => ''))
    })
    // A link followed by a script's click, not the visitor's: no pointer or key event starts error reporting.
    const contact = await page.evaluate(() => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('.site-header a[href]')].find((a) => /contatti/.test(a.pathname))!
      link.click()
      return link.pathname
    })
    await page.waitForURL((url) => url.pathname === contact)
    await page.locator('#contact-name').waitFor()
    await page.evaluate(() => {
      const field = document.querySelector<HTMLInputElement>('#contact-name')!
      field.value = 'E2e Secret Name'
      field.dispatchEvent(new Event('input', { bubbles: true }))
      console.warn('e2e warning before the failure')
    })
    expect(
      scripts.filter((s) => s.includes(SDK_MARK)),
      'error reporting not started yet',
    ).toEqual([])
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('e2e failure before any interaction')
      }, 0),
    )

    await expect.poll(() => envelopes.find((e) => e.body.includes('e2e failure before any interaction')), { timeout: 10_000 }).toBeTruthy()
    const envelope = envelopes.find((e) => e.body.includes('e2e failure before any interaction'))!
    const event = envelope.body
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((item) => 'exception' in item) as {
      timestamp: number
      breadcrumbs?: { category?: string; message?: string; timestamp: number; data?: { to?: string } }[]
    }
    const crumbs = event.breadcrumbs ?? []
    const navigation = crumbs.findIndex((b) => b.category === 'navigation' && b.data?.to === contact)
    const warning = crumbs.findIndex((b) => b.category === 'console' && b.message === 'e2e warning before the failure')
    expect(navigation, JSON.stringify(crumbs)).toBeGreaterThanOrEqual(0)
    expect(warning).toBeGreaterThan(navigation)
    expect(crumbs[navigation]!.timestamp).toBeLessThanOrEqual(crumbs[warning]!.timestamp)
    expect(crumbs[warning]!.timestamp).toBeLessThanOrEqual(event.timestamp)
    // Recorded when they happened, not when error reporting started.
    expect(event.timestamp - crumbs[navigation]!.timestamp).toBeGreaterThan(0)
    expect(crumbs.some((b) => b.category === 'ui.click' && b.message?.startsWith('a'))).toBe(true)
    expect(envelope.body).not.toContain('E2e Secret Name')
    expect(v.violations).toEqual([])
    await v.context.close()
  })

  test('with a DSN, a thrown error arrives at the server as an event with breadcrumbs and no personal data', async () => {
    // The built site (with its DSN) is the one served here, not the main test build.
    const { v, page } = await openSiteWithDsn()
    // The first click starts error reporting; what the visitor does from then on is kept.
    await page.locator('h1').first().click()
    await page.waitForFunction(() => '__SENTRY__' in globalThis && document.readyState === 'complete')
    await page.evaluate(() => {
      document.cookie = 'session=e2e-secret-cookie'
      console.log('before the failure')
    })
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('e2e failure for Sentry')
      }, 0),
    )

    await expect.poll(() => envelopes.find((e) => e.body.includes('e2e failure for Sentry')), { timeout: 10_000 }).toBeTruthy()
    const envelope = envelopes.find((e) => e.body.includes('e2e failure for Sentry')) as Envelope
    expect(envelope.url).toMatch(/^\/api\/42\/envelope\//)
    expect(envelope.url).toContain('sentry_key=e2epublickey')
    const event = envelope.body
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((item) => 'exception' in item) as { exception: { values: { value: string }[] }; breadcrumbs?: { category?: string; message?: string }[] }
    expect(event.exception.values.map((v) => v.value)).toContain('e2e failure for Sentry')
    expect(event.breadcrumbs?.length).toBeGreaterThan(0)
    expect(event.breadcrumbs?.some((b) => b.category === 'console' && b.message === 'before the failure')).toBe(true)
    expect(envelope.body).not.toContain('e2e-secret-cookie')
    // The build's policy names the DSN's host, and nothing the SDK did broke it.
    const headers = fs.readFileSync(path.join(root, outDir, 'client', '_headers'), 'utf8')
    expect(headers).toContain(`connect-src 'self' https://api.emailjs.com ${sentryOrigin};`)
    expect(v.violations).toEqual([])
    await v.context.close()
  })
})
