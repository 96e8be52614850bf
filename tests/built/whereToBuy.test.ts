/**
 * Where to buy as the built page has it, before any script runs and whatever the address asks:
 * every distributor under its country, with its e-mail, in both languages, the map still to come;
 * a product page's link to the page filtered to its line. Finding and filtering are the browser's
 * (tests/browser/whereToBuy.test.ts), their rules findDistributors.test.ts's.
 */
import { describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { builtPage, catalogue, routeOf, routeOfKind, textOf } from '../../scripts/harness/builtSite.ts'

const page = routeOfKind('whereToBuy').path
const { distributors, countries } = catalogue.whereToBuy
if (distributors.length < 2) throw new Error('The generated catalogue lists fewer than two distributors (site/distributors.csv), which this test needs.')
const names = (list: readonly { name: string }[]) => [...new Set(list.map((d) => d.name))].sort()

describe.each(langs)('%s', (lang) => {
  test('every distributor listed under its country, with its e-mail; no map before the page runs', () => {
    const html = builtPage(page[lang])
    expect(html.text('h1')).toBe(lang === 'it' ? 'Dove acquistare' : 'Where to buy')
    expect(names(html.all('.wtb-list .wtb-card__name').map((e) => ({ name: textOf(e) })))).toEqual(names(distributors))
    expect(
      html
        .all('.wtb-country > h2')
        .map((h) => textOf(h))
        .sort(),
    ).toEqual(countries.map((c) => c.name[lang]).sort())
    for (const d of distributors) expect(html.all(`.wtb-list a[href="mailto:${d.email}"]`).length, d.email).toBeGreaterThan(0)
    expect(html.all('.wtb-map')).toHaveLength(1)
    expect(html.all('.leaflet-container')).toEqual([])
  })

  test('a product page links to the page filtered to its line', () => {
    const product = catalogue.products.find((p) => p.withdrawn === undefined && distributors.some((d) => d.lines.includes(p.line)))
    if (!product) throw new Error('No product on sale of a line some distributor sells, which this test needs.')
    expect(builtPage(routeOf(product).path[lang]).one('.where-to-buy-link a').attribs.href).toBe(`${page[lang]}?line=${product.line}`)
  })
})
