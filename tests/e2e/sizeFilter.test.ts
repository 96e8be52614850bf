/**
 * The product table's size filter and pouch finder, in the browser: they narrow the rows as the
 * visitor types, keep their values in the address, and are offered where the catalogue says.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { baseUrl, launchBrowser, openPage, visitPage } from './browser.ts'
import { site } from '../../scripts/harness/builtSite.ts'
import { finderExample, noFinderExample, pouchExample, rollExample } from '../../scripts/harness/catalogueExamples.ts'

const pouches = pouchExample(3)
const itPouches = pouches.product.path.it
/** A code's width and length, from the catalogue rather than from the code's letters. */
const sizeOf = (code: string) => {
  const { size } = pouches.items.find((i) => i.code === code)!
  return [size!.widthMm!, size!.lengthMm!]
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const visit = (url: string, options: { width?: number; height?: number } = {}) => visitPage(browser, url, options)

describe('size filter', () => {
  const widths = (page: Page) => page.locator('.product-table tbody tr:not(.group-row):visible th').allTextContents()
  // A width and a length that some of the example's sizes reach and some do not.
  const [W, L] = pouches.items
    .map((i) => [i.size!.widthMm!, i.size!.lengthMm!])
    .find(([w, l]) => {
      const fit = pouches.items.filter((i) => i.size!.widthMm! >= w! && i.size!.lengthMm! >= l!).length
      return fit > 0 && fit < pouches.items.length
    })!

  test('narrows the rows as the visitor types, keeps the values in the URL and restores them', async () => {
    const { page, context, errors } = await visit(itPouches)
    const all = await widths(page)
    await page.getByLabel('Larghezza almeno (mm)').fill(String(W))
    await page.getByLabel('Lunghezza almeno (mm)').fill(String(L))
    // The table follows the fields as a transition, once the key is painted.
    await expect.poll(() => widths(page)).toEqual(all.filter((c) => sizeOf(c)[0]! >= W! && sizeOf(c)[1]! >= L!))
    const codes = await widths(page)
    expect(codes.length).toBeGreaterThan(0)
    expect(codes.length).toBeLessThan(all.length)
    for (const code of codes) {
      const [w, l] = sizeOf(code)
      expect(w! >= W! && l! >= L!, code).toBe(true)
    }
    expect(new URL(page.url()).search).toBe(`?w=${W}&l=${L}`)
    expect(await page.locator('.size-filter__count').textContent()).toBe(`Codici adatti: ${codes.length} su ${all.length}.`)
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(await page.getByLabel('Larghezza almeno (mm)').inputValue()).toBe(String(W))
    expect(await widths(page)).toEqual(codes)
    // Nothing fits: the way to ask for another size.
    await page.getByLabel('Larghezza almeno (mm)').fill(String(Math.max(...pouches.items.map((i) => i.size!.widthMm!)) + 1))
    await expect.poll(() => widths(page)).toEqual([])
    expect(await page.getByRole('link', { name: 'Nessun formato adatto: altre misure su richiesta.' }).getAttribute('href')).toBe('/contatti/')
    // Emptied fields: every row again, and a clean address.
    await page.getByLabel('Larghezza almeno (mm)').fill('')
    await page.getByLabel('Lunghezza almeno (mm)').fill('')
    await expect.poll(() => widths(page)).toEqual(all)
    expect(new URL(page.url()).search).toBe('')
    expect(errors).toEqual([])
    await context.close()
  })

  test('a filtered phone card list hides the cards that do not fit', async () => {
    const { page, context } = await visit(`${itPouches}?w=${W}`, { width: 390, height: 844 })
    const visible = await widths(page)
    expect(visible.length).toBeGreaterThan(0)
    for (const code of visible) expect(sizeOf(code)[0]).toBeGreaterThanOrEqual(W!)
    await context.close()
  })

  test('without JavaScript the table stays whole and no filter is offered', async () => {
    const v = await openPage(browser, { javaScript: false })
    await v.page.goto(`${baseUrl()}${itPouches}?w=${W}&l=${L}`)
    const rows = await v.page.locator('.product-table tbody tr:visible').count()
    expect(rows).toBe(await v.page.locator('.product-table tbody tr').count())
    expect(await v.page.locator('.size-filter').count()).toBe(0)
    await v.context.close()
  })

  test('rolls are filtered by width only', async () => {
    const { page, context } = await visit(rollExample().path.it)
    expect(await page.getByLabel('Larghezza almeno (mm)').count()).toBe(1)
    expect(await page.getByLabel('Lunghezza almeno (mm)').count()).toBe(0)
    await context.close()
  })
})

describe('pouch finder', () => {
  const finder = finderExample()

  test('is offered on pouches and rolls only, as the catalogue marks them', async () => {
    const pouch = await visit(finder.product.path.en)
    expect(await pouch.page.locator('.pouch-finder').count()).toBe(1)
    await pouch.context.close()
    const other = await visit(noFinderExample().path.en)
    expect(await other.page.locator('.size-filter').count()).toBe(1)
    expect(await other.page.locator('.pouch-finder').count()).toBe(0)
    await other.context.close()
  })

  test('an instrument gives the sizes that hold it by the catalogue rule, explained in words', async () => {
    const { page, context, errors } = await visit(finder.product.path.en)
    await page.getByText('Which pouch for your instrument?').click()
    await page.getByLabel('Instrument length (mm)').fill('150')
    await page.getByLabel('Instrument width (mm)').fill('100')
    await page.getByLabel('Instrument height (mm)').fill('20')
    await page.getByRole('button', { name: 'Show the sizes that fit' }).click()
    // The rule of company.csv: the clearance on both sides, and the instrument's side no more than the fill of the pouch's.
    const { clearanceMm, maxFill } = site.company.packing
    const side = (measure: number) => Math.ceil(Math.max(measure + 20 + 2 * clearanceMm, (measure + 20) / maxFill))
    const [w, l] = [side(100), side(150)]
    expect(await page.getByLabel('Width at least (mm)').inputValue()).toBe(String(w))
    expect(await page.getByLabel('Length at least (mm)').inputValue()).toBe(String(l))
    expect(new URL(page.url()).search).toBe(`?w=${w}&l=${l}`)
    await expect
      .poll(() => page.locator('.pouch-finder__result').textContent())
      .toContain(
        `An instrument of 150 × 100 × 20 mm needs at least ${w} mm of width and ${l} mm of length (${clearanceMm} mm from the seal, filled at most ${Math.round(maxFill * 100)}%).`,
      )
    expect(await page.locator('.pouch-finder__rule').textContent()).toContain(`${clearanceMm} mm between instrument and seal`)
    const codes = await page.locator('.product-table tbody tr:not(.group-row):visible th').allTextContents()
    expect(codes.length).toBeGreaterThan(0)
    for (const code of codes) {
      const { size } = finder.items.find((i) => i.code === code)!
      expect(size!.widthMm! >= w && size!.lengthMm! >= l, code).toBe(true)
    }
    expect(errors).toEqual([])
    await context.close()
  })
})
