/**
 * The comparison page in the language its browser test does not use (tests/browser/comparison.test.ts
 * sorts and downloads the English one): every code of the type's lines, each column's header a
 * button named for sorting by it, sizes and pieces marked as numbers, written as Italian writes them.
 */
import { isTag } from 'domhandler'
import { expect, test } from 'vitest'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { fillText } from '#src/i18n/fillText.ts'
import { builtPage, itemsOf } from '../../scripts/harness/builtSite.ts'
import { comparisonExample } from '../../scripts/harness/catalogueExamples.ts'

const { type, route } = comparisonExample()

test('Italian: every code, a sort button per column, sizes and pieces as numbers in Italian', () => {
  const t = dictionaries.it
  const page = builtPage(route.path.it)
  expect(page.text('caption', page.one('table.comparison-table')).startsWith(t['compare.title'].replace('{name}', ''))).toBe(true)
  const headers = page.all('table.comparison-table thead th')
  // The header's words, without the sort arrow the button shows beside them.
  const labels = headers.map((th) => page.text('button', th).replace(/ [↕▲▼]$/, ''))
  expect(labels).toEqual(expect.arrayContaining(['Larghezza (mm)', 'Lunghezza (mm)', 'Pezzi per confezione']))
  expect(headers.map((th) => page.one('button', th).attribs['aria-label'])).toEqual(labels.map((column) => fillText(t['compare.sortBy'], { column })))
  const rows = page.all('table.comparison-table tbody tr')
  expect(rows).toHaveLength(type.products.flatMap((p) => itemsOf(p)).length)
  const numeric = headers.flatMap((th, c) => ((th.attribs.class ?? '').split(' ').includes('numeric') ? [c] : []))
  expect(numeric.map((c) => labels[c])).toEqual(expect.arrayContaining(['Larghezza (mm)', 'Lunghezza (mm)', 'Pezzi per confezione']))
  // A number is written as Italian writes it: a decimal comma, never a point.
  for (const row of rows) {
    const cells = row.children.filter(isTag)
    for (const c of numeric) expect(page.text(undefined, cells[c]!)).toMatch(/^(\d+(,\d+)?)?$/)
  }
})
