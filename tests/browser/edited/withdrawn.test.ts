/**
 * Products and codes no longer sold, in the built site: whatever the catalogue withdraws keeps its
 * page, its GTIN addresses and its instructions for use, each answering 200 and saying so in the
 * page's language, and leaves the lists, the search and the sitemap. The shipped catalogue may
 * withdraw nothing, so these run in a project of their own (`edited`, vitest.config.ts): `npm test`
 * runs them through `npm run test:edited`, which withdraws a product and a code in a copy of the
 * project, builds it and runs them there.
 * GTIN addresses are answered by the resolver's handler over the built index, as the host's
 * Function answers them (the static server of the browser tests has no Functions).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { ifuDocumentPath } from '#src/catalogue/routesOf.ts'
import { formatDate } from '#src/catalogue/formatDate.ts'
import { GENERATED_DIR } from '#src/catalogue/generatedDir.ts'
import { langs } from '#src/catalogue/langs.ts'
import type { SearchItem } from '#src/catalogue/generatedData.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { fillText } from '#src/i18n/fillText.ts'
import { resolveDigitalLink } from '#src/features/digitalLink/resolveDigitalLink.ts'
import { assetsReader } from '#src/features/digitalLink/resolverReaders.ts'
import { baseUrl } from '../../e2e/browser.ts'
import { catalogue, routes } from '../../../scripts/harness/builtSite.ts'

const root = path.resolve(import.meta.dirname, '../..')
const withdrawn = catalogue.products.filter((p) => p.withdrawn !== undefined)
const withdrawnCodes = catalogue.products.flatMap((p) => (p.table?.withdrawn ?? []).map((item) => ({ product: p, item })))

async function get(address: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${baseUrl()}${address}`)
  return { status: response.status, text: await response.text() }
}

/** The landing page of a GTIN, in one language, as the host's Function answers it from the built index. */
async function landingPage(gtin: string, lang: string): Promise<{ status: number; text: string }> {
  const reader = assetsReader({ fetch: (input) => fetch(input) }, baseUrl())
  const response = await resolveDigitalLink(new Request(`${baseUrl()}/dl/${gtin}/`, { headers: { 'Accept-Language': lang } }), reader)
  return { status: response.status, text: await response.text() }
}

/** The landing page's notice, as it escapes text (landingPage.ts). */
const withdrawnNotice = (lang: 'it' | 'en', date: string) =>
  fillText(dictionaries[lang]['digitalLink.withdrawn'], { date: formatDate(date, lang) }).replace(/'/g, '&#39;')

test('the catalogue withdraws a product with labels and instructions for use, and a code: test:edited made it so', () => {
  expect(
    withdrawn.some((p) => p.table?.rows.some((r) => r.kind === 'item' && r.item.gtin) && catalogue.ifuDocuments.some((d) => d.products.includes(p.id))),
  ).toBe(true)
  expect(withdrawnCodes.length).toBeGreaterThan(0)
})

/** HTML as React writes text: the characters it escapes. */
const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

describe('a product no longer sold', () => {
  test.each(withdrawn.flatMap((p) => langs.map((lang) => [p.id, lang, p] as const)))(
    '%s: its %s page answers 200, says since when, and links its instructions for use, which answer 200',
    async (_id, lang, p) => {
      const page = await get(p.path[lang])
      expect(page.status).toBe(200)
      expect(page.text).toContain(html(fillText(dictionaries[lang]['product.withdrawn'], { date: formatDate(p.withdrawn!, lang) })))
      const documents = catalogue.ifuDocuments.filter((d) => d.products.includes(p.id))
      for (const d of documents) {
        const address = ifuDocumentPath(`${d.page}/${d.language}`, lang)
        expect(page.text).toContain(`href="${address}"`)
        expect((await get(address)).status).toBe(200)
        expect((await fetch(`${baseUrl()}${d.current.pdf}`)).status).toBe(200)
      }
    },
  )

  test.each(withdrawn.flatMap((p) => langs.map((lang) => [p.id, lang, p] as const)))(
    "%s: its GTINs' landing pages answer 200 and say withdrawn (%s)",
    async (_id, lang, p) => {
      const gtins = (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' && r.item.gtin ? [r.item.gtin] : []))
      for (const gtin of gtins) {
        const page = await landingPage(gtin, lang)
        expect(page.status).toBe(200)
        expect(page.text).toContain(withdrawnNotice(lang, p.withdrawn!))
      }
    },
  )

  test('no category or line page lists it, the search does not find it, the sitemap leaves it out', async () => {
    const sitemap = (await get('/sitemap.xml')).text
    const listing = routes.filter((r) => r.page === 'category' || r.page === 'line')
    for (const lang of langs) {
      const search = JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, `search-${lang}.json`), 'utf8')) as SearchItem[]
      const pages = await Promise.all(listing.map(async (r) => (await get(r.path[lang])).text))
      for (const p of withdrawn) {
        expect(sitemap).not.toContain(`${p.path[lang]}<`)
        expect(search.map((s) => s.id)).not.toContain(p.id)
        for (const text of pages) expect(text).not.toContain(`href="${p.path[lang]}"`)
      }
    }
  })
})

describe('a code no longer sold', () => {
  test.each(withdrawnCodes.flatMap(({ product, item }) => langs.map((lang) => [item.code, lang, product] as const)))(
    "%s: listed apart on its product's %s page, under its own anchor",
    async (code, lang, product) => {
      const page = await get(product.path[lang])
      expect(page.status).toBe(200)
      expect(page.text).toContain(`id="${code}"`)
      expect(page.text).toContain(html(dictionaries[lang]['product.withdrawnCodes']))
    },
  )

  test.each(withdrawnCodes.filter(({ item }) => item.gtin).flatMap(({ item }) => langs.map((lang) => [item.code, lang, item] as const)))(
    "%s: its GTIN's landing page answers 200 and says withdrawn (%s)",
    async (_code, lang, item) => {
      const page = await landingPage(item.gtin!, lang)
      expect(page.status).toBe(200)
      expect(page.text).toContain(withdrawnNotice(lang, item.withdrawn))
    },
  )
})
