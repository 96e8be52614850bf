/**
 * The request list as the built pages have it, in both languages (the browser tries each flow in
 * one, tests/browser/requestList.test.ts and orderUnit.test.ts): every code row of a product table
 * has a quantity field named for its code and unit and an Add button, under the request column; the
 * header's link counts no code; a code ordered by the box or the carton names that unit; the list
 * page without JavaScript says the list needs it, and keeps the empty-list message unseen until the
 * page runs.
 */
import { describe, expect, test } from 'vitest'
import { type Lang, langs } from '#src/catalogue/langs.ts'
import { builtPage, catalogue, itemsOf, pageHtml, routeOfKind } from '../../scripts/harness/builtSite.ts'
import { pouchExample } from '../../scripts/harness/catalogueExamples.ts'

const WORDS = {
  it: {
    column: 'Richiesta',
    header: 'Richiesta, codici: 0',
    add: (code: string) => `Aggiungi alla richiesta: ${code}`,
    quantity: (code: string, unit: string) => `Quantità di ${code}, in ${unit}`,
    units: { pack: 'confezioni', box: 'scatole', carton: 'cartoni', of: 'da', pieces: 'pezzi' },
    needsScript: 'La richiesta si compone nel vostro browser e richiede JavaScript.',
    empty: 'La richiesta è vuota.',
    toContact: ['Prosegui con il modulo di contatto', '/contatti/'],
  },
  en: {
    column: 'Request',
    header: 'Request, codes: 0',
    add: (code: string) => `Add to request: ${code}`,
    quantity: (code: string, unit: string) => `Quantity of ${code}, in ${unit}`,
    units: { pack: 'packs', box: 'boxes', carton: 'cartons', of: 'of', pieces: 'pieces' },
    needsScript: 'The request is kept in your browser and needs JavaScript.',
    empty: 'Your request is empty.',
    toContact: ['Continue to the contact form', '/contact/'],
  },
} satisfies Record<Lang, unknown>

const pouches = pouchExample(3).product
const boxed = catalogue.products.find((p) => p.withdrawn === undefined && itemsOf(p).some((i) => i.boxPieces !== undefined || i.cartonPieces !== undefined))
const listPage = routeOfKind('requestList')

describe.each(langs)('%s', (lang) => {
  const w = WORDS[lang]

  test('a product table: each code row a quantity field named for its code and unit, and an Add button, in the request column; the header counts no code', () => {
    const page = builtPage(pouches.path[lang])
    const table = page.one('section.product-codes table.product-table')
    const rows = page.all('tbody tr:not(.group-row)', table)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      const code = row.attribs.id!
      const unit = page.text('.add-to-request__unit', row)
      expect(page.one('.request-cell input', row).attribs['aria-label']).toBe(w.quantity(code, unit))
      expect(page.one('.request-cell button', row).attribs['aria-label']).toBe(w.add(code))
    }
    expect(page.text(undefined, page.all('thead th', table).at(-1)!)).toBe(w.column)
    expect(page.one('.site-header .request-link').attribs['aria-label']).toBe(w.header)
  })

  test('a code ordered by the box or the carton: its quantity box names that unit and its pieces', () => {
    expect(boxed, 'a product table with box_pieces or carton_pieces').toBeDefined()
    const item = itemsOf(boxed!).find((i) => i.boxPieces !== undefined || i.cartonPieces !== undefined)!
    const level = boxed!.orderUnit ?? 'pack'
    const unit = `${w.units[level]} ${w.units.of} ${{ pack: item.pieces, box: item.boxPieces, carton: item.cartonPieces }[level]} ${w.units.pieces}`
    const page = builtPage(boxed!.path[lang])
    const row = page.one(`tr[id="${item.code}"]`)
    expect(page.text('.add-to-request__unit', row)).toBe(unit)
    expect(page.one('.request-cell input', row).attribs['aria-label']).toBe(w.quantity(item.code, unit))
  })

  test('the list page before it runs: the message for pages without scripts, the empty-list message unseen, the link to the contact form', () => {
    const page = builtPage(listPage.path[lang])
    expect(page.text('.request-list noscript')).toContain(w.needsScript)
    const empty = page.one('.request-list > p.request-list__empty')
    expect(page.text(undefined, empty)).toContain(w.empty)
    // Unseen until the page knows the list: a style of the page itself.
    expect(empty.attribs.class).toContain('request-list__empty--pending')
    expect(pageHtml(listPage.path[lang])).toMatch(/\.request-list__empty--pending\s*\{\s*visibility:\s*hidden/)
    const link = page.one('.request-list__actions a')
    expect([page.text(undefined, link), link.attribs.href]).toEqual(w.toContact)
  })
})
