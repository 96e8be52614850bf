/**
 * The packing guide (catalogue/guide) as the built pages have it, in both languages: its title,
 * every section of the generated guide under its heading's id, the contents leading to them, the
 * label symbols as pictures of their set size with their meaning, each built; and the product
 * pages' links into it, each to a section it has. Following them is tests/browser/packingGuide.test.ts's.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { linkedGuideSections } from '#src/catalogue/packingGuide.ts'
import { labelSymbols, SYMBOL_SIZE } from '#src/features/packingGuide/labelSymbols.ts'
import { guideSectionsFor } from '#src/features/packingGuide/guideSectionsFor.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { builtPage, catalogue, client, routeById, routeOf } from '../../scripts/harness/builtSite.ts'

const guide = routeById('guide')

describe.each(langs)('the guide in %s', (lang) => {
  const html = builtPage(guide.path[lang])
  const sections = catalogue.guide[lang].sections

  test('its title, every section under its id, and the contents leading to each', () => {
    expect(html.text('h1')).toBe(dictionaries[lang]['guide.title'])
    expect(sections.map((s) => s.id)).toEqual(expect.arrayContaining([...linkedGuideSections]))
    for (const s of sections) expect(html.text(`h2[id="${s.id}"]`), s.id).toBe(s.title)
    const contents = html.one('nav.guide-contents')
    expect(html.text(`#${contents.attribs['aria-labelledby']}`)).toBe(dictionaries[lang]['guide.contents'])
    expect(html.all('a', contents).map((a) => a.attribs.href)).toEqual(sections.map((s) => `#${s.id}`))
  })

  test('the symbols under their section, each a built picture of its set size whose text is its meaning', () => {
    const pictures = html.all('section:has(> h2[id="symbols"]) table img')
    expect(pictures.map((img) => ({ alt: img.attribs.alt, width: img.attribs.width, height: img.attribs.height }))).toEqual(
      labelSymbols.map((s) => ({ alt: s.title[lang], width: String(SYMBOL_SIZE), height: String(SYMBOL_SIZE) })),
    )
    for (const img of pictures) expect(fs.existsSync(path.join(client, img.attribs.src!)), img.attribs.src).toBe(true)
  })
})

test('every product page links to the guide sections that fit it, and each exists', () => {
  const ids = Object.fromEntries(
    langs.map((lang) => [
      lang,
      new Set(
        builtPage(guide.path[lang])
          .all('h2[id]')
          .map((h) => h.attribs.id),
      ),
    ]),
  )
  let linked = 0
  for (const product of catalogue.products) {
    for (const lang of langs) {
      const hrefs = builtPage(routeOf(product).path[lang])
        .all('a[href*="#"]')
        .map((a) => a.attribs.href!.split('#'))
        .filter(([p]) => p === guide.path[lang])
        .map(([, id]) => id!)
      expect(hrefs, `${product.id} (${lang})`).toEqual(guideSectionsFor(product))
      for (const id of hrefs) expect(ids[lang]!.has(id), `${product.id} → #${id}`).toBe(true)
      linked += hrefs.length
    }
  }
  expect(linked).toBeGreaterThan(0)
})
