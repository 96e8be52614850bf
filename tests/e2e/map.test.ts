import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { MAP_TILE, baseUrl, launchBrowser, openPage } from './browser.ts'
import { site } from '../../scripts/harness/builtSite.ts'

const { company } = site
const TILE_URL = /^https:\/\/tile\.openstreetmap\.org\/(\d+)\/(\d+)\/(\d+)\.png$/

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function contactPage(url: string) {
  const v = await openPage(browser)
  const tiles: { url: string; referer: string | undefined }[] = []
  await v.context.route('https://tile.openstreetmap.org/**', async (route) => {
    tiles.push({
      url: route.request().url(),
      referer: await route
        .request()
        .headerValue('referer')
        .then((r) => r ?? undefined),
    })
    await route.fulfill({ path: MAP_TILE, contentType: 'image/png' })
  })
  await v.page.goto(baseUrl() + url)
  await v.page.waitForLoadState('networkidle')
  await expect.poll(() => v.page.locator('.leaflet-tile-loaded').count()).toBeGreaterThan(0)
  return { ...v, tiles }
}

const zooms = (tiles: { url: string }[]) => new Set(tiles.map((t) => Number(TILE_URL.exec(t.url)?.[1])))

describe('contact map', () => {
  test('is 400 px high and as wide as the page content; tiles follow the OpenStreetMap template at the configured zoom', async () => {
    const { page, context, tiles, errors, failed } = await contactPage('/contatti/')
    const map = page.locator('.contact-map')
    const box = await map.boundingBox()
    expect(box?.height).toBe(400)
    const contentWidth = await map.evaluate((el) => {
      const parent = getComputedStyle(el.parentElement as HTMLElement)
      return parseFloat(parent.width) - parseFloat(parent.paddingLeft) - parseFloat(parent.paddingRight)
    })
    expect(box?.width).toBeCloseTo(contentWidth, 0)
    expect(tiles.length).toBeGreaterThan(0)
    for (const t of tiles) expect(t.url).toMatch(TILE_URL)
    expect(zooms(tiles)).toEqual(new Set([company.map.zoom]))
    // OpenStreetMap asks for a Referer: the origin is sent (strict-origin-when-cross-origin).
    expect(tiles[0]?.referer).toBe(`${baseUrl()}/`)
    const attribution = page.locator('.leaflet-control-attribution a[href="https://www.openstreetmap.org/copyright"]')
    expect(await attribution.textContent()).toBe('OpenStreetMap')
    // The marker icon comes from the site's own assets, not from a CDN.
    const icon = await page.locator('img.leaflet-marker-icon').getAttribute('src')
    expect(icon?.startsWith('data:image/png') || icon?.startsWith('/assets/')).toBe(true)
    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await context.close()
  })

  test.each(langs)('%s: the marker popup shows the headquarters title and address in the page language', async (lang) => {
    const { page, context, errors } = await contactPage(lang === 'it' ? '/contatti/' : '/contact/')
    await page.locator('img.leaflet-marker-icon').click()
    const popup = page.locator('.leaflet-popup-content')
    await expect.poll(() => popup.isVisible()).toBe(true)
    expect(await popup.locator('strong').textContent()).toBe(company.map.title[lang])
    expect(await popup.textContent()).toContain(company.hqAddress)
    // Errors include anything the security policy blocked.
    expect(errors).toEqual([])
    await context.close()
  })

  test('the mouse wheel scrolls the page, not the map zoom', async () => {
    const { page, context, tiles } = await contactPage('/contatti/')
    const box = await page.locator('.contact-map').boundingBox()
    if (!box) throw new Error('no map')
    await page.mouse.move(box.x + box.width / 2, box.y + 100)
    await page.mouse.wheel(0, -400)
    await page.mouse.wheel(0, 200)
    await page.waitForTimeout(600)
    expect(zooms(tiles)).toEqual(new Set([company.map.zoom]))
    await context.close()
  })

  test('Leaflet is loaded on the contact page only', async () => {
    const v = await openPage(browser)
    await v.page.goto(baseUrl() + '/')
    await v.page.waitForLoadState('networkidle')
    expect(await v.page.evaluate(() => 'L' in window)).toBe(false)
    await v.context.close()
    // …where it does load (the check above can fail).
    const contact = await contactPage('/contatti/')
    expect(await contact.page.evaluate(() => 'L' in window)).toBe(true)
    await contact.context.close()
  })
})
