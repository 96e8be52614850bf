/**
 * The browser tests' `test`: Playwright's, with the site's fixtures. Every context a test opens
 * (its `context`, and those of `openContext`) is a visitor's browser with three things added:
 * - nothing leaves the machine: map tiles get a local picture, the error-reporting host records
 *   what it is sent (`errorReports`), any other outside request is refused and is a problem;
 * - problems are collected: console errors, uncaught errors, failed requests, security-policy
 *   violations. The test fails on any it did not `allow`;
 * - every page load is counted (a document loaded in any of its pages, a setContent too), for the
 *   budget loadCountReporter.ts prints at the end of the run.
 */
import { type BrowserContext, type BrowserContextOptions, expect, type Page, test as base } from '@playwright/test'
import { config } from '../../scripts/harness/builtSite.ts'
import { MAP_TILE, leftBehind, PROBLEMS_ANNOTATION } from './pageProblems.ts'

/** What went wrong in the pages of a test, in words, and what the test expects to go wrong. */
interface Problems {
  /** Console errors and uncaught page errors (security-policy violations among them). */
  errors: string[]
  /** Requests that failed or answered 4xx/5xx, and outside requests nobody answered. */
  failed: string[]
  /** What the site's Content-Security-Policy or Permissions-Policy blocked or complained about. */
  violations: string[]
  /** Problems matching this are expected by the test: they do not fail it. */
  allow(pattern: RegExp): void
}

/** A request the error-reporting host received: its address and body (an envelope). */
export interface ErrorReport {
  url: string
  body: string
}

export interface SiteOptions {
  /**
   * Visit as someone who accepted the medical notice before (it covers every page otherwise). On
   * by default; the notice's own tests turn it off with `test.use({ acceptNotice: false })`.
   */
  acceptNotice: boolean
}

interface SiteFixtures {
  problems: Problems
  errorReports: ErrorReport[]
  /** Another browser context, set up as `context` is, with these options over the test's: a second visitor, another width or language, scripting off. */
  openContext: (options?: BrowserContextOptions & Partial<SiteOptions>) => Promise<BrowserContext>
  /** Counts the page loads of every context the test opens. */
  pageLoads: { count: number }
}

/** Chromium's console wording for a policy that blocked something or could not be read. */
const POLICY_MESSAGE = /Content[ -]Security[ -]Policy|Permissions-Policy/i
/** The error-reporting host the site under test is built for (.env.e2e), answered here. */
const ERROR_REPORTING = config.VITE_SENTRY_DSN ? new URL(config.VITE_SENTRY_DSN).origin : undefined

export const test = base.extend<SiteOptions & SiteFixtures>({
  acceptNotice: [true, { option: true }],
  baseURL: async ({}, use) => {
    const origin = process.env.SITE_ORIGIN
    if (!origin) throw new Error('SITE_ORIGIN is not set: the browser tests run through playwright.config.ts, whose global set-up serves the site.')
    await use(origin)
  },

  problems: async ({}, use) => {
    const allowed: RegExp[] = []
    const problems: Problems = { errors: [], failed: [], violations: [], allow: (pattern) => void allowed.push(pattern) }
    await use(problems)
    const unexpected = [...new Set([...problems.errors, ...problems.failed])].filter((p) => !allowed.some((a) => a.test(p)))
    expect(unexpected, 'problems in the pages of this test').toEqual([])
  },

  errorReports: async ({}, use) => use([]),

  pageLoads: async ({}, use, testInfo) => {
    const loads = { count: 0 }
    await use(loads)
    testInfo.annotations.push({ type: PROBLEMS_ANNOTATION.pageLoads, description: String(loads.count) })
  },

  context: async ({ context, acceptNotice, baseURL, problems, errorReports, pageLoads }, use) => {
    await prepare(context, { acceptNotice, origin: new URL(baseURL!).origin, problems, errorReports, pageLoads })
    await use(context)
  },

  openContext: async ({ browser, locale, viewport, baseURL, acceptNotice, problems, errorReports, pageLoads }, use) => {
    const opened: BrowserContext[] = []
    await use(async ({ acceptNotice: accept = acceptNotice, ...options } = {}) => {
      const context = await browser.newContext({ locale, viewport, baseURL, ...options })
      opened.push(context)
      await prepare(context, { acceptNotice: accept, origin: new URL(options.baseURL ?? baseURL!).origin, problems, errorReports, pageLoads })
      return context
    })
    for (const context of opened) await context.close()
  },
})

export { expect }

/** Waits until the page runs: hydrated, with what its first effects read rendered (src/layout/usePageReady.ts). */
export async function ready(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-ready', '')
}

/** Opens an address of the site and waits until the page runs. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await ready(page)
}

interface Preparation {
  acceptNotice: boolean
  /** The site's origin: requests elsewhere are outside ones. */
  origin: string
  problems: Problems
  errorReports: ErrorReport[]
  pageLoads: { count: number }
}

async function prepare(context: BrowserContext, { acceptNotice, origin, problems, errorReports, pageLoads }: Preparation): Promise<void> {
  if (acceptNotice)
    await context.addInitScript(() => {
      // Also run in a page's first, blank document, which has no storage.
      if (location.protocol.startsWith('http')) window.localStorage.setItem('medicalDisclaimerAccepted', 'true')
    })
  const violation = (text: string) => {
    problems.violations.push(text)
    if (!problems.errors.includes(text)) problems.errors.push(text)
  }
  await context.exposeBinding('__reportPolicyViolation', (_source, text: string) => violation(text))
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void }).__reportPolicyViolation
      report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'} at ${e.sourceFile || e.documentURI}:${e.lineNumber} (${e.sample})`)
    })
  })
  context.on('console', (m) => {
    if (POLICY_MESSAGE.test(m.text())) violation(m.text())
  })
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      problems.failed.push(`outside request not answered: ${route.request().url()}`)
      return route.abort()
    },
  )
  // Registered later, so they take precedence: the map's tiles, and the error-reporting host.
  await context.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ path: MAP_TILE, contentType: 'image/png' }))
  if (ERROR_REPORTING)
    await context.route(`${ERROR_REPORTING}/**`, (route) => {
      const request = route.request()
      if (request.method() === 'POST') errorReports.push({ url: request.url(), body: request.postData() ?? '' })
      return route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*' }, contentType: 'application/json', body: '{}' })
    })
  context.on('page', (page) => watch(page, origin, problems, pageLoads))
}

/** Counts the page's loads and records its problems; a request cancelled because the page was left is none. */
function watch(page: Page, origin: string, problems: Problems, pageLoads: { count: number }): void {
  page.on('load', () => pageLoads.count++)
  page.on('console', (m) => {
    if (m.type() === 'error' && !POLICY_MESSAGE.test(m.text())) problems.errors.push(m.text())
  })
  page.on('pageerror', (e) => problems.errors.push(e.message))
  const navigations = { started: 0, leaving: 0 }
  const issuedAt = new WeakMap<object, number>()
  const goto = page.goto.bind(page)
  page.goto = async (...args: Parameters<Page['goto']>) => {
    navigations.started++
    navigations.leaving++
    try {
      return await goto(...args)
    } finally {
      navigations.leaving--
    }
  }
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) navigations.started++
    issuedAt.set(r, navigations.started)
  })
  page.on('requestfailed', (r) => {
    const cancelled = leftBehind({
      errorText: r.failure()?.errorText,
      navigation: r.isNavigationRequest(),
      leaving: navigations.leaving > 0,
      issuedAt: issuedAt.get(r) ?? navigations.started,
      navigations: navigations.started,
    })
    if (new URL(r.url()).origin === origin && !cancelled) problems.failed.push(`${r.url()}: ${r.failure()?.errorText}`)
  })
  page.on('response', (r) => {
    if (r.status() >= 400) problems.failed.push(`${r.url()}: HTTP ${r.status()}`)
  })
}
