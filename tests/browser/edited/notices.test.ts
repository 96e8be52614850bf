/**
 * Notices on an edited catalogue (npm run test:edited: tests/catalogueEdits/withdrawalEdits.ts and
 * noticeEdits.ts): a product and a code withdrawn and an IFU revision issued on the build's day are
 * on the notices page and in the feed of each language, read from the built files; the request list
 * warns that the withdrawn code is no longer sold, and its link opens the notices of that code; a
 * notice of the sheet dated after the build's day is on no page, in no feed and in no list.
 */
import fs from 'node:fs'
import path from 'node:path'
import { langs } from '#src/catalogue/langs.ts'
import { noticeMatches } from '#src/features/notices/noticeFilter.ts'
import { NOTICE_CODES_PATH, noticeFeedPath, noticesPagePath } from '#src/features/notices/noticePaths.ts'
import { readCsv } from '../../../scripts/harness/catalogueCopy.ts'
import { builtPage, catalogue, client, pageHtml, root, routeOfKind, textOf } from '../../../scripts/harness/builtSite.ts'
import { expect, test, visit } from '../siteTest.ts'

const today = catalogue.notices.filter((n) => n.date === catalogue.day)
const withdrawals = today.filter((n) => n.kind === 'withdrawal')
const revision = today.find((n) => n.kind === 'ifu-revision')
const withdrawnCode = catalogue.products
  .flatMap((p) => (p.withdrawn === undefined ? (p.table?.withdrawn ?? []) : []))
  .find((c) => c.withdrawn === catalogue.day)
const sheet = readCsv(path.join(root, 'catalogue/site/notices.csv'))
const cell = (row: string[], column: string) => row[sheet.header.indexOf(column)]!
const future = sheet.rows.filter((r) => cell(r, 'date') > catalogue.day)
if (withdrawals.length < 2 || !revision || !withdrawnCode || future.length === 0)
  throw new Error(
    'This test needs the edited catalogue of npm run test:edited: a product and a code withdrawn and an IFU revision issued on the build’s day, and a notice dated after it.',
  )
const file = (urlPath: string) => fs.readFileSync(path.join(client, urlPath), 'utf8')

for (const lang of langs)
  test(`${lang}: the withdrawals and the IFU revision of the build’s day on the page and in the feed, in the page’s language`, () => {
    const page = builtPage(noticesPagePath(lang))
    const feed = file(noticeFeedPath(lang))
    for (const n of [...withdrawals, revision]) {
      const article = page.one(`article[id="${n.id}"]`)
      expect(page.text('h2', article)).toBe(n.title[lang])
      expect(page.one('time', article).attribs.datetime).toBe(catalogue.day)
      expect(page.text('.notice__codes', article)).toMatch(lang === 'it' ? /^Codici interessati/ : /^Codes affected/)
      expect(feed).toContain(`#${n.id}"`)
    }
    // The withdrawn code is named by its own notice; the revision's text names its languages in the page's.
    expect(page.all('article[id^="withdrawn."]').filter((a) => textOf(a).includes(withdrawnCode.code)).length).toBeGreaterThan(0)
    expect(page.text(`article[id="${revision.id}"]`)).toContain(lang === 'it' ? 'istruzioni per l’uso' : 'instructions for use')
  })

test('the request list warns that the withdrawn code is no longer sold, and its link opens the notices of that code', async ({ page, context }) => {
  await context.addInitScript((list) => window.localStorage.setItem('requestList', list), JSON.stringify([{ code: withdrawnCode.code, packs: 1 }]))
  await visit(page, routeOfKind('requestList').path.en)
  const warning = page.locator('.request-item__notice--withdrawn a')
  await expect(warning).toHaveAttribute('href', `${noticesPagePath('en')}?code=${encodeURIComponent(withdrawnCode.code)}`)
  await expect(page.locator('.request-item__unknown')).toHaveCount(0)
  await warning.click()
  await expect(page).toHaveURL((url) => url.pathname === noticesPagePath('en') && url.searchParams.get('code') === withdrawnCode.code)
  const expected = catalogue.notices.filter((n) => noticeMatches(n, { code: withdrawnCode.code })).map((n) => n.id)
  expect(expected.length).toBeGreaterThan(0)
  await expect.poll(() => page.locator('.notice-list article').evaluateAll((all) => all.filter((a) => a.checkVisibility()).map((a) => a.id))).toEqual(expected)
})

test('a notice dated after the build’s day is on no page, in no feed and in no list', () => {
  const files = [...langs.map((lang) => pageHtml(noticesPagePath(lang))), ...langs.map((lang) => file(noticeFeedPath(lang))), file(NOTICE_CODES_PATH)]
  const affected = future.flatMap((r) =>
    cell(r, 'products')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  for (const id of affected) {
    const product = catalogue.products.find((p) => p.id === id)
    if (product) files.push(pageHtml(product.path.it), pageHtml(product.path.en))
  }
  expect(files.length).toBeGreaterThan(5)
  for (const text of files)
    for (const r of future) for (const words of [cell(r, 'id'), cell(r, 'title_it'), cell(r, 'title_en')]) expect(text.includes(words), words).toBe(false)
})
