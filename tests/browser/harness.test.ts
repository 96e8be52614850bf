/**
 * The fixtures' own check of what they count as a problem of the site (siteTest.ts): a file the
 * page itself loses is one, found by the browser as a visitor's would; which cancelled request is
 * none is pageProblems.test.ts's, on the rule alone.
 */
import { expect, test } from './siteTest.ts'

test('a file the page itself loses, with no page change, is a problem; a page load is counted once', async ({ page, context, problems, pageLoads }) => {
  await context.route('**/aborted.js', (route) => route.abort('aborted'))
  await context.route('**/failed.js', (route) => route.abort('failed'))
  await page.goto('/')
  for (const src of ['/aborted.js', '/failed.js'])
    await page.evaluate((s) => document.head.append(Object.assign(document.createElement('script'), { src: s })), src)
  await expect.poll(() => problems.failed.length).toBe(2)
  expect(problems.failed.map((f) => f.replace(/^https?:\/\/[^/]+/, '')).toSorted()).toEqual(['/aborted.js: net::ERR_ABORTED', '/failed.js: net::ERR_FAILED'])
  expect(pageLoads.count).toBe(1)
  problems.allow(/\/(aborted|failed)\.js: net::|^Failed to load resource: net::ERR_(ABORTED|FAILED)$/)
})

test('a file still loading when the test goes to the next page is no problem', async ({ page, context, problems }) => {
  await context.route('**/never-answers.js', () => {})
  await page.goto('/')
  await page.evaluate(() => document.head.append(Object.assign(document.createElement('script'), { src: '/never-answers.js' })))
  await page.goto('/en/')
  // The cancelled request is reported when the next page has arrived, before its own first paint.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(problems.failed).toEqual([])
})
