/**
 * Where to buy, as a visitor uses it: the list by country in both languages, a province or a
 * postcode typed and found, filters read from the address, the map's markers and clusters once it
 * loads (tiles answered locally), the whole list without JavaScript, a product page's link to its
 * line's distributors. Distributors and places are picked from the generated catalogue by what
 * they have, never by name.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import type { Distributor } from '#src/catalogue/distributors.ts'
import { MAP_TILE, baseUrl, launchBrowser, openPage, visitPage } from './browser.ts'
import { catalogue, routeOf, routeOfKind } from '../../scripts/harness/builtSite.ts'

const page = routeOfKind('whereToBuy').path
const { distributors, countries, areas } = catalogue.whereToBuy
if (distributors.length < 2) throw new Error('The generated catalogue lists fewer than two distributors (site/distributors.csv), which this test needs.')
const names = (list: readonly Distributor[]) => [...new Set(list.map((d) => d.name))].sort()
/** The map shows each place once: the company listed for several countries is one marker. */
const points = new Set(distributors.map((d) => `${d.latitude},${d.longitude},${d.name}`)).size

/** A province (a subdivision under a region) that a distributor serves through its region, or itself. */
const byProvince = distributors.flatMap((d) =>
  d.areas.flatMap((code) => {
    const province = areas.find((a) => a.parent === code) ?? areas.find((a) => a.code === code && a.parent !== d.country)
    return province ? [{ distributor: d, province }] : []
  }),
)[0]
const byPostcode = distributors.find((d) => d.postcodes.length > 0)
/** A country and a line that keep some distributors and not all. */
const narrowed = countries
  .flatMap((c) =>
    catalogue.lines.map((l) => ({ country: c.code, line: l.id, kept: distributors.filter((d) => d.country === c.code && d.lines.includes(l.id)) })),
  )
  .find((f) => f.kept.length > 0 && f.kept.length < distributors.length)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const listed = (p: Page) => p.locator('.wtb-list .wtb-card__name').allTextContents()
const found = (p: Page) => p.locator('.wtb-found .wtb-card__name').allTextContents()
const uniqueSorted = (list: string[]) => [...new Set(list)].sort()

/** Opens the page with the tiles answered locally, once a tile has loaded. */
async function withMap(url: string, width = 1280) {
  const v = await openPage(browser, { width })
  const tiles: string[] = []
  await v.context.route('https://tile.openstreetmap.org/**', async (route) => {
    tiles.push(route.request().url())
    await route.fulfill({ path: MAP_TILE, contentType: 'image/png' })
  })
  await v.page.goto(baseUrl() + url)
  await v.page.waitForLoadState('networkidle')
  await expect.poll(() => v.page.locator('.wtb-map .leaflet-tile-loaded').count()).toBeGreaterThan(0)
  return { ...v, tiles }
}

/** The markers on the map: single ones, and how many each cluster holds. */
async function markers(p: Page): Promise<{ single: number; clusters: number[] }> {
  const single = await p.locator('.wtb-map img.leaflet-marker-icon').count()
  const clusters = (await p.locator('.wtb-map .wtb-cluster').allTextContents()).map(Number)
  return { single, clusters }
}
const total = (m: { single: number; clusters: number[] }) => m.single + m.clusters.reduce((a, b) => a + b, 0)

describe('where to buy', () => {
  test.each(langs)('%s: every distributor listed under its country; the map holds each of them once, as a marker or in a cluster', async (lang) => {
    const { page: p, context, errors, failed, tiles } = await withMap(page[lang])
    expect(await p.locator('h1').textContent()).toBe(lang === 'it' ? 'Dove acquistare' : 'Where to buy')
    expect(uniqueSorted(await listed(p))).toEqual(names(distributors))
    const headings = await p.locator('.wtb-country > h2').allTextContents()
    expect(headings.sort()).toEqual(countries.map((c) => c.name[lang]).sort())
    expect(tiles.length).toBeGreaterThan(0)
    expect(await p.locator('.wtb-map .leaflet-control-attribution a[href="https://www.openstreetmap.org/copyright"]').textContent()).toBe('OpenStreetMap')
    await expect.poll(async () => total(await markers(p))).toBe(points)
    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await context.close()
  })

  test('zoomed out, markers crowd into a cluster holding them all; choosing it zooms in', async () => {
    const { page: p, context, errors } = await withMap(page.it)
    for (let i = 0; i < 8 && (await markers(p)).clusters.length === 0; i++) {
      await p.locator('.wtb-map .leaflet-control-zoom-out').click()
      await p.waitForTimeout(400)
    }
    const out = await markers(p)
    expect(out.clusters.length).toBeGreaterThan(0)
    expect(total(out)).toBe(points)
    const zoom = (await p.locator('.wtb-map .leaflet-tile-container img').first().getAttribute('src'))?.match(/\/(\d+)\/\d+\/\d+\.png$/)?.[1]
    await p.locator('.wtb-map .wtb-cluster').first().click()
    await expect
      .poll(async () => (await p.locator('.wtb-map .leaflet-tile-container img').last().getAttribute('src'))?.match(/\/(\d+)\/\d+\/\d+\.png$/)?.[1])
      .not.toBe(zoom)
    await expect.poll(async () => total(await markers(p))).toBeGreaterThan(0)
    expect(errors).toEqual([])
    await context.close()
  })

  test.each(langs)('%s: a province typed by name or by its code finds the distributor serving it', async (lang) => {
    if (!byProvince) throw new Error('No distributor serves a region with provinces, or a province, which this test needs.')
    const { page: p, context, errors } = await visitPage(browser, page[lang])
    const field = p.locator('#wtb-find')
    await expect.poll(() => field.isEnabled()).toBe(true)
    for (const typed of [byProvince.province.name.split(', ')[0]!, byProvince.province.code.slice(3)]) {
      await field.fill(typed)
      await expect.poll(() => found(p)).toContain(byProvince.distributor.name)
      expect(await p.locator('.wtb-found h2').first().textContent()).toContain(byProvince.province.code)
    }
    await field.fill('Qqqqzz')
    await expect.poll(() => p.locator('.wtb-found__none').isVisible()).toBe(true)
    expect(await p.locator('.wtb-found__none a').getAttribute('href')).toBe(routeOfKind('contact').path[lang])
    expect(errors).toEqual([])
    await context.close()
  })

  test("a postcode's first digits find the distributor serving them", async () => {
    if (!byPostcode) throw new Error('No distributor lists postcodes, which this test needs.')
    const { page: p, context } = await visitPage(browser, page.it)
    await expect.poll(() => p.locator('#wtb-find').isEnabled()).toBe(true)
    await p.locator('#wtb-find').fill(`${byPostcode.postcodes[0]}1`)
    await expect.poll(() => found(p)).toContain(byPostcode.name)
    await context.close()
  })

  test('filters from the address narrow the list and the map; choosing every country again shows all, and the address says so', async () => {
    if (!narrowed) throw new Error('No country and line keep some distributors and not all, which this test needs.')
    const { page: p, context, errors } = await withMap(`${page.en}?country=${narrowed.country}&line=${narrowed.line}`)
    await expect.poll(async () => uniqueSorted(await listed(p))).toEqual(names(narrowed.kept))
    expect(await p.locator('.wtb-filters select').nth(0).inputValue()).toBe(narrowed.country)
    expect(await p.locator('.wtb-filters select').nth(2).inputValue()).toBe(narrowed.line)
    await expect.poll(async () => total(await markers(p))).toBe(new Set(narrowed.kept.map((d) => `${d.latitude},${d.longitude},${d.name}`)).size)
    await p.locator('.wtb-filters select').nth(0).selectOption('')
    expect(new URL(p.url()).search).toBe(`?line=${narrowed.line}`)
    expect(uniqueSorted(await listed(p))).toEqual(names(distributors.filter((d) => d.lines.includes(narrowed.line))))
    expect(errors).toEqual([])
    await context.close()
  })

  test('without JavaScript the whole list is there, whatever the address asks', async () => {
    const { page: p, context } = await openPage(browser, { javaScript: false })
    await p.goto(`${baseUrl()}${page.it}?country=${countries[0]!.code}`)
    expect(uniqueSorted(await listed(p))).toEqual(names(distributors))
    for (const d of distributors) expect(await p.locator(`.wtb-list a[href="mailto:${d.email}"]`).count()).toBeGreaterThan(0)
    expect(await p.locator('.wtb-map .leaflet-container').count()).toBe(0)
    await context.close()
  })

  test.each(langs)('%s: a product page links to the page filtered to its line', async (lang) => {
    const product = catalogue.products.find((p) => p.withdrawn === undefined && distributors.some((d) => d.lines.includes(p.line)))
    if (!product) throw new Error('No product on sale of a line some distributor sells, which this test needs.')
    const { page: p, context } = await visitPage(browser, routeOf(product).path[lang])
    await p.locator('.where-to-buy-link a').click()
    await p.waitForURL((u) => u.pathname === page[lang])
    expect(new URL(p.url()).search).toBe(`?line=${product.line}`)
    await expect.poll(async () => uniqueSorted(await listed(p))).toEqual(names(distributors.filter((d) => d.lines.includes(product.line))))
    await context.close()
  })
})
