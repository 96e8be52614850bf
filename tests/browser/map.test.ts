/**
 * The contact map, as a visitor meets it in Italian: not loaded on the home page, loaded on the
 * contact page reached from there; 400 px high and as wide as the page content, its tiles
 * OpenStreetMap's at the configured zoom with the site's origin as referrer, the attribution and a
 * marker icon of the site's own; the marker's popup in the page's language; the mouse wheel over it
 * scrolls the page. The popup's words in English are the built page's (tests/built/contact.test.ts).
 */
import { site } from '../../scripts/harness/builtSite.ts'
import { MAP_TILE } from './pageProblems.ts'
import { expect, test, visit } from './siteTest.ts'

const { company } = site
const TILE_URL = /^https:\/\/tile\.openstreetmap\.org\/(\d+)\/(\d+)\/(\d+)\.png$/

test('Italian: Leaflet only on the contact page; the map’s size, tiles, attribution, marker and popup; the wheel scrolls the page', async ({
  page,
  context,
  baseURL,
}) => {
  const tiles: { url: string; referer: string | undefined }[] = []
  await context.route('https://tile.openstreetmap.org/**', async (route) => {
    tiles.push({ url: route.request().url(), referer: (await route.request().headerValue('referer')) ?? undefined })
    await route.fulfill({ path: MAP_TILE, contentType: 'image/png' })
  })
  await visit(page, '/')
  expect(await page.evaluate(() => 'L' in window)).toBe(false)
  // The site navigates on the client: the contact page is rendered in this one.
  await page.locator('.site-header').getByRole('link', { name: 'Contatti', exact: true }).click()
  await expect(page).toHaveURL('/contatti/')
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible()
  expect(await page.evaluate(() => 'L' in window)).toBe(true)

  const map = page.locator('.contact-map')
  const box = (await map.boundingBox())!
  expect(box.height).toBe(400)
  const contentWidth = await map.evaluate((el) => {
    const parent = getComputedStyle(el.parentElement!)
    return parseFloat(parent.width) - parseFloat(parent.paddingLeft) - parseFloat(parent.paddingRight)
  })
  expect(box.width).toBeCloseTo(contentWidth, 0)
  expect(tiles.length).toBeGreaterThan(0)
  expect(tiles.map((t) => TILE_URL.exec(t.url)?.[1])).toEqual(tiles.map(() => String(company.map.zoom)))
  // OpenStreetMap asks for a Referer: the origin is sent (strict-origin-when-cross-origin).
  expect(tiles[0]?.referer).toBe(`${new URL(baseURL!).origin}/`)
  await expect(page.locator('.leaflet-control-attribution a[href="https://www.openstreetmap.org/copyright"]')).toHaveText('OpenStreetMap')
  // The marker icon comes from the site's own assets, not from a CDN.
  await expect(page.locator('img.leaflet-marker-icon')).toHaveAttribute('src', /^(data:image\/png|\/assets\/)/)

  await page.locator('img.leaflet-marker-icon').click()
  const popup = page.locator('.leaflet-popup-content')
  await expect(popup.locator('strong')).toHaveText(company.map.title.it)
  await expect(popup).toContainText(company.hqAddress)

  // The wheel over the map scrolls the page: the map, which would zoom, does not take it.
  await map.scrollIntoViewIfNeeded()
  const over = (await map.boundingBox())!
  await page.mouse.move(over.x + over.width / 2, over.y + over.height / 2)
  const before = await page.evaluate(() => window.scrollY)
  // Up where the page can go up, else down.
  const up = before > 0
  await page.mouse.wheel(0, up ? -200 : 200)
  const scrolled = expect.poll(() => page.evaluate(() => window.scrollY))
  await (up ? scrolled.toBeLessThan(before) : scrolled.toBeGreaterThan(before))
})
