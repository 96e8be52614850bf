/**
 * Product change notices as buyers under contract read them, from the built files: the notices
 * page of each language with every notice, whatever the address asks (the filter is the page's
 * once it runs: tests/browser/notices.test.ts); its Atom feeds read back, each entry linking to a
 * notice of the page and to its products' pages; a product page with its recent notices. Notices
 * and products are picked by what they have.
 */
import fs from 'node:fs'
import path from 'node:path'
import { DOMParser, type Element } from '@xmldom/xmldom'
import { describe, expect, test } from 'vitest'
import { formatDate } from '#src/catalogue/formatDate.ts'
import { langs } from '#src/catalogue/langs.ts'
import { noticeKindNames, safetyKindNames } from '#src/catalogue/noticeKinds.ts'
import { recentNotices } from '#src/features/notices/noticeItems.ts'
import { noticeFeedPath, noticeHref } from '#src/features/notices/noticePaths.ts'
import { pageFile } from '../../scripts/site/routePages.ts'
import { builtPage, catalogue, client, routeOfKind, textOf } from '../../scripts/harness/builtSite.ts'

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
const isBuilt = (urlPath: string) => fs.existsSync(path.join(client, pageFile(urlPath)))

describe.each(langs)('the notices page (%s)', (lang) => {
  const html = builtPage(page[lang])

  test('every notice, newest first, under its id, with its date, kind, title and codes linked to their rows; the feed in its head', () => {
    expect(html.all('.notice-list > li > article').map((a) => a.attribs.id)).toEqual(notices.map((n) => n.id))
    for (const n of notices) {
      const article = html.one(`article[id="${n.id}"]`)
      const time = html.one('time', article)
      expect(time.attribs.datetime).toBe(n.date)
      expect(textOf(time)).toBe(formatDate(n.date, lang))
      expect(html.text('.notice__kind', article)).toBe(noticeKindNames[n.kind][lang])
      expect(html.text('h2', article)).toBe(n.title[lang])
      // A product all of whose codes the notice affects is named with their number; the others' codes each link to their row.
      const expected = n.products.filter((x) => !whole(x)).flatMap((x) => x.codes.map((code) => `${productById.get(x.id)!.path[lang]}#${code}`))
      expect(html.all('a.notice__code', article).map((a) => a.attribs.href)).toEqual(expected)
      expect(html.all('.notice__codes li > a:first-child', article).map((a) => a.attribs.href)).toEqual(
        n.products.map((x) => productById.get(x.id)!.path[lang]),
      )
      for (const x of n.products.filter(whole)) {
        const item = html.all('.notice__codes li', article).find((li) => html.all(`a[href="${productById.get(x.id)!.path[lang]}"]`, li).length > 0)
        expect(textOf(item!)).toContain(`(${x.codes.length})`)
      }
    }
    expect(html.one('head link[rel="alternate"][type="application/atom+xml"]').attribs.href).toBe(noticeFeedPath(lang))
  })

  test("a safety notice's kind, status, every lot and range it lists, and what to do", () => {
    const safety = notices.filter((n) => n.safety)
    if (safety.length === 0) throw new Error('The generated catalogue has no safety notice (site/safety.csv), which this test needs.')
    for (const n of safety) {
      const block = html.one(`article[id="${n.id}"] .notice__safety-block`)
      const values = html.all('dd', block).map(textOf)
      expect(values[0]).toBe(safetyKindNames[n.safety!.kind][lang])
      const lots = [...n.safety!.lots, ...n.safety!.lotRanges.map((r) => `${r.first}–${r.last}`)]
      if (lots.length > 0) expect(values).toContain(lots.join(', '))
      expect(block.attribs.class!.includes('--open')).toBe(n.safety!.status === 'open')
      if (n.safety!.actions[lang]) expect(textOf(block)).toContain(n.safety!.actions[lang])
    }
  })

  test('read back as Atom, an entry per notice, each linking to its notice on the page and to its products, all built', () => {
    const errors: string[] = []
    const doc = new DOMParser({ onError: (level, message) => void errors.push(`${level}: ${message}`) }).parseFromString(
      fs.readFileSync(path.join(client, noticeFeedPath(lang)), 'utf8'),
      'application/xml',
    )
    expect(errors).toEqual([])
    const feed = doc.documentElement!
    expect([feed.namespaceURI, feed.localName, feed.getAttribute('xml:lang')]).toEqual([ATOM, 'feed', lang])
    const child = (e: Element, name: string) => Array.from(e.getElementsByTagNameNS(ATOM, name)).filter((c) => c.parentNode === e)
    for (const name of ['id', 'title', 'updated', 'author']) expect(child(feed, name)).toHaveLength(1)
    const entries = child(feed, 'entry')
    expect(entries).toHaveLength(notices.length)
    for (const [i, entry] of entries.entries()) {
      const n = notices[i]!
      for (const name of ['id', 'title', 'updated']) expect(child(entry, name)).toHaveLength(1)
      expect(child(entry, 'title')[0]!.textContent).toBe(n.title[lang])
      expect(child(entry, 'updated')[0]!.textContent).toBe(`${n.date}T00:00:00Z`)
      const links = child(entry, 'link')
      const alternate = new URL(links.find((l) => l.getAttribute('rel') === 'alternate')!.getAttribute('href')!)
      expect(`${alternate.pathname}${alternate.hash}`).toBe(noticeHref(n.id, lang))
      expect(html.all(`[id="${n.id}"]`)).toHaveLength(1)
      const related = links.filter((l) => l.getAttribute('rel') === 'related').map((l) => new URL(l.getAttribute('href')!).pathname)
      expect(related).toEqual(n.products.map((x) => productById.get(x.id)!.path[lang]))
      for (const p of related) expect(isBuilt(p), p).toBe(true)
      // A safety notice's lots travel with it, for a reader that never opens the page.
      for (const lot of n.safety?.lots ?? []) expect(child(entry, 'summary')[0]!.textContent).toContain(lot)
    }
  })
})

describe('a product page', () => {
  const openSafety = (n: (typeof notices)[number]) => n.safety?.status === 'open'
  const recent = recentNotices(catalogue).filter((n) => !openSafety(n))
  const affected = catalogue.products.find((p) => recent.some((n) => n.products.some((x) => x.id === p.id)))
  const untouched = catalogue.products.find((p) => !recent.some((n) => n.products.some((x) => x.id === p.id)))
  test.each(langs)('%s: the notices of the last twelve months that affect its codes, each linking to its notice; none on a page they do not affect', (lang) => {
    if (!affected) throw new Error('No notice of the last twelve months affects a product of the generated catalogue, which this test needs.')
    const own = recent.filter((n) => n.products.some((x) => x.id === affected.id))
    const html = builtPage(affected.path[lang])
    expect(html.all('.product-notices h3 a').map((a) => [a.attribs.href, textOf(a)])).toEqual(own.map((n) => [noticeHref(n.id, lang), n.title[lang]]))
    if (untouched) expect(builtPage(untouched.path[lang]).all('#product-notices-title')).toEqual([])
  })
})

describe('a product with an open safety notice', () => {
  const notice = notices.find((n) => n.safety?.status === 'open')
  test.each(langs)('%s: the notice under its name, before its table, with its lots and the codes of it, linking to the notice', (lang) => {
    if (!notice) throw new Error('The generated catalogue has no open safety notice (site/safety.csv), which this test needs.')
    const affected = productById.get(notice.products[0]!.id)!
    const html = builtPage(affected.path[lang])
    const section = html.one(`section.product-safety[aria-labelledby="safety-${notice.id}"]`)
    expect(textOf(html.one('h2', section))).toContain(notice.title[lang])
    expect(html.all('a', section).map((a) => a.attribs.href)).toContain(noticeHref(notice.id, lang))
    expect(textOf(section)).toContain(notice.products[0]!.codes.join(', '))
    // Under the name, in the intro: before the table, and before anything else the page says of the product.
    expect(html.all('.product-intro section.product-safety')).toHaveLength(1)
  })
})
