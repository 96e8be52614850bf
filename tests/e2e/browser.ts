/**
 * Real headless Chromium (Debian's package) driven by playwright-core. Every request that leaves
 * the local site is intercepted: tests register answers for the outside services they exercise,
 * and anything else is aborted and recorded, so nothing leaves the machine.
 */
import { fileURLToPath } from 'node:url'
import { type Browser, type BrowserContext, type Page, type Request, chromium } from 'playwright-core'
import { inject } from 'vitest'

export const baseUrl = (): string => inject('baseUrl')

/** A PNG shipped with Leaflet, served in place of every map tile. */
export const MAP_TILE = fileURLToPath(new URL('../../node_modules/leaflet/dist/images/layers.png', import.meta.url))

/**
 * The Chromium started once for all test files (globalSetup.ts). Closing what this returns only
 * disconnects the file; each test still gets its own context (openPage).
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'))
}

export interface Visit {
  page: Page
  context: BrowserContext
  /** Console errors and uncaught page errors. */
  errors: string[]
  /** Requests that failed or answered 4xx/5xx, and outside requests nobody answered. */
  failed: string[]
  /**
   * What the site's Content-Security-Policy blocked or complained about, in any page of the
   * context: securitypolicyviolation events and the browser's CSP console messages. Each is also
   * in `errors`, so a test that expects no errors fails on a violation too.
   */
  violations: string[]
}

/** Chromium's console wording for a policy that blocked something or could not be read. */
const CSP_MESSAGE = /Content[ -]Security[ -]Policy|Permissions-Policy/i

export interface OpenOptions {
  width?: number
  height?: number
  /** Device pixels per CSS pixel, for what a phone's screen loads. */
  deviceScaleFactor?: number
  javaScript?: boolean
  /**
   * Visit as someone who accepted the medical notice before (it covers every page otherwise).
   * On by default; the notice's own tests turn it off.
   */
  acceptNotice?: boolean
  /**
   * The browser's language, as navigator.languages and Accept-Language give it ("en-GB"). Italian
   * unless a test says otherwise: the site's first audience, whose notice is the Italian pages' own.
   */
  locale?: string
  /** The site's origin, when a test serves it itself (on workerd): requests elsewhere are outside ones. */
  origin?: string
}

export async function openPage(browser: Browser, options: OpenOptions = {}): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    javaScriptEnabled: options.javaScript ?? true,
    locale: options.locale ?? 'it-IT',
  })
  if (options.acceptNotice ?? true) {
    await context.addInitScript(() => window.localStorage.setItem('medicalDisclaimerAccepted', 'true'))
  }
  const errors: string[] = []
  const failed: string[] = []
  const violations: string[] = []
  const violation = (text: string) => {
    violations.push(text)
    if (!errors.includes(text)) errors.push(text)
  }
  await context.exposeBinding('__reportPolicyViolation', (_source, text: string) => violation(text))
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void }).__reportPolicyViolation
      report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'} at ${e.sourceFile || e.documentURI}:${e.lineNumber} (${e.sample})`)
    })
  })
  context.on('console', (m) => {
    if (CSP_MESSAGE.test(m.text())) violation(m.text())
  })
  const page = await context.newPage()
  const local = options.origin ?? new URL(baseUrl()).origin
  await context.route(
    (url) => url.origin !== local,
    (route) => {
      failed.push(`outside request not answered: ${route.request().url()}`)
      return route.abort()
    },
  )
  // The contact page's map asks OpenStreetMap for tiles: a local image answers them (tests that
  // check the tiles register their own handler, which takes precedence).
  await context.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ path: MAP_TILE, contentType: 'image/png' }))
  page.on('console', (m) => {
    if (m.type() === 'error' && !CSP_MESSAGE.test(m.text())) errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  // A request the browser cancels because the test went to the next page is no fault of the site
  // (a map's files still loading when a crawl moves on, a page's scripts starting as it is left);
  // any other failure is. The test's own page.goto counts from when it is called, until the new page
  // has loaded: the browser may report what it cancelled before the new page's request.
  let navigations = 0
  let leaving = 0
  const issuedAt = new WeakMap<Request, number>()
  const goto = page.goto.bind(page)
  page.goto = async (...args: Parameters<Page['goto']>) => {
    navigations++
    leaving++
    try {
      return await goto(...args)
    } finally {
      leaving--
    }
  }
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) navigations++
    issuedAt.set(r, navigations)
  })
  page.on('requestfailed', (r) => {
    const leftBehind =
      r.failure()?.errorText === 'net::ERR_ABORTED' && !r.isNavigationRequest() && (leaving > 0 || (issuedAt.get(r) ?? navigations) < navigations)
    if (new URL(r.url()).origin === local && !leftBehind) failed.push(`${r.url()}: ${r.failure()?.errorText}`)
  })
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.url()}: HTTP ${r.status()}`)
  })
  return { page, context, errors, failed, violations }
}

/** A page of the served build, opened in a fresh context and left once its network is idle. */
export async function visitPage(browser: Browser, url: string, options: OpenOptions = {}): Promise<Visit> {
  const visit = await openPage(browser, options)
  await visit.page.goto(baseUrl() + url)
  await visit.page.waitForLoadState('networkidle')
  return visit
}
