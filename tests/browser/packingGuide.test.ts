/**
 * The packing guide as a visitor follows it: a product page's link lands on its step of the guide,
 * the drawing and its section's heading in view; the label symbols load; a contents link scrolls
 * to its section. The guide's text, its drawings, its contents and every product page's links, in
 * both languages, are the built pages' (tests/built/packingGuide.test.ts); which steps fit a
 * product guideLinksFor.test.ts's.
 */
import { isDrawn } from '#src/catalogue/packingGuide.ts'
import { guideLinksFor } from '#src/features/packingGuide/guideLinksFor.ts'
import { catalogue, routeById, routeOf } from '../../scripts/harness/builtSite.ts'
import { expect, test, visit } from './siteTest.ts'

const guide = routeById('guide')

test("a product page's link lands on its drawing in the guide, under its section's heading; the symbols load; a contents link scrolls to its section", async ({
  page,
}) => {
  const product = catalogue.products.find((p) => p.withdrawn === undefined && guideLinksFor(p).some((l) => isDrawn(l.section)))
  if (!product) throw new Error('No product on sale links to a drawing of the packing guide, which this test needs.')
  const { section, anchor } = guideLinksFor(product).find((l) => isDrawn(l.section))!
  await visit(page, routeOf(product).path.it)
  await page.locator(`.guide-links a[href="${guide.path.it}#${anchor}"]`).click()
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === `${guide.path.it}#${anchor}`)
  await expect(page.locator(`figure[id="${anchor}"]`)).toBeInViewport()
  await expect(page.locator(`h2[id="${section}"]`)).toBeInViewport()

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
