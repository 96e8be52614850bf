/**
 * Products and codes no longer sold, in the built site of an edited catalogue (npm run test:edited:
 * tests/catalogueEdits/withdrawalEdits.ts withdraws a product and a code): whatever the catalogue
 * withdraws keeps its page, its GTIN addresses and its instructions for use, each answering 200 and
 * saying so in the page's language, and leaves the lists, the search and the sitemap. Read as the
 * host answers them, the GTIN addresses by the resolver the static server runs as the host's
 * Function does; no page is opened.
 */
import { formatDate } from '#src/catalogue/formatDate.ts'
import { ifuDocumentPath } from '#src/catalogue/routesOf.ts'
import { langs } from '#src/catalogue/langs.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { fillText } from '#src/i18n/fillText.ts'
import { catalogue, routes, searchIndex } from '../../../scripts/harness/builtSite.ts'
import { expect, test } from '../siteTest.ts'

const withdrawn = catalogue.products.filter((p) => p.withdrawn !== undefined)
const withdrawnCodes = catalogue.products.flatMap((p) => (p.table?.withdrawn ?? []).map((item) => ({ product: p, item })))

/** HTML as React writes text: the characters it escapes. */
const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
/** The landing page's notice, as it escapes text (landingPage.ts). */
const withdrawnNotice = (lang: 'it' | 'en', date: string) =>
  fillText(dictionaries[lang]['digitalLink.withdrawn'], { date: formatDate(date, lang) }).replace(/'/g, '&#39;')

test('the catalogue withdraws a product with labels and instructions for use, and a code: test:edited made it so', () => {
  expect(
    withdrawn.some((p) => p.table?.rows.some((r) => r.kind === 'item' && r.item.gtin) && catalogue.ifuDocuments.some((d) => d.products.includes(p.id))),
  ).toBe(true)
  expect(withdrawnCodes.length).toBeGreaterThan(0)
})

test.describe('a product no longer sold', () => {
  for (const p of withdrawn)
    for (const lang of langs) {
      test(`${p.id}: its ${lang} page answers 200, says since when, and links its instructions for use, which answer 200`, async ({ request }) => {
        const page = await request.get(p.path[lang])
        expect(page.status()).toBe(200)
        const text = await page.text()
        expect(text).toContain(html(fillText(dictionaries[lang]['product.withdrawn'], { date: formatDate(p.withdrawn!, lang) })))
        for (const d of catalogue.ifuDocuments.filter((x) => x.products.includes(p.id))) {
          const address = ifuDocumentPath(`${d.page}/${d.language}`, lang)
          expect(text).toContain(`href="${address}"`)
          expect((await request.get(address)).status(), address).toBe(200)
          expect((await request.get(d.current.pdf)).status(), d.current.pdf).toBe(200)
        }
      })

      test(`${p.id}: its GTINs' landing pages answer 200 and say withdrawn (${lang})`, async ({ request }) => {
        const gtins = (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' && r.item.gtin ? [r.item.gtin] : []))
        expect(gtins.length).toBeGreaterThan(0)
        for (const gtin of gtins) {
          const page = await request.get(`/dl/${gtin}/`, { headers: { 'Accept-Language': lang } })
          expect(page.status(), gtin).toBe(200)
          expect(await page.text()).toContain(withdrawnNotice(lang, p.withdrawn!))
        }
      })
    }

  test('no category or line page lists it, the search does not find it, the sitemap leaves it out', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const listing = routes.filter((r) => r.page === 'category' || r.page === 'line')
    for (const lang of langs) {
      const pages = await Promise.all(listing.map(async (r) => (await request.get(r.path[lang])).text()))
      for (const p of withdrawn) {
        expect(sitemap).not.toContain(`${p.path[lang]}<`)
        expect(searchIndex(lang).map((s) => s.id)).not.toContain(p.id)
        for (const text of pages) expect(text).not.toContain(`href="${p.path[lang]}"`)
      }
    }
  })
})

test.describe('a code no longer sold', () => {
  for (const { product, item } of withdrawnCodes)
    for (const lang of langs) {
      test(`${item.code}: listed apart on its product's ${lang} page, under its own anchor`, async ({ request }) => {
        const page = await request.get(product.path[lang])
        expect(page.status()).toBe(200)
        const text = await page.text()
        expect(text).toContain(`id="${item.code}"`)
        expect(text).toContain(html(dictionaries[lang]['product.withdrawnCodes']))
      })

      if (item.gtin)
        test(`${item.code}: its GTIN's landing page answers 200 and says withdrawn (${lang})`, async ({ request }) => {
          const page = await request.get(`/dl/${item.gtin}/`, { headers: { 'Accept-Language': lang } })
          expect(page.status()).toBe(200)
          expect(await page.text()).toContain(withdrawnNotice(lang, item.withdrawn))
        })
    }
})
