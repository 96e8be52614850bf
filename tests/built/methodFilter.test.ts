/**
 * The category pages' sterilisation-method filter as the built page has it, before any script
 * runs: in the first paint, so nothing moves when it starts working, but disabled; every product
 * there, whatever the address asks. Choosing is the browser's (tests/browser/methodFilter.test.ts),
 * the rule methodQuery.test.ts's.
 */
import { expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { builtPage, routeById } from '../../scripts/harness/builtSite.ts'
import { methodExample } from '../../scripts/harness/catalogueExamples.ts'

const { category, products } = methodExample()

test.each(langs)('%s: the filter is in the page, disabled until the page runs; every product on sale is shown', (lang) => {
  const html = builtPage(routeById(`category:${category.id}`).path[lang])
  expect(html.all('.method-filter select')).toHaveLength(1)
  expect(html.one('.method-filter select').attribs).toHaveProperty('disabled')
  const tiles = html.all('.tile-grid > li')
  expect(tiles.length).toBeGreaterThan(0)
  expect(tiles.filter((li) => 'hidden' in li.attribs)).toEqual([])
  expect(html.all('.product-line[hidden]')).toEqual([])
  const shown = new Set(html.all('.tile-grid > li a.card').map((a) => a.attribs.href))
  // Line pages show their first products on a category page: those shown are the category's.
  for (const href of shown) expect(products.map((p) => p.path[lang])).toContain(href)
})
