/**
 * What the header, the forwarding pages and the product tables say, as built, in each language:
 * the header's links in their order, the client area's, the same in the phone's menu; each
 * forwarding page's target, by its refresh, its script and its link; every code of a product table
 * a row whose cells name their column. How they work in a browser: tests/browser/site.test.ts.
 */
import { describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { builtPage, routeById as byId, site, sitePages, textOf } from '../../scripts/harness/builtSite.ts'

const hrefs = (page: ReturnType<typeof builtPage>, selector: string) => page.all(selector).map((a) => a.attribs.href)
const words = {
  it: { home: 'Home', about: 'Chi siamo', contact: 'Contatti', clientArea: 'Area clienti', switch: 'Change to English' },
  en: { home: 'Home', about: 'About', contact: 'Contact', clientArea: 'Client Area', switch: 'Cambia in Italiano' },
} as const

describe.each(langs)('the header in %s', (lang) => {
  const home = byId('home').path[lang]
  const page = builtPage(home)

  test('six links in order: home, the three categories, about, contact; then the client area', () => {
    const links = page.all('.main-nav > ul > li > a')
    expect(links.map((a) => a.attribs.href)).toEqual(
      ['home', 'category:medical', 'category:dental', 'category:industrial', 'about', 'contact'].map((id) => byId(id).path[lang]),
    )
    const texts = links.map((a) => textOf(a))
    expect([texts[0], texts[4], texts[5]]).toEqual([words[lang].home, words[lang].about, words[lang].contact])
    // The categories are named by the catalogue.
    for (const text of texts.slice(1, 4)) expect(text.length).toBeGreaterThan(0)
    expect(page.text('.main-nav details.dropdown > summary')).toBe(words[lang].clientArea)
  })

  test('the client area leads to the IFU page, then to the order tracking and the declarations of the client-area service, in the page’s language', () => {
    const [ifu, orders, declarations] = hrefs(page, '.main-nav details.dropdown a')
    expect(ifu).toBe(byId('ifu').path[lang])
    for (const [href, type] of [
      [orders, 'ord'],
      [declarations, 'ddt'],
    ] as const) {
      const url = new URL(href!)
      expect(url.origin).toBe(new URL(site.company.ordersHost).origin)
      expect([url.searchParams.get('type'), url.searchParams.get('lang')]).toEqual([type, lang])
    }
  })

  test('the phone’s menu holds the same links, and the switch to the other language', () => {
    expect(hrefs(page, '.mobile-panel > ul:first-of-type a')).toEqual(hrefs(page, '.main-nav > ul > li > a'))
    expect(hrefs(page, '.mobile-panel > ul:last-of-type a')).toEqual(hrefs(page, '.main-nav details.dropdown a'))
    const toggle = page.one('.mobile-panel .mobile-lang')
    expect(textOf(toggle)).toBe(words[lang].switch)
    expect(toggle.attribs.href).toBe(byId('home').path[lang === 'it' ? 'en' : 'it'])
  })
})

describe('forwarding pages', () => {
  const forwarding = sitePages.filter((p) => p.route.page === 'orderTracking' || p.route.page === 'declaration')

  test.each(forwarding.map((p) => [p.path, p]))(
    '%s sends the browser to the client-area service, in its language: by a refresh, a script and a link',
    (_path, { route, lang, path }) => {
      expect(forwarding).toHaveLength(4)
      const page = builtPage(path)
      const refresh = page.one('meta[http-equiv="refresh"]').attribs.content!
      const target = /^0; url=(.+)$/.exec(refresh)?.[1]
      expect(target, refresh).toBeDefined()
      const url = new URL(target!)
      expect(url.origin).toBe(new URL(site.company.ordersHost).origin)
      expect([url.searchParams.get('type'), url.searchParams.get('lang')]).toEqual([route.page === 'orderTracking' ? 'ord' : 'ddt', lang])
      const scripts = page.all('head script:not([type])').map((s) => textOf(s))
      expect(scripts).toContain(`location.replace(${JSON.stringify(target)})`)
      expect(page.one('main a.button').attribs.href).toBe(target)
      expect(page.one('meta[name="robots"]').attribs.content).toBe('noindex')
    },
  )
})

test('every row of a product table names each value by its column, for the cards a phone shows', () => {
  const products = sitePages.filter((p) => p.route.page === 'product')
  expect(products.length).toBeGreaterThan(0)
  const problems: string[] = []
  let rows = 0
  for (const { path } of products) {
    const page = builtPage(path)
    for (const table of page.all('.product-table')) {
      const columns = page.all('thead th', table).map((th) => textOf(th))
      for (const row of page.all('tbody tr', table).filter((tr) => page.all(':scope > th[scope="row"]', tr).length === 1)) {
        rows++
        const labels = page.all(':scope > td', row).map((td) => td.attribs['data-label'])
        if (JSON.stringify(labels) !== JSON.stringify(columns.slice(1))) problems.push(`${path} ${row.attribs.id}: ${labels.join(', ')}`)
      }
    }
  }
  expect(problems).toEqual([])
  expect(rows, 'rows of codes read').toBeGreaterThan(products.length)
})
