/**
 * A label scanned, on the built site served by Cloudflare Pages' runtime (wrangler pages dev, with
 * the GS1 resolver's Function): the Digital Link URI a QR code carries leads to the landing page,
 * in the scanner's language alone with the other a link away, the IFU revision in force for the
 * lot's dates as its first button, the product page with the code's row marked, and the declaration. The deploy holds no file per GTIN. The
 * resolver's conformance to GS1's standard is tests/host/resolverConformance.test.ts.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import jsQR from 'jsqr'
import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { IfuDocument, Product } from '#src/catalogue/generatedData.ts'
import { RESOLVER_DATA_DIR } from '#src/features/digitalLink/resolverData.ts'
import { startWrangler, type WranglerHost } from '../../scripts/host/wranglerHost.ts'
import { axeViolations } from '../browser/axe.ts'
import { launchBrowser, openPage } from './browser.ts'
import { catalogue, client, config } from '../../scripts/harness/builtSite.ts'
import { check } from '../built/vnu.ts'

/** Every code of the catalogue with a GTIN, with its product; codes no longer sold too, whose labels are still in use. */
const labelled = catalogue.products.flatMap((product) =>
  [...(product.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item] : [])), ...(product.table?.withdrawn ?? [])].flatMap((item) =>
    item.gtin ? [{ product, item, gtin: item.gtin }] : [],
  ),
)
const documentsOf = (product: Product) => catalogue.ifuDocuments.filter((d) => d.products.includes(product.id))

/**
 * A code whose product has an IFU document in Italian with an earlier revision, and a shelf life:
 * a lot made before the current revision has a label that dates it. Else any code with an Italian
 * IFU, whose one revision every lot gets.
 */
const scanned = (() => {
  const withItalian = labelled.flatMap((l) =>
    documentsOf(l.product)
      .filter((d) => d.language === 'it')
      .map((document) => ({ ...l, document })),
  )
  return withItalian.find((l) => l.document.earlier.length > 0 && l.product.shelfLifeMonths !== undefined) ?? withItalian[0]
})()

/** A label's expiry date (AI 17, YYMMDD) for a lot made on `day`, the shelf life after it. */
function expiryOf(day: string, shelfLifeMonths: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + shelfLifeMonths)
  return date.toISOString().slice(2, 10).replace(/-/g, '')
}

/** The day after the earlier revision was issued: a lot made then gets it, not the current one. */
function lotBefore(document: IfuDocument): { day: string; revision: IfuDocument['current'] } {
  const earlier = document.earlier[0]
  if (!earlier) return { day: document.current.issued, revision: document.current }
  const day = new Date(`${earlier.issued}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 1)
  return { day: day.toISOString().slice(0, 10), revision: day.toISOString().slice(0, 10) < document.current.issued ? earlier : document.current }
}

/** What a phone's camera reads from a QR code's SVG, rasterised. */
async function decodeQr(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(400).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data
}

let browser: Browser
let host: WranglerHost
beforeAll(async () => {
  ;[browser, host] = await Promise.all([launchBrowser(), startWrangler(client)])
}, 120_000)
afterAll(async () => {
  await Promise.all([browser?.close(), host?.close()])
})

describe('the deploy', () => {
  test('holds no file per GTIN: no page or linkset under /01/, and an index of a few shards', () => {
    expect(labelled.length).toBeGreaterThan(0)
    expect(fs.existsSync(path.join(client, '01'))).toBe(false)
    const index = fs.readdirSync(path.join(client, RESOLVER_DATA_DIR))
    const { shards } = JSON.parse(fs.readFileSync(path.join(client, RESOLVER_DATA_DIR, 'manifest.json'), 'utf8')) as { shards: number }
    expect(index.length).toBeLessThanOrEqual(shards + 1)
    if (labelled.length > 32) expect(index.length).toBeLessThan(labelled.length)
  })

  test("routes to the Function only the resolver's addresses", () => {
    const routes = JSON.parse(fs.readFileSync(path.join(client, '_routes.json'), 'utf8')) as { include: string[] }
    expect(routes.include.sort()).toEqual(['/.well-known/gs1resolver', '/01/*', '/c/*', '/dl/*'])
  })
})

describe('a label scanned in the browser', () => {
  test('with a batch and an expiry date from before an IFU revision, the IFU link goes to the revision then in force; without dates, to the current one', async () => {
    expect(scanned).toBeDefined()
    const { gtin, product, document } = scanned!
    const lot = lotBefore(document)
    const visit = await openPage(browser, { width: 390, height: 844, acceptNotice: false, locale: 'it-IT', origin: host.origin })
    const { page } = visit
    const italianIfu = () => page.locator('.landing-inforce[data-language="it"] a.landing-primary').getAttribute('href')
    // Batch in the path, expiry in the query, as a QR code that mirrors the UDI carrier holds them.
    const expiry = expiryOf(lot.day, product.shelfLifeMonths ?? 0)
    await page.goto(`${host.origin}/01/${gtin}/10/L2405?17=${expiry}`)
    expect(new URL(page.url()).pathname).toBe(`/dl/${gtin}/`)
    expect(await page.locator('html').getAttribute('lang')).toBe('it')
    expect(await page.locator('main > section[lang]').evaluateAll((sections) => sections.map((e) => e.getAttribute('lang')))).toEqual(['it'])
    // The IFU in force is the page's first link, and the one sentence beneath it names the lot.
    expect(await page.locator('main a').first().getAttribute('class')).toBe('landing-primary')
    if (product.shelfLifeMonths !== undefined) expect(await italianIfu()).toBe(lot.revision.pdf)
    expect(await page.locator('a.landing-primary + p.landing-reason').textContent()).toContain('L2405')
    expect(await page.locator('section[lang="it"] dl').textContent()).toContain('L2405')

    await page.goto(`${host.origin}/01/${gtin}`)
    expect(await italianIfu()).toBe(document.current.pdf)
    expect(visit.errors).toEqual([])
    await visit.context.close()
  })

  test("in English, the page reads English first; its product link opens the product page with the code's row marked", async () => {
    const { gtin, product, item } = scanned ?? labelled[0]!
    const visit = await openPage(browser, { width: 390, height: 844, acceptNotice: true, locale: 'en-GB', origin: host.origin })
    const { page } = visit
    await page.goto(`${host.origin}/01/${gtin}`)
    expect(await page.locator('main > section[lang]').evaluateAll((sections) => sections.map((e) => e.getAttribute('lang')))).toEqual(['en'])
    expect(await page.locator('h1').textContent()).toBe(item.code)
    await page.locator('section[lang="en"] .landing-links a').first().click()
    await page.waitForURL((url) => url.pathname === product.path.en)
    expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(item.code)
    await expect.poll(() => page.evaluate(() => document.querySelector(':target')?.id)).toBe(item.code)
    expect(visit.errors).toEqual([])
    await visit.context.close()
  })

  test.each(['it-IT', 'en-GB'])(
    'without JavaScript (%s): the other IFU languages open from their <details>, and the other language is a link away, the lot kept',
    async (locale) => {
      const { gtin } = scanned ?? labelled[0]!
      const [lang, other] = locale === 'it-IT' ? ['it', 'en'] : ['en', 'it']
      const visit = await openPage(browser, { width: 390, height: 844, javaScript: false, acceptNotice: false, locale, origin: host.origin })
      const { page } = visit
      await page.goto(`${host.origin}/01/${gtin}/10/L2405?17=300101`)
      expect(await page.locator('html').getAttribute('lang')).toBe(lang)
      const others = page.locator('details.landing-more li[data-language]')
      if ((await others.count()) > 0) {
        await expect.poll(() => others.first().isVisible()).toBe(false)
        await page.locator('details.landing-more summary').click()
        await expect.poll(() => others.first().isVisible()).toBe(true)
      }
      await page.locator(`header nav a[hreflang="${other}"]`).click()
      await page.waitForURL((url) => url.searchParams.get('lang') === other)
      expect(new URL(page.url()).search).toBe(`?10=L2405&17=300101&lang=${other}`)
      expect(await page.locator('html').getAttribute('lang')).toBe(other)
      expect(await page.locator('main > section[lang]').evaluateAll((sections) => sections.map((e) => e.getAttribute('lang')))).toEqual([other])
      expect(visit.errors).toEqual([])
      await visit.context.close()
    },
  )

  test.each([
    [390, 'it-IT'],
    [390, 'en-GB'],
    [1280, 'it-IT'],
  ])('axe finds nothing on the landing page at %i px (%s), its other IFU languages open', async (width, locale) => {
    const visit = await openPage(browser, { width, height: 900, acceptNotice: false, locale, origin: host.origin })
    await visit.page.goto(`${host.origin}/01/${(scanned ?? labelled[0]!).gtin}/10/L2405?17=300101`)
    await visit.page.locator('details').evaluateAll((all) => all.forEach((d) => d.setAttribute('open', '')))
    // The page's policy allows no script; axe runs outside it, as the browser's own tools do.
    expect(await axeViolations(visit.page, 'landing page')).toEqual([])
    await visit.context.close()
  })

  test('the landing page, the 404 and the 400 pages are valid HTML', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'landing-'))
    const { gtin } = scanned ?? labelled[0]!
    const pages = { landing: `/01/${gtin}/10/L1?17=300101`, unknown: '/01/09529999999993', refused: '/01/09529999999994' }
    for (const [name, address] of Object.entries(pages)) {
      const response = await fetch(host.origin + address, { headers: { Accept: 'text/html' } })
      fs.writeFileSync(path.join(dir, `${name}.html`), await response.text())
    }
    const messages = await check(fs.readdirSync(dir).map((f) => path.join(dir, f)))
    // As for the built pages (validHtml.test.ts): files are not at the site's origin, so its policy reads every stylesheet as another's.
    expect(messages.filter((m) => !/Content Security Policy/.test(m.message)).map((m) => `${m.url}:${m.lastLine}: ${m.message}`)).toEqual([])
    fs.rmSync(dir, { recursive: true, force: true })
  }, 60_000)

  test("a code's Digital Link QR code and an IFU page's decode back to their addresses", async () => {
    const { gtin } = labelled[0]!
    const response = await fetch(`${host.origin}/dl/${gtin}/qr.svg`)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await decodeQr(await response.text())).toBe(`${host.origin}/01/${gtin}`)
    const ifuPage = catalogue.ifuDocuments[0]!
    const file = path.join(client, 'ifu', ifuPage.page, ifuPage.language, 'qr.svg')
    expect(await decodeQr(fs.readFileSync(file, 'utf8'))).toBe(`${config.SITE_URL}/ifu/${ifuPage.page}/${ifuPage.language}/`)
  })
})
