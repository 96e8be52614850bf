/**
 * Product change notices as buyers under contract read them: the notices page in both languages,
 * filtered from the address and whole without JavaScript; its Atom feeds read back, each entry's
 * link answering; a product page showing its notices; the request list warning of a listed code.
 * Notices, products and codes are picked from the generated catalogue by what they have.
 */
import { DOMParser, type Element } from '@xmldom/xmldom'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { formatDate } from '#src/catalogue/formatDate.ts'
import { langs } from '#src/catalogue/langs.ts'
import { noticeKindNames } from '#src/catalogue/noticeKinds.ts'
import { recentNotices } from '#src/features/notices/noticeItems.ts'
import { noticeFeedPath, noticeHref } from '#src/features/notices/noticePaths.ts'
import { baseUrl, launchBrowser, openPage, visitPage } from './browser.ts'
import { catalogue, pageHtml, routeOfKind } from '../../scripts/harness/builtSite.ts'

const page = routeOfKind('notices').path
const notices = catalogue.notices
if (notices.length === 0)
  throw new Error('The generated catalogue has no product change notices (site/notices.csv, a withdrawal or a new IFU revision), which this test needs.')
const productById = new Map(catalogue.products.map((p) => [p.id, p]))
const ATOM = 'http://www.w3.org/2005/Atom'
/** Whether a notice affects every code of a product's table (more than one). */
const whole = ({ id, codes }: { id: string; codes: string[] }) => {
  const table = (productById.get(id)!.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item.code] : []))
  return table.length > 1 && table.every((c) => codes.includes(c))
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('notices page', () => {
  test.each(langs)(
    '%s: every notice, newest first, under its id, with its date, kind, title and codes linked to their rows; the feed in its head',
    async (lang) => {
      const { page: p, context, errors, failed } = await visitPage(browser, page[lang])
      expect(await p.locator('.notice-list > li > article').evaluateAll((as) => as.map((a) => a.id))).toEqual(notices.map((n) => n.id))
      for (const n of notices) {
        const article = p.locator(`article[id="${n.id}"]`)
        expect(await article.locator('time').getAttribute('datetime')).toBe(n.date)
        expect(await article.locator('time').textContent()).toBe(formatDate(n.date, lang))
        expect(await article.locator('.notice__kind').textContent()).toBe(noticeKindNames[n.kind][lang])
        expect(await article.locator('h2').textContent()).toBe(n.title[lang])
        // A product all of whose codes the notice affects is named with their number; the others' codes each link to their row.
        const expected = n.products.filter((x) => !whole(x)).flatMap((x) => x.codes.map((code) => `${productById.get(x.id)!.path[lang]}#${code}`))
        expect(await article.locator('a.notice__code').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(expected)
        expect(await article.locator('.notice__codes li > a:first-child').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
          n.products.map((x) => productById.get(x.id)!.path[lang]),
        )
        for (const x of n.products.filter(whole)) {
          const item = article.locator('.notice__codes li').filter({ has: p.locator(`a[href="${productById.get(x.id)!.path[lang]}"]`) })
          expect(await item.textContent()).toContain(`(${x.codes.length})`)
        }
      }
      expect(await p.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')).toBe(noticeFeedPath(lang))
      expect(errors).toEqual([])
      expect(failed).toEqual([])
      await context.close()
    },
  )

  test.each(langs)('%s: a line and a code from the address narrow the list once it runs; clearing them shows every notice', async (lang) => {
    const withLine = notices.find((n) => n.lines.length > 0)!
    const line = withLine.lines[0]!
    const code = withLine.products.find((x) => productById.get(x.id)!.line === line)!.codes[0]!
    const typed = code.slice(0, Math.max(2, code.length - 2)).toLowerCase()
    const expected = notices
      .filter((n) => n.lines.includes(line) && n.products.some((x) => x.codes.some((c) => c.toUpperCase().startsWith(typed.toUpperCase()))))
      .map((n) => n.id)
    const { page: p, context, errors } = await visitPage(browser, `${page[lang]}?line=${line}&code=${encodeURIComponent(typed)}`)
    await expect.poll(() => p.locator('.notice-list article').evaluateAll((as) => as.map((a) => a.id))).toEqual(expected)
    expect(await p.locator('.notices-filter select').inputValue()).toBe(line)
    expect(await p.locator('.notices-filter input').inputValue()).toBe(typed)
    await p.locator('.notices-filter select').selectOption('')
    await p.locator('.notices-filter input').fill('')
    expect(new URL(p.url()).search).toBe('')
    expect(await p.locator('.notice-list article').count()).toBe(notices.length)
    expect(errors).toEqual([])
    await context.close()
  })

  test('without JavaScript every notice is there, whatever the address asks, and no filter is shown', async () => {
    const { page: p, context } = await openPage(browser, { javaScript: false })
    await p.goto(`${baseUrl()}${page.it}?line=${notices[0]!.lines[0] ?? ''}&code=NO-SUCH-CODE`)
    expect(await p.locator('.notice-list article').count()).toBe(notices.length)
    // The filter is in the page from the start, so that nothing moves when it runs; hidden here.
    expect(await p.locator('.notices-filter').isHidden()).toBe(true)
    await context.close()
  })
})

describe('notices feeds', () => {
  test.each(langs)('%s: read back as Atom, an entry per notice, each linking to its notice on the page and to its products, all answering', async (lang) => {
    const response = await fetch(baseUrl() + noticeFeedPath(lang))
    expect(response.status).toBe(200)
    const errors: string[] = []
    const doc = new DOMParser({ onError: (level, message) => void errors.push(`${level}: ${message}`) }).parseFromString(
      await response.text(),
      'application/xml',
    )
    expect(errors).toEqual([])
    const feed = doc.documentElement!
    expect([feed.namespaceURI, feed.localName, feed.getAttribute('xml:lang')]).toEqual([ATOM, 'feed', lang])
    const child = (e: Element, name: string) => Array.from(e.getElementsByTagNameNS(ATOM, name)).filter((c) => c.parentNode === e)
    for (const name of ['id', 'title', 'updated', 'author']) expect(child(feed, name)).toHaveLength(1)
    const entries = child(feed, 'entry')
    expect(entries).toHaveLength(notices.length)
    const html = pageHtml(page[lang])
    for (const [i, entry] of entries.entries()) {
      const n = notices[i]!
      for (const name of ['id', 'title', 'updated']) expect(child(entry, name)).toHaveLength(1)
      expect(child(entry, 'title')[0]!.textContent).toBe(n.title[lang])
      expect(child(entry, 'updated')[0]!.textContent).toBe(`${n.date}T00:00:00Z`)
      const links = child(entry, 'link')
      const alternate = links.find((l) => l.getAttribute('rel') === 'alternate')!.getAttribute('href')!
      expect(alternate).toBe(new URL(noticeHref(n.id, lang), alternate).href)
      const url = new URL(alternate)
      expect((await fetch(baseUrl() + url.pathname)).status).toBe(200)
      expect(html).toContain(`id="${url.hash.slice(1)}"`)
      const related = links.filter((l) => l.getAttribute('rel') === 'related').map((l) => new URL(l.getAttribute('href')!).pathname)
      expect(related).toEqual(n.products.map((x) => productById.get(x.id)!.path[lang]))
      for (const path of related) expect((await fetch(baseUrl() + path)).status).toBe(200)
    }
  })
})

describe('a product page', () => {
  const recent = recentNotices(catalogue)
  const affected = catalogue.products.find((p) => recent.some((n) => n.products.some((x) => x.id === p.id)))
  const untouched = catalogue.products.find((p) => !recent.some((n) => n.products.some((x) => x.id === p.id)))
  test.each(langs)('%s: the notices of the last twelve months that affect its codes, each linking to its notice', async (lang) => {
    if (!affected) throw new Error('No notice of the last twelve months affects a product of the generated catalogue, which this test needs.')
    const own = recent.filter((n) => n.products.some((x) => x.id === affected.id))
    const { page: p, context, errors } = await visitPage(browser, affected.path[lang])
    expect(await p.locator('.product-notices h3 a').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]))).toEqual(
      own.map((n) => [noticeHref(n.id, lang), n.title[lang]]),
    )
    expect(errors).toEqual([])
    await context.close()
    if (untouched) expect(pageHtml(untouched.path[lang]).includes('id="product-notices-title"')).toBe(false)
  })
})

describe('the request list', () => {
  const recent = recentNotices(catalogue)
  const noticed = recent.flatMap((n) => n.products.flatMap((x) => x.codes.map((code) => ({ code, notice: n }))))[0]
  test.each(langs)('%s: a listed code with a recent notice is warned of, linking to the notice', async (lang) => {
    if (!noticed) throw new Error('No notice of the last twelve months affects a code of the generated catalogue, which this test needs.')
    const { page: p, context, errors, failed } = await openPage(browser)
    await context.addInitScript((list) => window.localStorage.setItem('requestList', list), JSON.stringify([{ code: noticed.code, packs: 1 }]))
    await p.goto(baseUrl() + routeOfKind('requestList').path[lang])
    const links = p.locator('.request-item__notice a')
    await expect.poll(() => links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toContain(noticeHref(noticed.notice.id, lang))
    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await context.close()
  })
})
