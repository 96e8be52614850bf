/**
 * The category pages' sterilisation-method filter as a visitor uses it: a shared link (?method=…)
 * shows the products that suit the method once the page runs, without moving them; choosing a
 * method writes the address, choosing every method clears it; without JavaScript the filter is
 * hidden and every product shows. Which products suit is methodQuery.test.ts's; the page before
 * it runs, tests/built/methodFilter.test.ts.
 */
import type { Page } from '@playwright/test'
import { routeById } from '../../scripts/harness/builtSite.ts'
import { methodExample, methodsOf } from '../../scripts/harness/catalogueExamples.ts'
import { axeViolations } from './axe.ts'
import { expect, ready, test, visit } from './siteTest.ts'

const { category, products, method } = methodExample()
const categoryPath = routeById(`category:${category.id}`).path
const suiting = (lang: 'it' | 'en') => products.filter((p) => methodsOf(p).has(method)).map((p) => p.path[lang])

/** The addresses of the product tiles the page shows, and of all it has. */
const tiles = (page: Page, which: 'shown' | 'all') =>
  page
    .locator(which === 'shown' ? '.tile-grid > li:not([hidden]) a.card' : '.tile-grid > li a.card')
    .evaluateAll((links) => links.filter((a) => a.checkVisibility()).map((a) => new URL((a as HTMLAnchorElement).href).pathname))
/** Where the products start: below the filter, whose count line shows once a method is chosen. */
const productsTop = (page: Page) => page.locator('.method-filter').evaluate((filter) => filter.getBoundingClientRect().bottom + scrollY)

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a shared link shows, once the page runs, the products that suit its method, none moving; every method again shows all', async ({ page }) => {
    // The first paint: the prerendered page with its styles, its scripts held until it is measured.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/*.js', async (route) => {
      await held
      await route.fallback()
    })
    await page.goto(`${categoryPath.it}?method=${method}`, { waitUntil: 'commit' })
    const select = page.locator('.method-filter select')
    await expect(select).toBeDisabled()
    const painted = await productsTop(page)
    release()
    await ready(page)
    await expect(select).toBeEnabled()
    await expect(select).toHaveValue(method)
    expect(await productsTop(page)).toBe(painted)
    // Line pages show their first products on a category page: the suiting ones among those it has.
    const all = await page.locator('.tile-grid > li a.card').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    const expected = all.filter((href) => suiting('it').includes(href)).toSorted()
    expect(expected.length).toBeLessThan(all.length)
    await expect.poll(async () => (await tiles(page, 'shown')).toSorted()).toEqual(expected)
    expect(await axeViolations(page, `${method} at 390 px`)).toEqual([])

    await select.selectOption('')
    await expect.poll(() => tiles(page, 'shown')).toHaveLength(all.length)
    await expect(page).toHaveURL((url) => !url.searchParams.has('method'))
  })
})

test('choosing a method writes it into the address and keeps the products where they were', async ({ page }) => {
  await visit(page, categoryPath.en)
  const before = await productsTop(page)
  await page.locator('.method-filter select').selectOption(method)
  await expect(page).toHaveURL((url) => url.searchParams.get('method') === method)
  await expect.poll(async () => (await tiles(page, 'shown')).every((href) => suiting('en').includes(href))).toBe(true)
  expect(await productsTop(page)).toBe(before)
  expect(await axeViolations(page, `${method} at 1280 px`)).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('there is no filter, and every product shows, whatever the address asks', async ({ page }) => {
    await page.goto(`${categoryPath.it}?method=${method}`)
    await expect(page.locator('.method-filter')).toBeHidden()
    const items = page.locator('.tile-grid > li')
    await expect(items.first()).toBeVisible()
    expect(await items.evaluateAll((list) => list.filter((li) => !li.checkVisibility()).length)).toBe(0)
  })
})
