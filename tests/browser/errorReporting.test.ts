/**
 * Error reporting, on the site as it is published: built with a DSN (.env.e2e), whose host the
 * fixtures answer, keeping what it is sent (`errorReports`, siteTest.ts). The SDK is downloaded only
 * at the first error; an error is reported with the trail of what the visitor did
 * before it, and with nothing they typed or kept. Without a DSN no SDK is built at all:
 * tests/unit/errorReportingBuild.test.ts.
 */
import type { Page } from '@playwright/test'
import { routeOfKind } from '../../scripts/harness/builtSite.ts'
import { type ErrorReport, expect, test, visit } from './siteTest.ts'

/** A string of the SDK itself, found in any bundle that contains it. */
const SDK_MARK = 'sentry.javascript'

/** Every script the page receives, as text. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = []
  page.on('response', async (r) => {
    if (r.url().endsWith('.js')) scripts.push(await r.text().catch(() => ''))
  })
  return scripts
}

/** The event of an envelope that carries an error, with its breadcrumbs. */
interface ReportedEvent {
  timestamp: number
  exception: { values: { value: string }[] }
  breadcrumbs?: { category?: string; message?: string; timestamp: number; data?: { to?: string } }[]
}
function eventOf(report: ErrorReport): ReportedEvent | undefined {
  return report.body
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((item) => 'exception' in item) as ReportedEvent | undefined
}

/** The report whose event carries this error, once it has arrived. */
async function reportOf(reports: ErrorReport[], message: string): Promise<{ report: ErrorReport; event: ReportedEvent }> {
  await expect.poll(() => reports.some((r) => r.body.includes(message))).toBe(true)
  const report = reports.find((r) => r.body.includes(message))!
  return { report, event: eventOf(report)! }
}

test('a visitor who only reads downloads no error reporting', async ({ page }) => {
  const scripts = scriptsOf(page)
  await visit(page, '/')
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((s) => s.includes(SDK_MARK))).toEqual([])
})

test('an error before any interaction, on a page reached on the client, is reported with the trail from the first moment: the navigation, then the console warning, with their times, and no form value', async ({
  page,
  errorReports,
  problems,
}) => {
  problems.allow(/^e2e failure before any interaction$/)
  const scripts = scriptsOf(page)
  await visit(page, '/')
  const contact = routeOfKind('contact').path.it
  // A link followed by a script's click, not the visitor's: no pointer or key event starts error reporting.
  await page.evaluate((href) => document.querySelector<HTMLAnchorElement>(`.site-header a[href="${href}"]`)!.click(), contact)
  await expect(page).toHaveURL((url) => url.pathname === contact)
  await expect(page.locator('#contact-name')).toBeVisible()
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

  const { report, event } = await reportOf(errorReports, 'e2e failure before any interaction')
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
  expect(report.body).not.toContain('E2e Secret Name')
})

test('a thrown error after a click arrives as an event with breadcrumbs, at the DSN, and no personal data', async ({ page, errorReports, problems }) => {
  problems.allow(/^e2e failure for error reporting$/)
  await visit(page, '/')
  await page.locator('h1').first().click()
  await page.evaluate(() => {
    document.cookie = 'session=e2e-secret-cookie'
    console.warn('before the failure')
  })
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('e2e failure for error reporting')
    }, 0),
  )

  const { report, event } = await reportOf(errorReports, 'e2e failure for error reporting')
  expect(new URL(report.url).pathname).toMatch(/^\/api\/42\/envelope\//)
  expect(new URL(report.url).searchParams.get('sentry_key')).toBe('e2epublickey')
  expect(event.exception.values.map((v) => v.value)).toContain('e2e failure for error reporting')
  expect(event.breadcrumbs?.some((b) => b.category === 'console' && b.message === 'before the failure')).toBe(true)
  expect(event.breadcrumbs?.some((b) => b.category === 'ui.click' && b.message?.startsWith('h1'))).toBe(true)
  expect(report.body).not.toContain('e2e-secret-cookie')
})
