/**
 * What sterile-processing staff read on the compatibility page and a product page, from the built
 * files: the whole table in both languages whatever the address asks, and the choice of a cycle
 * above it, in place but disabled until the page runs (a chosen cycle's answer is the running
 * page's: tests/browser/compatibility.test.ts), a validated cell with its report, a pouch
 * product's sealing range and validated cycles, each cycle named in the page's language, and the
 * open data feed's cycles and sealing. Cycles and products are picked by what they have, never by name.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { type Lang, langs } from '#src/catalogue/langs.ts'
import { methodNames, type SterilisationMethod } from '#src/catalogue/deviceAttributes.ts'
import type { Product, SterilisationCycle } from '#src/catalogue/generatedData.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { builtPage, catalogue, client, routeOfKind, textOf } from '../../scripts/harness/builtSite.ts'

const page = routeOfKind('compatibility').path
const onSale = catalogue.products.filter((p) => p.withdrawn === undefined && p.table)
const lines = catalogue.lines.filter((l) => onSale.some((p) => p.line === l.id))
const WORDS = {
  it: { validated: 'Validato', sealing: 'Parametri di saldatura', cycles: 'Cicli validati' },
  en: { validated: 'Validated', sealing: 'Sealing parameters', cycles: 'Validated cycles' },
}

/** A cycle some product on sale is validated for, with a report where one has it. */
const validated = onSale.flatMap((p) => (p.cycles ?? []).map((v) => ({ product: p, validation: v })))
const example = validated.find((v) => v.validation.evidence) ?? validated[0]
if (!example) throw new Error('The generated catalogue validates no product for a cycle (site/validations.csv), which this test needs.')
const cycle = catalogue.cycles.find((c) => c.id === example.validation.cycle)!
const cycleLabel = (lang: Lang) => `${cycle.model[lang]} ${cycle.cycle[lang]}`

/** A cycle whose name differs from one language to the other (a generic name), and one the same in both (a trade name). */
const named = (c: SterilisationCycle) => langs.map((lang) => `${c.model[lang]} ${c.cycle[lang]}`)
const generic = catalogue.cycles.find((c) => new Set(named(c)).size > 1)
const trade = catalogue.cycles.find((c) => new Set(named(c)).size === 1)
if (!generic || !trade)
  throw new Error(
    'The generated catalogue needs a cycle with a generic name in each language and one with a trade name (site/cycles.csv), which this test needs.',
  )
const other = (lang: Lang): Lang => langs.find((l) => l !== lang)!

describe.each(langs)('the compatibility page (%s)', (lang) => {
  const html = builtPage(page[lang])
  const columns = html.all('.compat-table thead tr:nth-child(2) th').map((th) => textOf(th))

  const methods = new Set([...onSale.flatMap((p) => p.attributes?.methods ?? []), ...catalogue.cycles.map((c) => c.method)])

  test('a row per line on sale, a column group per method, a column per cycle; no answer before the page runs', () => {
    expect(html.all('.compat-table tbody tr')).toHaveLength(lines.length)
    expect(html.all('.compat-table thead tr:first-child th[scope="colgroup"]')).toHaveLength(methods.size)
    expect(columns).toContain(cycleLabel(lang))
    expect(html.all('.compat-answer')).toEqual([])
  })

  test("the choice, disabled until the page runs: every method, and under it each of its cycles by its name in the page's language", () => {
    const select = html.one('.compat-filter select')
    expect(select.attribs.disabled).toBeDefined()
    const groups = html.all('optgroup', select)
    expect(groups).toHaveLength(methods.size)
    for (const method of methods) {
      const group = groups.find((g) => html.all(`option[value="${method}"]`, g).length === 1)
      expect(group, method).toBeDefined()
      expect(group!.attribs.label).toBe(methodNames[method as SterilisationMethod][lang])
      const cycles = html.all('option', group).slice(1)
      expect(cycles.map((o) => [o.attribs.value, textOf(o)])).toEqual(
        catalogue.cycles.filter((c) => c.method === method).map((c) => [c.id, `${c.model[lang]} ${c.cycle[lang]}`]),
      )
    }
  })

  test("a line's cell under a cycle it is validated for says so, and links the report, which is built", () => {
    const lineName = catalogue.lines.find((l) => l.id === example.product.line)!.name[lang]
    const row = html.all('.compat-table tbody tr').find((tr) => textOf(html.one('th', tr)) === lineName)
    expect(row, lineName).toBeDefined()
    const cell = html.all('td', row)[columns.indexOf(cycleLabel(lang))]!
    expect(textOf(cell)).toContain(WORDS[lang].validated)
    if (example.validation.evidence) {
      const href = html.one('a', cell).attribs.href!
      expect(href).toBe(example.validation.evidence.pdf)
      expect(fs.existsSync(path.join(client, href)), href).toBe(true)
    }
  })

  test("each cycle's column in the page's language: a generic name in its words, a trade name as it is", () => {
    const [name, otherName] = [lang, other(lang)].map((l) => `${generic.model[l]} ${generic.cycle[l]}`)
    expect(columns).toContain(name)
    expect(columns).not.toContain(otherName)
    expect(columns).toContain(`${trade.model[lang]} ${trade.cycle[lang]}`)
  })

  test('a test report link is named by its words and its format, apart', () => {
    const links = html.all('a.compat-cell__evidence')
    expect(links.length).toBeGreaterThan(0)
    for (const a of links) expect(textOf(a)).toBe(`${dictionaries[lang]['compatibility.evidence']}, PDF`)
  })
})

describe('a product page', () => {
  /** A pouch product (the pouch finder's) with a sealing temperature and cycles, else any product with both. */
  const both = (p: Product) => p.sealing?.temperatureC && (p.cycles?.length ?? 0) > 0
  const product = onSale.find((p) => both(p) && p.pouchFinder) ?? onSale.find(both)
  test.each(langs)('%s: its sealing range with its unit, and its validated cycles, in the regulatory block', (lang) => {
    if (!product) throw new Error('The generated catalogue has no product with a sealing temperature and validated cycles, which this test needs.')
    const html = builtPage(product.path[lang])
    const dd = (term: string) => {
      const dt = html.all('section.regulatory dt').find((e) => textOf(e).includes(term))
      expect(dt, term).toBeDefined()
      let next = dt!.next
      while (next && !(next.type === 'tag' && next.name === 'dd')) next = next.next
      return textOf(next!)
    }
    const { min, max } = product.sealing!.temperatureC!
    const sealing = dd(WORDS[lang].sealing)
    for (const n of [min, max]) if (n !== undefined) expect(sealing).toContain(String(n).replace('.', lang === 'it' ? ',' : '.'))
    expect(sealing).toContain('°C')
    const shown = dd(WORDS[lang].cycles)
    for (const v of product.cycles!) {
      const c = catalogue.cycles.find((x) => x.id === v.cycle)!
      expect(shown).toContain(`${c.model[lang]} ${c.cycle[lang]}`)
    }
  })

  /** A product on sale validated for a cycle with a generic name. */
  const validatedGeneric = onSale.find((p) => p.cycles?.some((v) => catalogue.cycles.some((c) => c.id === v.cycle && new Set(named(c)).size > 1)))
  test.each(langs)("%s: a cycle's generic name in the page's language", (lang) => {
    if (!validatedGeneric) throw new Error('The generated catalogue validates no product for a cycle with a generic name, which this test needs.')
    const c = catalogue.cycles.find((x) => validatedGeneric.cycles!.some((v) => v.cycle === x.id) && new Set(named(x)).size > 1)!
    const shown = builtPage(validatedGeneric.path[lang])
      .all('section.regulatory .regulatory__cycle')
      .map((e) => textOf(e))
    expect(shown).toContain(`${c.model[lang]} ${c.cycle[lang]}`)
    expect(shown).not.toContain(`${c.model[other(lang)]} ${c.cycle[other(lang)]}`)
  })
})

test('the open data feed: a validated code carries its cycles, and its product its sealing', () => {
  const feed = JSON.parse(fs.readFileSync(path.join(client, 'data/products.json'), 'utf8')) as {
    products: { id: string; sealing?: unknown; codes: { code: string; validatedCycles?: { model: string; cycle: string }[] }[] }[]
  }
  const product = feed.products.find((p) => p.id === example.product.id)!
  const code = example.validation.codes?.[0] ?? product.codes[0]!.code
  expect(product.codes.find((c) => c.code === code)!.validatedCycles).toContainEqual(expect.objectContaining({ model: cycle.model.en, cycle: cycle.cycle.en }))
  const sealed = onSale.find((p) => p.sealing)
  if (sealed) expect(feed.products.find((p) => p.id === sealed.id)!.sealing).toEqual(sealed.sealing)
})
