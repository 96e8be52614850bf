/**
 * GS1 Digital Link entry points of the built site: a landing page and a linkset (RFC 9264) for
 * every GTIN of the catalogue, the resolver description, their media types, and what a person
 * scanning a label meets: the visitor's language first, the instructions for use, and the product
 * page with the code's row marked.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { GENERATED_DIR } from '@/catalogue/generatedDir'
import type { CatalogueData } from '@/catalogue/schema'
import { baseUrl, launchBrowser, openPage } from './browser'

const root = path.resolve(import.meta.dirname, '../..')
const client = path.join(root, process.env.OUT_DIR ?? 'dist', 'client')
const catalogue = JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'catalogue.json'), 'utf8')) as CatalogueData
/** The address the build printed in absolute links (SITE_URL), read back from its robots.txt. */
const siteOrigin = new URL(fs.readFileSync(path.join(client, 'robots.txt'), 'utf8').match(/Sitemap: (\S+)/)![1]!).origin

/** Every code of the catalogue with a GTIN, with its product; codes no longer sold too, whose labels are still in use. */
const labelled = catalogue.products.flatMap((product) =>
  [...(product.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item] : [])), ...(product.table?.withdrawn ?? [])].flatMap((item) => (item.gtin ? [{ product, item, gtin: item.gtin }] : [])),
)

/** RFC 9264 §4.2, as JSON: link context objects, each an anchor and its relation types, each a list of targets. */
const uri = z.string().refine((s) => URL.canParse(s), 'an absolute URI')
const Target = z.strictObject({ href: uri, title: z.string().optional(), type: z.string().regex(/^[\w.+-]+\/[\w.+-]+$/).optional(), hreflang: z.array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/)).optional() })
const Context = z.object({ anchor: uri }).catchall(z.array(Target).min(1))
const Linkset = z.strictObject({ linkset: z.array(Context).min(1) })
// Relation types are registered names or URIs (RFC 8288 §2.1); GS1's are URIs of its vocabulary.
const relations = (context: z.infer<typeof Context>) => Object.keys(context).filter((k) => k !== 'anchor')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the files', () => {
  test('every GTIN of the catalogue has its landing page and its linkset, and no other GTIN has', () => {
    expect(labelled.length).toBeGreaterThan(0)
    const folders = fs.readdirSync(path.join(client, '01'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    expect(folders.sort()).toEqual(labelled.map((l) => l.gtin).sort())
    for (const { gtin } of labelled) expect(fs.existsSync(path.join(client, '01', gtin, 'index.html'))).toBe(true)
  })

  test('every linkset has RFC 9264 JSON shape, is anchored at its GTIN and holds GS1 link types', () => {
    for (const { gtin, product } of labelled) {
      const parsed = Linkset.parse(JSON.parse(fs.readFileSync(path.join(client, '01', gtin, 'linkset.json'), 'utf8')))
      const [context] = parsed.linkset
      expect(context!.anchor).toBe(`${siteOrigin}/01/${gtin}`)
      for (const rel of relations(context!)) expect(rel).toMatch(/^https:\/\/gs1\.org\/voc\/[A-Za-z]+$/)
      expect(context!['https://gs1.org/voc/defaultLink']).toEqual([expect.objectContaining({ href: `${siteOrigin}/01/${gtin}/` })])
      expect((context!['https://gs1.org/voc/pip'] as { href: string }[]).map((t) => new URL(t.href).pathname)).toEqual([product.path.it, product.path.en])
      const documents = catalogue.ifuDocuments.filter((d) => d.products.includes(product.id))
      expect(((context!['https://gs1.org/voc/eifu'] ?? []) as { hreflang: string[] }[]).map((t) => t.hreflang[0])).toEqual(documents.map((d) => d.language))
    }
  })

  test('the schema catches a linkset that is not one', () => {
    expect(Linkset.safeParse({ linkset: [{ anchor: 'x', 'https://gs1.org/voc/pip': [] }] }).success).toBe(false)
    expect(Linkset.safeParse({ linkset: [{ anchor: 'https://a.example/01/1', 'https://gs1.org/voc/pip': { href: 'https://a.example/' } }] }).success).toBe(false)
  })

  test('the resolver description parses, names the site and GTINs, and is served as JSON to any site', async () => {
    const response = await fetch(`${baseUrl()}/.well-known/gs1resolver`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const description = (await response.json()) as Record<string, unknown>
    expect(description).toMatchObject({ resolverRoot: siteOrigin, supportedPrimaryKeys: ['01'], linkTypeDefaultCanBeLinkset: false })
    expect(typeof description.name).toBe('string')
  })

  test('a linkset is served as application/linkset+json to any site, and its landing page names it in its head', async () => {
    const { gtin } = labelled[0]!
    const response = await fetch(`${baseUrl()}/01/${gtin}/linkset.json`)
    expect(response.headers.get('content-type')).toBe('application/linkset+json')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const html = fs.readFileSync(path.join(client, '01', gtin, 'index.html'), 'utf8')
    expect(html).toContain(`<link rel="linkset" type="application/linkset+json" href="/01/${gtin}/linkset.json"/>`)
  })
})

describe('a label scanned', () => {
  // A code whose product has instructions for use in English and in Italian.
  const scanned = labelled.find(({ product }) => ['en', 'it'].every((language) => catalogue.ifuDocuments.some((d) => d.language === language && d.products.includes(product.id))))!

  test.each([
    ['en-GB', 'en'],
    ['it-IT', 'it'],
  ] as const)('in %s: the landing page in the visitor\'s language first, its instructions, then the product page with the row marked', async (locale, lang) => {
    expect(scanned).toBeDefined()
    const { gtin, product, item } = scanned
    const visit = await openPage(browser, { width: 390, height: 844, acceptNotice: false, locale })
    const { page } = visit
    // As a label prints it: no slash; the host redirects once.
    await page.goto(`${baseUrl()}/01/${gtin}`)
    expect(new URL(page.url()).pathname).toBe(`/01/${gtin}/`)
    expect(await page.locator('h1').textContent()).toBe(item.code)
    await expect.poll(() => page.locator('main > section[lang]').first().getAttribute('lang')).toBe(lang)
    const section = page.locator(`main > section[lang="${lang}"]`)
    expect(await section.locator('.label-ifu li').first().getAttribute('data-language')).toBe(lang)
    // No medical notice: a label leads here.
    expect(await page.locator('.medical-notice').count()).toBe(0)

    const ifuDocument = catalogue.ifuDocuments.find((d) => d.language === lang && d.products.includes(product.id))!
    await section.locator('.label-ifu a').first().click()
    await page.waitForURL((url) => url.pathname === `${lang === 'it' ? '' : '/en'}/ifu/${ifuDocument.page}/${lang}/`)
    expect(await page.locator('.ifu-doc-revision').textContent()).toBe(ifuDocument.current.revision)

    await page.goBack()
    await section.locator('.label-links a').first().click()
    await page.waitForURL((url) => url.pathname === product.path[lang])
    expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(item.code)
    // The code's row is the target: marked, and on screen below the sticky header.
    await expect.poll(() => page.evaluate(() => document.querySelector(':target')?.id)).toBe(item.code)
    const row = await page.evaluate(() => {
      const target = document.querySelector(':target')!
      const box = target.getBoundingClientRect()
      return { top: box.top, bottom: box.bottom, header: document.querySelector('.site-header')!.getBoundingClientRect().bottom, background: getComputedStyle(target).backgroundColor }
    })
    expect(row.top).toBeGreaterThanOrEqual(row.header)
    expect(row.bottom).toBeLessThanOrEqual(844)
    expect(row.background).toBe('rgb(244, 249, 228)')
    expect(visit.errors).toEqual([])
    await visit.context.close()
  })

  test('without JavaScript the page reads Italian, then English, and every link is there', async () => {
    const { gtin } = labelled[0]!
    const visit = await openPage(browser, { javaScript: false, acceptNotice: false })
    await visit.page.goto(`${baseUrl()}/01/${gtin}/`)
    expect(await visit.page.locator('main > section[lang]').evaluateAll((s) => s.map((e) => e.getAttribute('lang')))).toEqual(['it', 'en'])
    expect(await visit.page.locator('main a').count()).toBeGreaterThan(2)
    await visit.context.close()
  })

  test.each([390, 1280])('axe finds nothing at %i px', async (width) => {
    const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
    const visit = await openPage(browser, { width, height: 900, acceptNotice: false })
    await visit.page.goto(`${baseUrl()}/01/${labelled[0]!.gtin}/`)
    await visit.page.evaluate(axeSource)
    const result = await visit.page.evaluate(() =>
      (window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe.run({
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'] },
      }),
    )
    expect(result.violations.map((v) => v.id)).toEqual([])
    await visit.context.close()
  })
})
