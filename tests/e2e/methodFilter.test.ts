/**
 * The category pages' sterilisation-method filter: a shared link (?method=…) shows the same
 * filtered page, the products shown are exactly those whose codes suit the method, choosing
 * another method changes the address, and axe finds nothing on the filtered page.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import type { Product } from '#src/catalogue/generatedData.ts'
import { axeViolations } from '../browser/axe.ts'
import { baseUrl, launchBrowser, openPage } from './browser.ts'
import { catalogue, itemsOf, site } from '../../scripts/harness/builtSite.ts'

const methodsOf = (p: Product) => new Set([...(p.attributes?.methods ?? []), ...itemsOf(p).flatMap((i) => i.methods ?? [])])
/** A category whose products suit at least two methods, and a method some but not all of them suit. */
const example = site.categories
  .map((category) => {
    const products = category.lines
      .flatMap((id) => catalogue.lines.find((l) => l.id === id)!.products)
      .map((id) => catalogue.products.find((p) => p.id === id)!)
    const method = [...new Set(products.flatMap((p) => [...methodsOf(p)]))].find((m) => products.some((p) => !methodsOf(p).has(m)))
    return { category, products, method }
  })
  .find((c) => c.method !== undefined)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The addresses of the product tiles the page shows. */
const shownTiles = (page: Page) =>
  page.locator('.tile-grid > li:not([hidden]) a.card').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))

describe('sterilisation-method filter', () => {
  test('the catalogue has a category to filter', () => {
    expect(example, 'a category whose products suit different methods').toBeDefined()
  })

  test.each(langs)('%s: a shared link shows the products that suit the method, and axe finds nothing', async (lang) => {
    const { category, products, method } = example!
    for (const width of [390, 1280]) {
      const { page, context, errors } = await openPage(browser, { width, height: 900 })
      await page.goto(`${baseUrl()}/${category.slug[lang]}/?method=${method}`)
      await page.waitForLoadState('networkidle')
      await expect.poll(() => page.locator('.method-filter select').inputValue()).toBe(method)
      // Line pages show their first products on a category page: the expected ones among those shown at all.
      const all = await page.locator('.tile-grid > li a.card').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
      const suiting = products.filter((p) => methodsOf(p).has(method!)).map((p) => p.path[lang])
      expect((await shownTiles(page)).toSorted()).toEqual(all.filter((href) => suiting.includes(href)).toSorted())
      expect((await shownTiles(page)).length).toBeLessThan(all.length)
      expect(await axeViolations(page, `${method} at ${width} px`)).toEqual([])
      // All methods again: every tile, and the address without the parameter.
      await page.locator('.method-filter select').selectOption('')
      expect((await shownTiles(page)).length).toBe(all.length)
      expect(new URL(page.url()).searchParams.has('method')).toBe(false)
      expect(errors).toEqual([])
      await context.close()
    }
  })

  test.each([390, 1280].flatMap((width) => [[width, 'without a method', ''] as const, [width, 'a shared link with a method', example?.method ?? ''] as const]))(
    'at %d px %s: the products do not move when the filter starts working; it is in the first paint, disabled until then',
    async (width, _, method) => {
      const address = `${baseUrl()}/${example!.category.slug.it}/${method ? `?method=${method}` : ''}`
      // Where the products start: below the filter, whose count line shows once a method is chosen.
      const productsTop = (page: Page) => page.locator('.method-filter').evaluate((filter) => filter.getBoundingClientRect().bottom + scrollY)
      // The page as its first paint shows it: the prerendered HTML with its styles, no script run yet.
      const before = await openPage(browser, { width, height: 900 })
      await before.context.route('**/*.js', (route) => route.abort())
      await before.page.goto(address)
      const select = before.page.locator('.method-filter select')
      expect(await select.count(), 'the filter in the first paint').toBe(1)
      expect(await select.isDisabled()).toBe(true)
      const painted = await productsTop(before.page)
      await before.context.close()

      const { page, context, errors } = await openPage(browser, { width, height: 900 })
      await page.goto(address)
      await expect.poll(() => page.locator('.method-filter select').isEnabled()).toBe(true)
      await expect.poll(() => page.locator('.method-filter select').inputValue()).toBe(method)
      expect(await productsTop(page)).toBe(painted)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  test('without JavaScript there is no filter, and every product shows', async () => {
    const { page, context } = await openPage(browser, { javaScript: false })
    await page.goto(`${baseUrl()}/${example!.category.slug.it}/`)
    expect(await page.locator('.method-filter').isVisible()).toBe(false)
    const tiles = page.locator('.tile-grid > li')
    expect(await tiles.count()).toBeGreaterThan(0)
    expect(await tiles.evaluateAll((items) => items.filter((li) => li.checkVisibility()).length)).toBe(await tiles.count())
    await context.close()
  })
})
