/**
 * Notices on an edited catalogue (npm run test:edited: tests/catalogueEdits/withdrawalEdits.ts and
 * noticeEdits.ts): a product and a code withdrawn and an IFU revision issued on the build's day
 * appear on the notices page and in the feeds in both languages; the request list warns of the
 * withdrawn code; a notice of the sheet dated after the build's day appears nowhere.
 */
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { NOTICE_CODES_PATH, noticeFeedPath, noticesPagePath } from '#src/features/notices/noticePaths.ts'
import { readCsv } from '../../../scripts/harness/catalogueCopy.ts'
import { baseUrl, launchBrowser, openPage, visitPage } from '../../e2e/browser.ts'
import { catalogue, root, routeOfKind } from '../../../scripts/harness/builtSite.ts'

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

const served = async (url: string) => {
  const response = await fetch(baseUrl() + url)
  expect(response.status, url).toBe(200)
  return response.text()
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('notices of an edited catalogue', () => {
  test.each(langs)('%s: the withdrawals and the IFU revision of the build’s day on the page and in the feed, in the page’s language', async (lang) => {
    const { page: p, context, errors } = await visitPage(browser, noticesPagePath(lang))
    const feed = await served(noticeFeedPath(lang))
    for (const n of [...withdrawals, revision]) {
      const article = p.locator(`article[id="${n.id}"]`)
      expect(await article.locator('h2').textContent()).toBe(n.title[lang])
      expect(await article.locator('time').getAttribute('datetime')).toBe(catalogue.day)
      expect(await article.locator('.notice__codes').textContent()).toMatch(lang === 'it' ? /^Codici interessati/ : /^Codes affected/)
      expect(feed).toContain(`#${n.id}"`)
    }
    // The withdrawn code is named by its own notice; the revision's text names its languages in the page's.
    expect(await p.locator(`article[id^="withdrawn."]`, { hasText: withdrawnCode.code }).count()).toBeGreaterThan(0)
    expect(await p.locator(`article[id="${revision.id}"]`).textContent()).toContain(lang === 'it' ? 'istruzioni per l’uso' : 'instructions for use')
    expect(errors).toEqual([])
    await context.close()
  })

  test.each(langs)('%s: the request list warns that the withdrawn code is no longer sold', async (lang) => {
    const { page: p, context, errors } = await openPage(browser)
    await context.addInitScript((list) => window.localStorage.setItem('requestList', list), JSON.stringify([{ code: withdrawnCode.code, packs: 1 }]))
    await p.goto(baseUrl() + routeOfKind('requestList').path[lang])
    const warning = p.locator('.request-item__notice--withdrawn a')
    await warning.waitFor()
    expect(await warning.getAttribute('href')).toBe(`${noticesPagePath(lang)}?code=${encodeURIComponent(withdrawnCode.code)}`)
    expect(await p.locator('.request-item__unknown').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  test('a notice dated after the build’s day is on no page, in no feed and in no list', async () => {
    const pages = [...langs.map((lang) => noticesPagePath(lang)), ...langs.map((lang) => noticeFeedPath(lang)), NOTICE_CODES_PATH]
    const affected = future.flatMap((r) =>
      cell(r, 'products')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    for (const id of affected) {
      const product = catalogue.products.find((p) => p.id === id)
      if (product) pages.push(product.path.it, product.path.en)
    }
    expect(pages.length).toBeGreaterThan(5)
    for (const url of pages) {
      const text = await served(url)
      for (const r of future)
        for (const words of [cell(r, 'id'), cell(r, 'title_it'), cell(r, 'title_en')]) expect(text.includes(words), `${url}: ${words}`).toBe(false)
    }
  })
})
