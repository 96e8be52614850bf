/**
 * The packing guide (catalogue/guide) in a browser: its title, every section of the generated guide
 * under its heading's id, the contents leading to them, the label symbols as pictures with their
 * meaning, with JavaScript and without; and the product pages' links into it landing on a section.
 * Every template's axe, width and loading checks are templates.test.ts's.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { linkedGuideSections } from '#src/catalogue/packingGuide.ts'
import { labelSymbols, SYMBOL_SIZE } from '#src/features/packingGuide/labelSymbols.ts'
import { guideSectionsFor } from '#src/features/packingGuide/guideSectionsFor.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { baseUrl, launchBrowser, openPage } from './browser.ts'
import { catalogue, pageHtml, routeById, routeOf } from '../../scripts/harness/builtSite.ts'

const guide = routeById('guide')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe.each(langs)('the guide in %s', (lang) => {
  test.each([true, false])('with JavaScript %s: title, contents, every section and the symbols', async (javaScript) => {
    const visit = await openPage(browser, { javaScript })
    const { page } = visit
    await page.goto(baseUrl() + guide.path[lang])
    await page.waitForLoadState('networkidle')
    expect(await page.locator('h1').textContent()).toBe(dictionaries[lang]['guide.title'])
    const sections = catalogue.guide[lang].sections
    expect(sections.map((s) => s.id)).toEqual(expect.arrayContaining([...linkedGuideSections]))
    for (const s of sections) {
      const heading = page.locator(`h2[id="${s.id}"]`)
      expect(await heading.textContent(), s.id).toBe(s.title)
      expect(await heading.isVisible(), s.id).toBe(true)
    }
    // The contents: one link per section, in order, each to a heading of the page.
    const contents = page.getByRole('navigation', { name: dictionaries[lang]['guide.contents'] }).getByRole('link')
    expect(await contents.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(sections.map((s) => `#${s.id}`))
    expect(await contents.evaluateAll((as) => as.filter((a) => document.getElementById(a.getAttribute('href')!.slice(1)) === null).length)).toBe(0)
    // The symbols under their section, each a loaded picture of its set size whose text is its meaning.
    const pictures = page.locator(`section:has(> h2[id="symbols"]) table img`)
    const shown = await pictures.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => {
        img.loading = 'eager'
        return { alt: img.alt, width: img.getAttribute('width'), height: img.getAttribute('height') }
      }),
    )
    expect(shown).toEqual(labelSymbols.map((s) => ({ alt: s.title[lang], width: String(SYMBOL_SIZE), height: String(SYMBOL_SIZE) })))
    await expect
      .poll(() => pictures.evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.src)))
      .toEqual([])
    expect(visit.failed).toEqual([])
    if (javaScript) expect(visit.errors).toEqual([])
    await visit.context.close()
  })

  test('a contents link scrolls to its section', async () => {
    const visit = await openPage(browser)
    const { page } = visit
    await page.goto(baseUrl() + guide.path[lang])
    await page.waitForLoadState('networkidle')
    const last = catalogue.guide[lang].sections.at(-1)!
    await page.locator(`.guide-contents a[href="#${last.id}"]`).click()
    await expect.poll(() => new URL(page.url()).hash).toBe(`#${last.id}`)
    await expect.poll(() => page.locator(`h2[id="${last.id}"]`).evaluate((h) => h.getBoundingClientRect().top < window.innerHeight)).toBe(true)
    await visit.context.close()
  })
})

/** Each product page's links into the guide, from its built HTML: every one lands on a section of the guide in its language. */
test('every product page links to the guide sections that fit it, and each exists', () => {
  const ids = (html: string) => new Set([...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]))
  const guideIds = Object.fromEntries(langs.map((lang) => [lang, ids(pageHtml(guide.path[lang]))]))
  let linked = 0
  for (const product of catalogue.products) {
    for (const lang of langs) {
      const html = pageHtml(routeOf(product).path[lang])
      const hrefs = [...html.matchAll(/<a href="([^"#]*)#([^"]+)"/g)].filter((m) => m[1] === guide.path[lang]).map((m) => m[2]!)
      expect(hrefs, `${product.id} (${lang})`).toEqual(guideSectionsFor(product))
      for (const id of hrefs) expect(guideIds[lang]!.has(id), `${product.id} → #${id}`).toBe(true)
      linked += hrefs.length
    }
  }
  expect(linked).toBeGreaterThan(0)
})

test('a pouch page’s link lands on its section of the guide', async () => {
  const product = catalogue.products.find((p) => p.withdrawn === undefined && guideSectionsFor(p).length > 0)!
  const visit = await openPage(browser)
  const { page } = visit
  await page.goto(baseUrl() + routeOf(product).path.en)
  await page.waitForLoadState('networkidle')
  const link = page.locator(`.guide-links a`).first()
  const id = guideSectionsFor(product)[0]!
  expect(await link.getAttribute('href')).toBe(`${guide.path.en}#${id}`)
  await link.click()
  await page.waitForURL(`${baseUrl()}${guide.path.en}#${id}`)
  await expect.poll(() => page.locator(`h2[id="${id}"]`).isVisible()).toBe(true)
  expect(visit.errors).toEqual([])
  expect(visit.failed).toEqual([])
  await visit.context.close()
})
