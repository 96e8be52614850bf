/**
 * A product table as the built page has it, before any script runs and whatever the address asks:
 * every row there and shown, and no size filter or pouch finder, which only a running page can
 * work (tests/browser/sizeFilter.test.ts).
 */
import { expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { builtPage, itemsOf } from '../../scripts/harness/builtSite.ts'
import { pouchExample } from '../../scripts/harness/catalogueExamples.ts'

const { product } = pouchExample(3)

test.each(langs)('%s: the whole table, no row hidden, and no filter offered', (lang) => {
  const html = builtPage(product.path[lang])
  const rows = html.all('.product-table tbody tr:not(.group-row)')
  expect(rows).toHaveLength(itemsOf(product).length)
  expect(html.all('.product-table tbody tr[hidden]')).toEqual([])
  expect(html.all('.size-filter, .pouch-finder')).toEqual([])
})
