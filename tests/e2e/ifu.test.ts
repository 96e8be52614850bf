/**
 * IFU document pages as a nurse scanning a label reaches them: no medical notice in the way, the
 * revision in force with its date, the checksum of the very PDF the server sends, every earlier
 * revision; the /ifu page keeps its notice.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CatalogueData, Route } from '@/catalogue/schema'
import { baseUrl, launchBrowser, openPage } from './browser'

const root = path.resolve(import.meta.dirname, '../..')
const routes = JSON.parse(fs.readFileSync(path.join(root, 'src/generated/routes.json'), 'utf8')) as Route[]
const catalogue = JSON.parse(fs.readFileSync(path.join(root, 'src/generated/catalogue.json'), 'utf8')) as CatalogueData
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
    expect(sp.path).toEqual({ it: `/ifu/${withHistory.page}/${withHistory.language}`, en: `/en/ifu/${withHistory.page}/${withHistory.language}` })
  })

  test.each(['it', 'en'] as const)('opens without the notice (%s), with the checksum of the PDF served and the earlier revisions', async (lang) => {
    const visit = await openPage(browser, { acceptNotice: false })
    const prefix = lang === 'it' ? '' : '/en'
    await visit.page.goto(`${baseUrl()}${prefix}/ifu/${withHistory.page}/${withHistory.language}`)
    await visit.page.waitForLoadState('networkidle')
    expect(await visit.page.locator('dialog[open], .medical-notice').count()).toBe(0)
    expect(await visit.page.locator('.ifu-doc-revision').textContent()).toBe(withHistory.current.revision)
    const hash = visit.page.locator('.ifu-doc-download .ifu-doc-hash')
    const pdf = await hash.getAttribute('data-pdf')
    const served = await visit.page.request.get(`${baseUrl()}${pdf}`)
    expect(served.headers()['content-type']).toContain('pdf')
    expect(await hash.textContent()).toBe(createHash('sha256').update(await served.body()).digest('hex'))
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
    await visit.page.goto(`${baseUrl()}/ifu`)
    await visit.page.waitForLoadState('networkidle')
    expect(await visit.page.locator('dialog[open]').count()).toBe(1)
    await visit.context.close()
  })
})
