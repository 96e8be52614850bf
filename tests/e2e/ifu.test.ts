/**
 * IFU document pages as a nurse scanning a label reaches them: no medical notice in the way, the
 * revision in force with its date, the checksum of the very PDF the server sends, every earlier
 * revision; the /ifu page keeps its notice.
 */
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import type { Product } from '#src/catalogue/generatedData.ts'
import { baseUrl, launchBrowser, openPage } from './browser.ts'
import { catalogue, routes } from '../../scripts/harness/builtSite.ts'
const withHistory = catalogue.ifuDocuments.find((d) => d.earlier.length > 0)!

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('IFU document pages', () => {
  test('every document has a page in both languages in the route table', () => {
    const pages = routes.filter((r) => r.page === 'ifuDocument')
    expect(pages.map((r) => r.ref).sort()).toEqual(catalogue.ifuDocuments.map((d) => `${d.page}/${d.language}`).sort())
    const sp = pages.find((r) => r.ref === `${withHistory.page}/${withHistory.language}`)!
    expect(sp.path).toEqual({ it: `/ifu/${withHistory.page}/${withHistory.language}/`, en: `/en/ifu/${withHistory.page}/${withHistory.language}/` })
  })

  test.each(langs)('opens without the notice (%s), with the checksum of the PDF served and the earlier revisions', async (lang) => {
    const visit = await openPage(browser, { acceptNotice: false })
    const prefix = lang === 'it' ? '' : '/en'
    await visit.page.goto(`${baseUrl()}${prefix}/ifu/${withHistory.page}/${withHistory.language}/`)
    await visit.page.waitForLoadState('networkidle')
    expect(await visit.page.locator('dialog[open], .medical-notice').count()).toBe(0)
    expect(await visit.page.locator('.ifu-doc-revision').textContent()).toBe(withHistory.current.revision)
    const hash = visit.page.locator('.ifu-doc-download .ifu-doc-hash')
    const pdf = await hash.getAttribute('data-pdf')
    const served = await visit.page.request.get(`${baseUrl()}${pdf}`)
    expect(served.headers()['content-type']).toContain('pdf')
    expect(await hash.textContent()).toBe(
      createHash('sha256')
        .update(await served.body())
        .digest('hex'),
    )
    const history = await visit.page.locator('.ifu-doc-history li').allTextContents()
    expect(history).toHaveLength(withHistory.earlier.length)
    expect(history[0]).toContain(withHistory.earlier[0]!.revision)
    expect(await visit.page.locator(`.ifu-doc-history time[datetime="${withHistory.earlier[0]!.issued}"]`).count()).toBe(1)
    expect(await visit.page.locator('address.ifu-doc-maker').textContent()).toContain('@')
    expect(await visit.page.getByText(lang === 'it' ? 'Leggibile con qualsiasi lettore PDF gratuito.' : 'Readable with any free PDF reader.').count()).toBe(1)
    expect(visit.errors).toEqual([])
    expect(visit.failed).toEqual([])
    await visit.context.close()
  })

  test('the /ifu page keeps its notice', async () => {
    const visit = await openPage(browser, { acceptNotice: false })
    await visit.page.goto(`${baseUrl()}/ifu/`)
    await visit.page.waitForLoadState('networkidle')
    expect(await visit.page.locator('dialog[open]').count()).toBe(1)
    await visit.context.close()
  })
})

describe('lookup by code on /ifu', () => {
  // The first product with a table that one document in force covers in Italian and one in English.
  const covering = (p: Product, lang: string) => catalogue.ifuDocuments.filter((d) => d.language === lang && d.products.includes(p.id))
  const covered = catalogue.products.find((p) => p.table && covering(p, 'it').length === 1 && covering(p, 'en').length === 1)!
  const product = routes.find((r) => r.id === `product:${covered.id}`)!
  const line = catalogue.lines.find((l) => l.id === covered.line)!

  test.each([
    ['it', '/ifu/', 'it'],
    ['en', '/en/ifu/', 'en'],
  ] as const)('a code typed from a product table (%s) opens the right document', async (lang, ifuPath, docLang) => {
    const visit = await openPage(browser)
    await visit.page.goto(`${baseUrl()}${product.path[lang]}`)
    const code = (await visit.page.locator('.product-table tbody tr:not(.group-row) th').first().textContent())!.trim()
    expect(code).not.toBe('')
    // The index chunk is the script that names the products and their documents.
    const marker = `${line.name.it} · ${covered.name.it}`
    const chunks: number[] = []
    visit.page.on('response', async (r) => {
      if (!r.url().endsWith('.js')) return
      const body = await r.text().catch(() => '')
      if (body.includes(marker)) chunks.push(gzipSync(body, { level: 9 }).length)
    })
    await visit.page.goto(`${baseUrl()}${ifuPath}`)
    await visit.page.waitForLoadState('networkidle')
    expect(chunks).toEqual([])
    // Typed as a person might: lower case, hyphens as spaces.
    await visit.page.getByLabel(lang === 'it' ? "Codice prodotto sull'etichetta" : 'Product code on the label').fill(code.toLowerCase().replace(/-/g, ' '))
    await visit.page.locator('.ifu-lookup button').click()
    const link = visit.page.locator(`.ifu-lookup__docs a[hreflang="${docLang}"]`)
    await link.waitFor()
    // The index comes on use, small: at most 10 KB gzipped.
    await expect.poll(() => chunks.length).toBe(1)
    expect(chunks[0]).toBeLessThanOrEqual(10 * 1024)
    await link.click()
    const doc = covering(covered, docLang)[0]!
    await visit.page.waitForURL(`${baseUrl()}${lang === 'it' ? '' : '/en'}/ifu/${doc.page}/${docLang}/`)
    expect(await visit.page.locator('.ifu-doc-revision').textContent()).toBe(doc.current.revision)
    const served = await visit.page.request.get(`${baseUrl()}${doc.current.pdf}`)
    expect(await visit.page.locator('.ifu-doc-download .ifu-doc-hash').textContent()).toBe(
      createHash('sha256')
        .update(await served.body())
        .digest('hex'),
    )
    expect(visit.errors).toEqual([])
    await visit.context.close()
  })

  test('a code no IFU covers gets a plain answer', async () => {
    const visit = await openPage(browser)
    await visit.page.goto(`${baseUrl()}/en/ifu/`)
    await visit.page.waitForLoadState('networkidle')
    await visit.page.getByLabel('Product code on the label').fill('ZZ-000')
    await visit.page.locator('.ifu-lookup button').click()
    await visit.page.locator('.ifu-lookup__none').waitFor()
    expect(await visit.page.locator('.ifu-lookup__none').textContent()).toContain('No instructions for use cover the code “ZZ-000”')
    await visit.context.close()
  })
})

describe('IFU feed', () => {
  test.each(['/ifu/', '/en/ifu/', `/ifu/${withHistory.page}/${withHistory.language}/`, `/en/ifu/${withHistory.page}/${withHistory.language}/`])(
    '%s links the Atom feed, which is served',
    async (url) => {
      const html = await (await fetch(`${baseUrl()}${url}`)).text()
      expect(html).toMatch(/<link rel="alternate" type="application\/atom\+xml" title="IFU revisions" href="\/ifu\/feed.xml"\/?>/)
      const feed = await fetch(`${baseUrl()}/ifu/feed.xml`)
      expect(feed.status).toBe(200)
      expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"')
    },
  )

  test('pages other than the IFU pages do not link it', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text()
    expect(html).not.toContain('application/atom+xml')
  })
})
