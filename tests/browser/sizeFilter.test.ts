/**
 * The product table's size filter and pouch finder as a visitor uses them: the rows narrow as the
 * fields are typed and the address keeps them, nothing fitting gives the way to ask, emptied fields
 * every row; a shared link with sizes fills the fields and, on a phone, hides the cards that do not
 * fit; an instrument's measures give the sizes that hold it, explained in words; a table without
 * the finder gets the fields its sizes have. The table before it runs is the built page's
 * (tests/built/sizeFilter.test.ts); the rules are sizeQuery.test.ts's and pouchFinder.test.ts's.
 */
import type { Page } from '@playwright/test'
import { sizeFieldsOf } from '#src/features/sizeFilter/sizeQuery.ts'
import { itemsOf, site } from '../../scripts/harness/builtSite.ts'
import { finderExample, noFinderExample, pouchExample } from '../../scripts/harness/catalogueExamples.ts'
import { expect, test, visit } from './siteTest.ts'

/** The codes of the rows shown, in table order. */
const shownCodes = (page: Page) => page.locator('.product-table tbody tr:not(.group-row):visible th').allTextContents()

const pouches = pouchExample(3)
/** A code's width and length, from the catalogue rather than from the code's letters. */
const sizeOf = (code: string) => {
  const { size } = pouches.items.find((i) => i.code === code)!
  return [size!.widthMm!, size!.lengthMm!] as const
}
// A width and a length that some of the example's sizes reach and some do not.
const [W, L] = pouches.items
  .map((i) => [i.size!.widthMm!, i.size!.lengthMm!] as const)
  .find(([w, l]) => {
    const fit = pouches.items.filter((i) => i.size!.widthMm! >= w && i.size!.lengthMm! >= l).length
    return fit > 0 && fit < pouches.items.length
  })!
/** The example's codes in table order, and those of them that reach W and L. */
const all = pouches.items.map((i) => i.code)
const fitting = all.filter((c) => sizeOf(c)[0] >= W && sizeOf(c)[1] >= L)

test('the rows narrow as the sizes are typed, into the address; nothing fitting, the way to ask; emptied, every row and a clean address', async ({ page }) => {
  await visit(page, pouches.product.path.it)
  await expect.poll(() => shownCodes(page)).toEqual(all)
  const width = page.getByLabel('Larghezza almeno (mm)')
  const length = page.getByLabel('Lunghezza almeno (mm)')
  await width.fill(String(W))
  await length.fill(String(L))
  await expect.poll(() => shownCodes(page)).toEqual(fitting)
  await expect(page).toHaveURL((url) => url.search === `?w=${W}&l=${L}`)
  await expect(page.locator('.size-filter__count')).toHaveText(`Codici adatti: ${fitting.length} su ${all.length}.`)

  await width.fill(String(Math.max(...pouches.items.map((i) => i.size!.widthMm!)) + 1))
  await expect.poll(() => shownCodes(page)).toEqual([])
  await expect(page.getByRole('link', { name: 'Nessun formato adatto: altre misure su richiesta.' })).toHaveAttribute('href', '/contatti/')
  await width.fill('')
  await length.fill('')
  await expect.poll(() => shownCodes(page)).toEqual(all)
  await expect(page).toHaveURL((url) => url.search === '')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a shared link with sizes fills the fields and shows, as cards, only the codes that fit', async ({ page }) => {
    await visit(page, `${pouches.product.path.en}?w=${W}&l=${L}`)
    await expect(page.getByLabel('Width at least (mm)')).toHaveValue(String(W))
    await expect(page.getByLabel('Length at least (mm)')).toHaveValue(String(L))
    await expect.poll(() => shownCodes(page)).toEqual(fitting)
  })
})

test('an instrument gives the sizes that hold it by the catalogue rule, explained in words', async ({ page }) => {
  const finder = finderExample()
  await visit(page, finder.product.path.en)
  await page.getByText('Which pouch for your instrument?').click()
  await page.getByLabel('Instrument length (mm)').fill('150')
  await page.getByLabel('Instrument width (mm)').fill('100')
  await page.getByLabel('Instrument height (mm)').fill('20')
  await page.getByRole('button', { name: 'Show the sizes that fit' }).click()
  // The rule of company.csv: the clearance on both sides, and the instrument's side no more than the fill of the pouch's.
  const { clearanceMm, maxFill } = site.company.packing
  const side = (measure: number) => Math.ceil(Math.max(measure + 20 + 2 * clearanceMm, (measure + 20) / maxFill))
  const [w, l] = [side(100), side(150)]
  await expect(page.getByLabel('Width at least (mm)')).toHaveValue(String(w))
  await expect(page.getByLabel('Length at least (mm)')).toHaveValue(String(l))
  await expect(page).toHaveURL((url) => url.search === `?w=${w}&l=${l}`)
  await expect(page.locator('.pouch-finder__result')).toContainText(
    `An instrument of 150 × 100 × 20 mm needs at least ${w} mm of width and ${l} mm of length (${clearanceMm} mm from the seal, filled at most ${Math.round(maxFill * 100)}%).`,
  )
  await expect(page.locator('.pouch-finder__rule')).toContainText(`${clearanceMm} mm between instrument and seal`)
  const fitting = finder.items.filter((i) => i.size!.widthMm! >= w && i.size!.lengthMm! >= l).map((i) => i.code)
  expect(fitting.length).toBeGreaterThan(0)
  await expect.poll(() => shownCodes(page)).toEqual(fitting)
})

test('a table the catalogue offers no finder for gets the size fields its sizes have, and no finder', async ({ page }) => {
  const product = noFinderExample()
  await visit(page, product.path.en)
  await expect(page.getByLabel('Width at least (mm)')).toHaveCount(1)
  const fields = sizeFieldsOf(itemsOf(product).map((i) => (i.size?.widthMm === undefined ? null : { w: i.size.widthMm, l: i.size.lengthMm })))
  await expect(page.getByLabel('Length at least (mm)')).toHaveCount(fields === 'widthLength' ? 1 : 0)
  await expect(page.locator('.pouch-finder')).toHaveCount(0)
})
