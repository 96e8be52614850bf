/**
 * The packing guide as a visitor follows it: a product page's link lands on its section of the
 * guide, in view; the label symbols load; a contents link scrolls to its section. The guide's
 * text, its contents and every product page's links, in both languages, are the built pages'
 * (tests/built/packingGuide.test.ts); which sections fit a product guideSectionsFor.test.ts's.
 */
import { guideSectionsFor } from '#src/features/packingGuide/guideSectionsFor.ts'
import { catalogue, routeById, routeOf } from '../../scripts/harness/builtSite.ts'
import { expect, test, visit } from './siteTest.ts'

const guide = routeById('guide')

test("a product page's link lands on its section of the guide; the symbols load; a contents link scrolls to its section", async ({ page }) => {
  const product = catalogue.products.find((p) => p.withdrawn === undefined && guideSectionsFor(p).length > 0)
  if (!product) throw new Error('No product on sale links to a section of the packing guide, which this test needs.')
  const id = guideSectionsFor(product)[0]!
  await visit(page, routeOf(product).path.it)
  await page.locator(`.guide-links a[href="${guide.path.it}#${id}"]`).click()
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === `${guide.path.it}#${id}`)
  await expect(page.locator(`h2[id="${id}"]`)).toBeInViewport()

  // Every symbol, fetched now rather than when scrolled to, is a picture the browser could draw.
  const pictures = page.locator('section:has(> h2[id="symbols"]) table img')
  await pictures.evaluateAll((imgs) => imgs.forEach((img) => ((img as HTMLImageElement).loading = 'eager')))
  await expect
    .poll(() => pictures.evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.src)))
    .toEqual([])
  expect(await pictures.count()).toBeGreaterThan(0)

  const last = catalogue.guide.it.sections.at(-1)!
  await page.locator(`.guide-contents a[href="#${last.id}"]`).click()
  await expect(page).toHaveURL((url) => url.hash === `#${last.id}`)
  await expect(page.locator(`h2[id="${last.id}"]`)).toBeInViewport()
})
