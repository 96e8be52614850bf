/**
 * Where to buy as a visitor uses it: the map holds every distributor once, as a marker or in a
 * cluster, zoomed out they crowd into clusters and choosing one zooms in; a province by its name
 * or its code, or a postcode's first digits, finds who serves it; a product page's link opens the
 * page filtered to its line, which a country narrows further, list and map alike. The whole list
 * and both languages' words are the built page's (tests/built/whereToBuy.test.ts), what a typed
 * place or the address keeps findDistributors.test.ts's. Distributors and places are picked by
 * what they have, never by name.
 */
import type { Locator, Page } from '@playwright/test'
import type { Distributor } from '#src/catalogue/distributors.ts'
import { catalogue, routeOf, routeOfKind } from '../../scripts/harness/builtSite.ts'
import { expect, test, visit } from './siteTest.ts'

const page = routeOfKind('whereToBuy').path
const { distributors, areas } = catalogue.whereToBuy
if (distributors.length < 2) throw new Error('The generated catalogue lists fewer than two distributors (site/distributors.csv), which this test needs.')
const names = (list: readonly Distributor[]) => [...new Set(list.map((d) => d.name))].sort()
/** The map shows each place once: the company listed for several countries is one marker. */
const pointsOf = (list: readonly Distributor[]) => new Set(list.map((d) => `${d.latitude},${d.longitude},${d.name}`)).size

const listed = async (p: Page) => [...new Set(await p.locator('.wtb-list .wtb-card__name').allTextContents())].sort()
const found = (p: Page) => p.locator('.wtb-found .wtb-card__name').allTextContents()

/** The markers on the map: single ones, and how many each cluster holds. */
async function markers(map: Locator): Promise<{ single: number; clusters: number[] }> {
  const single = await map.locator('img.leaflet-marker-icon').count()
  const clusters = (await map.locator('.wtb-cluster').allTextContents()).map(Number)
  return { single, clusters }
}
const total = (m: { single: number; clusters: number[] }) => m.single + m.clusters.reduce((a, b) => a + b, 0)
/** The map's zoom level, read from the tiles of the level Leaflet shows on top. */
const zoomOf = (map: Locator) =>
  map.locator('.leaflet-tile-container').evaluateAll((levels) => {
    const top = levels.reduce((a, b) => (Number(getComputedStyle(b).zIndex) > Number(getComputedStyle(a).zIndex) ? b : a))
    return Number(/\/(\d+)\/\d+\/\d+\.png$/.exec(top.querySelector('img')?.getAttribute('src') ?? '')?.[1])
  })

test('the map holds every distributor once; zoomed out they crowd into clusters, and choosing one zooms in', async ({ page: p }) => {
  await visit(p, page.it)
  const map = p.locator('.wtb-map')
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible()
  await expect(map.locator('.leaflet-control-attribution a[href="https://www.openstreetmap.org/copyright"]')).toHaveText('OpenStreetMap')
  await expect.poll(async () => total(await markers(map))).toBe(pointsOf(distributors))

  // Out, a level at a time, each awaited, until markers join.
  const zoomOut = map.locator('.leaflet-control-zoom-out')
  for (let level = await zoomOf(map); (await markers(map)).clusters.length === 0; level--) {
    await expect(zoomOut, 'markers join before the map is zoomed out all the way').not.toHaveClass(/leaflet-disabled/)
    await zoomOut.click()
    await expect.poll(() => zoomOf(map)).toBe(level - 1)
    await expect.poll(async () => total(await markers(map))).toBe(pointsOf(distributors))
  }
  const out = await zoomOf(map)
  await map.locator('.wtb-cluster').first().click()
  await expect.poll(() => zoomOf(map)).toBeGreaterThan(out)
  await expect.poll(async () => total(await markers(map))).toBeGreaterThan(0)
})

test('a province by its name or its code, or the first digits of a postcode, finds who serves it; a place nobody serves, the way to ask', async ({
  page: p,
}) => {
  /** A province (a subdivision under a region) that a distributor serves through its region, or itself. */
  const byProvince = distributors.flatMap((d) =>
    d.areas.flatMap((code) => {
      const province = areas.find((a) => a.parent === code) ?? areas.find((a) => a.code === code && a.parent !== d.country)
      return province ? [{ distributor: d, province }] : []
    }),
  )[0]
  const byPostcode = distributors.find((d) => d.postcodes.length > 0)
  if (!byProvince || !byPostcode) throw new Error('No distributor serves a province, or none lists postcodes, which this test needs.')
  await visit(p, page.en)
  const field = p.locator('#wtb-find')
  for (const typed of [byProvince.province.name.split(', ')[0]!, byProvince.province.code.slice(3)]) {
    await field.fill(typed)
    await expect.poll(() => found(p)).toContain(byProvince.distributor.name)
    await expect(p.locator('.wtb-found h2').first()).toContainText(byProvince.province.code)
  }
  await field.fill(`${byPostcode.postcodes[0]}1`)
  await expect.poll(() => found(p)).toContain(byPostcode.name)
  await field.fill('Qqqqzz')
  await expect(p.locator('.wtb-found__none a')).toHaveAttribute('href', routeOfKind('contact').path.en)
})

test("a product page's link opens the page filtered to its line, list and map; a country narrows it, and choosing every country again says so in the address", async ({
  page: p,
}) => {
  const product = catalogue.products.find((x) => x.withdrawn === undefined && distributors.some((d) => d.lines.includes(x.line)))
  if (!product) throw new Error('No product on sale of a line some distributor sells, which this test needs.')
  const ofLine = distributors.filter((d) => d.lines.includes(product.line))
  // The country that keeps the fewest of the line's distributors.
  const country = [...new Set(ofLine.map((d) => d.country))]
    .map((c) => ({ code: c, kept: ofLine.filter((d) => d.country === c) }))
    .sort((a, b) => a.kept.length - b.kept.length)[0]!
  await visit(p, routeOf(product).path.it)
  await p.locator('.where-to-buy-link a').click()
  await expect(p).toHaveURL((url) => url.pathname === page.it && url.search === `?line=${product.line}`)
  await expect(p.locator('.wtb-filters select').nth(2)).toHaveValue(product.line)
  const map = p.locator('.wtb-map')
  await expect.poll(() => listed(p)).toEqual(names(ofLine))
  await expect.poll(async () => total(await markers(map))).toBe(pointsOf(ofLine))

  const countries = p.locator('.wtb-filters select').nth(0)
  await countries.selectOption(country.code)
  await expect(p).toHaveURL((url) => url.searchParams.get('country') === country.code && url.searchParams.get('line') === product.line)
  await expect.poll(() => listed(p)).toEqual(names(country.kept))
  await expect.poll(async () => total(await markers(map))).toBe(pointsOf(country.kept))
  await countries.selectOption('')
  await expect(p).toHaveURL((url) => url.search === `?line=${product.line}`)
  await expect.poll(() => listed(p)).toEqual(names(ofLine))
})
