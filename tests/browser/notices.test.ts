/**
 * Product change notices as buyers under contract use them: the request list warns of a listed
 * code with a recent notice, and of one with an open safety notice, and leads to it; the notices page narrows to a line and a code from
 * the address once it runs, and shows every notice when they are cleared; without JavaScript its
 * filter is hidden. The page, its feeds and both languages' words are the built files'
 * (tests/built/notices.test.ts), which notices a filter keeps noticeFilter.test.ts's.
 */
import { noticeKindNames, safetyKindNames } from '#src/catalogue/noticeKinds.ts'
import { recentNotices } from '#src/features/notices/noticeItems.ts'
import { noticeHref } from '#src/features/notices/noticePaths.ts'
import { catalogue, routeOfKind } from '../../scripts/harness/builtSite.ts'
import { expect, test, visit } from './siteTest.ts'

const page = routeOfKind('notices').path
const notices = catalogue.notices
if (notices.length === 0)
  throw new Error('The generated catalogue has no product change notices (site/notices.csv, a withdrawal or a new IFU revision), which this test needs.')
const productById = new Map(catalogue.products.map((p) => [p.id, p]))
const ids = (articles: Element[]) => articles.map((a) => a.id)

test('a listed code with a recent notice, and one with an open safety notice, are warned of on the request list; a link leads to its notice', async ({
  page: p,
  context,
}) => {
  const codesOf = (n: (typeof notices)[number]) => n.products.flatMap((x) => x.codes.map((code) => ({ code, notice: n })))
  const open = notices.filter((n) => n.safety?.status === 'open')
  const noticed = recentNotices(catalogue)
    .filter((n) => !open.includes(n))
    .flatMap(codesOf)
    .find(({ code }) => !open.some((n) => codesOf(n).some((c) => c.code === code)))
  const recalled = open.flatMap(codesOf)[0]
  if (!noticed || !recalled) throw new Error('The generated catalogue needs a code with a recent notice and one with an open safety notice for this test.')
  await context.addInitScript(
    (list) => window.localStorage.setItem('requestList', list),
    JSON.stringify([noticed, recalled].map(({ code }) => ({ code, packs: 1 }))),
  )
  await visit(p, routeOfKind('requestList').path.it)
  const warning = p.locator(`.request-item__notice--safety a[href="${noticeHref(recalled.notice.id, 'it')}"]`)
  await expect(warning).toContainText(`${safetyKindNames[recalled.notice.safety!.kind].it} in corso`)
  const link = p.locator(`.request-item__notice a[href="${noticeHref(noticed.notice.id, 'it')}"]`)
  await expect(link).toContainText(noticeKindNames[noticed.notice.kind].it)
  await link.click()
  await expect(p).toHaveURL((url) => `${url.pathname}${url.hash}` === noticeHref(noticed.notice.id, 'it'))
  await expect(p.locator(`article[id="${noticed.notice.id}"]`)).toBeInViewport()
})

test('a line and a code from the address narrow the list once it runs; clearing them shows every notice', async ({ page: p }) => {
  const withLine = notices.find((n) => n.lines.length > 0)
  if (!withLine) throw new Error('No notice of the generated catalogue names a line, which this test needs.')
  const line = withLine.lines[0]!
  const code = withLine.products.find((x) => productById.get(x.id)!.line === line)!.codes[0]!
  const typed = code.slice(0, Math.max(2, code.length - 2)).toLowerCase()
  const expected = notices
    .filter((n) => n.lines.includes(line) && n.products.some((x) => x.codes.some((c) => c.toUpperCase().startsWith(typed.toUpperCase()))))
    .map((n) => n.id)
  await visit(p, `${page.en}?line=${line}&code=${encodeURIComponent(typed)}`)
  const articles = p.locator('.notice-list article')
  await expect.poll(() => articles.evaluateAll(ids)).toEqual(expected)
  await expect(p.locator('.notices-filter select')).toHaveValue(line)
  await expect(p.locator('.notices-filter input')).toHaveValue(typed)
  await p.locator('.notices-filter select').selectOption('')
  await p.locator('.notices-filter input').fill('')
  await expect(p).toHaveURL((url) => url.search === '')
  await expect(articles).toHaveCount(notices.length)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every notice is shown, whatever the address asks, and no filter', async ({ page: p }) => {
    await p.goto(`${page.it}?line=${notices[0]!.lines[0] ?? ''}&code=NO-SUCH-CODE`)
    // The filter is in the page from the start, so that nothing moves when it runs; hidden here.
    await expect(p.locator('.notices-filter')).toBeHidden()
    const articles = p.locator('.notice-list article')
    await expect(articles).toHaveCount(notices.length)
    expect(await articles.evaluateAll((list) => list.filter((a) => !a.checkVisibility()).length)).toBe(0)
  })
})
