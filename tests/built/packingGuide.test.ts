/**
 * The packing guide (catalogue/guide) as the built pages have it, in both languages: its title,
 * every section of the generated guide under its heading's id, the contents leading to them and
 * back, the drawings under their sections' headings with their text alternatives and labels in the
 * page's language, the page and its drawings within their budgets, the label symbols as pictures
 * of their set size with their meaning, each built; and the product pages' links into it, each to
 * a section or drawing it has. Following them is tests/browser/packingGuide.test.ts's.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { selectAll } from 'css-select'
import type { AnyNode, Element } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import { describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { drawingId, drawnGuideSections, isDrawn, requiredGuideSections } from '#src/catalogue/packingGuide.ts'
import { guideDrawings } from '#src/features/packingGuide/guideDrawings.ts'
import { labelSymbols, SYMBOL_SIZE } from '#src/features/packingGuide/labelSymbols.ts'
import { guideLinksFor } from '#src/features/packingGuide/guideLinksFor.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { SITE_BUDGETS } from '../../scripts/bench/site/budgets.ts'
import { builtPage, catalogue, client, pageHtml, routeById, routeOf, site, textOf } from '../../scripts/harness/builtSite.ts'

const guide = routeById('guide')
const GUIDE_BUDGET = SITE_BUDGETS.guidePageGzipBytes
const DRAWINGS_BUDGET = SITE_BUDGETS.guideDrawingsGzipBytes

/** What a reader of each drawing gets: each picture's text alternative, and the words drawn in it. */
const readerOf = (svgs: Element[]) => svgs.map((svg) => ({ role: svg.attribs.role, alt: svg.attribs['aria-label'], words: selectAll('text', svg).map(textOf) }))
const drawn = Object.fromEntries(
  langs.map((lang) => {
    const drawings = guideDrawings(dictionaries[lang], site.company.packing)
    return [
      lang,
      Object.fromEntries(
        drawnGuideSections.map((s) => [s, { ...drawings[s], reader: readerOf(selectAll<AnyNode, Element>('svg', parseDocument(drawings[s].svg))) }]),
      ),
    ]
  }),
)

describe.each(langs)('the guide in %s', (lang) => {
  const html = builtPage(guide.path[lang])
  const sections = catalogue.guide[lang].sections

  test('its title, every section under its id, the contents leading to each, and each leading back to them', () => {
    expect(html.text('h1')).toBe(dictionaries[lang]['guide.title'])
    expect(sections.map((s) => s.id)).toEqual(expect.arrayContaining([...requiredGuideSections]))
    for (const s of sections) expect(html.text(`h2[id="${s.id}"]`), s.id).toBe(s.title)
    const contents = html.one('nav.guide-contents')
    expect(html.text(`#${contents.attribs['aria-labelledby']}`)).toBe(dictionaries[lang]['guide.contents'])
    expect(html.all('a', contents).map((a) => a.attribs.href)).toEqual(sections.map((s) => `#${s.id}`))
    for (const s of sections)
      expect(html.one(`section:has(> h2[id="${s.id}"]) .guide-to-contents a`).attribs.href, s.id).toBe(`#${contents.attribs['aria-labelledby']}`)
  })

  test("each drawing under its section's heading: pictures with their text alternative, and labels, in the page's language", () => {
    const other = drawn[lang === 'it' ? 'en' : 'it']!
    for (const section of drawnGuideSections) {
      const figure = html.one(`h2[id="${section}"] + figure[id="${drawingId(section)}"]`)
      const expected = drawn[lang]![section]!
      const reader = readerOf(html.all('svg', figure))
      expect(reader, section).toEqual(expected.reader)
      expect(reader.length, section).toBeGreaterThan(0)
      // Each alternative is the page language's: its drawings are not the other language's.
      for (const [i, picture] of reader.entries()) expect(picture.alt, section).not.toBe(other[section]!.reader[i]!.alt)
      expect(html.text('figcaption', figure), section).toBe(expected.caption)
    }
  })

  test(`the page at most ${GUIDE_BUDGET / 1024} KB gzip, its drawings together at most ${DRAWINGS_BUDGET / 1024} KB`, () => {
    const bytes = (text: string) => gzipSync(text).length
    expect(bytes(pageHtml(guide.path[lang]))).toBeLessThanOrEqual(GUIDE_BUDGET)
    const drawings = bytes(drawnGuideSections.map((s) => drawn[lang]![s]!.svg).join(''))
    expect(drawings).toBeGreaterThan(0)
    expect(drawings).toBeLessThanOrEqual(DRAWINGS_BUDGET)
  })

  test('the symbols under their section, each a built picture of its set size whose text is its meaning', () => {
    const pictures = html.all('section:has(> h2[id="symbols"]) table img')
    expect(pictures.map((img) => ({ alt: img.attribs.alt, width: img.attribs.width, height: img.attribs.height }))).toEqual(
      labelSymbols.map((s) => ({ alt: s.title[lang], width: String(SYMBOL_SIZE), height: String(SYMBOL_SIZE) })),
    )
    for (const img of pictures) expect(fs.existsSync(path.join(client, img.attribs.src!)), img.attribs.src).toBe(true)
  })
})

test("every product page links to the guide's steps that fit it, each to its drawing where it has one, and each exists", () => {
  let linked = 0
  let toDrawings = 0
  for (const product of catalogue.products) {
    for (const lang of langs) {
      const hrefs = builtPage(routeOf(product).path[lang])
        .all('a[href*="#"]')
        .map((a) => a.attribs.href!.split('#'))
        .filter(([p]) => p === guide.path[lang])
        .map(([, id]) => id!)
      const links = guideLinksFor(product)
      expect(hrefs, `${product.id} (${lang})`).toEqual(links.map((l) => l.anchor))
      for (const { section, anchor } of links) {
        const page = builtPage(guide.path[lang])
        // A drawing is reached in its own section; a section without one, at its heading.
        page.one(isDrawn(section) ? `section:has(> h2[id="${section}"]) > figure[id="${anchor}"] svg` : `h2[id="${anchor}"]`)
        if (isDrawn(section)) toDrawings++
      }
      linked += hrefs.length
    }
  }
  expect(linked).toBeGreaterThan(0)
  expect(toDrawings).toBeGreaterThan(0)
})
