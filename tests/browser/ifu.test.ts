/**
 * IFU document pages as a nurse scanning a label reaches them: the document page opens without
 * the medical notice, the /ifu page with it; once it is accepted, a code typed as a person might
 * (lower case, spaces for hyphens) fetches the small index of codes, on use only, and opens the
 * document of the page's language; a code no IFU covers gets a plain answer. What the pages say,
 * in both languages, is the built pages' (tests/built/ifu.test.ts).
 */
import { gzipSync } from 'node:zlib'
import { catalogue, itemsOf } from '../../scripts/harness/builtSite.ts'
import { expect, test, visit } from './siteTest.ts'

const withHistory = catalogue.ifuDocuments.find((d) => d.earlier.length > 0)!
/** The first product with a table that one document covers in Italian and one in English. */
const covering = (id: string, lang: string) => catalogue.ifuDocuments.filter((d) => d.language === lang && d.products.includes(id))
const covered = catalogue.products.find((p) => itemsOf(p).length > 0 && covering(p.id, 'it').length === 1 && covering(p.id, 'en').length === 1)
/** The largest the index of codes may be, gzipped. */
const INDEX_BUDGET = 10 * 1024

test.use({ acceptNotice: false })

test('a document page, reached from a label, opens without the notice', async ({ page }) => {
  await visit(page, `/ifu/${withHistory.page}/${withHistory.language}/`)
  await expect(page.locator('.ifu-doc-revision')).toHaveText(withHistory.current.revision)
  await expect(page.locator('dialog[open]')).toHaveCount(0)
})

test('/ifu opens with the notice; once accepted, a code typed as read opens its document, the index of codes fetched on use', async ({ page }) => {
  if (!covered) throw new Error('No product with a table is covered by one IFU document in Italian and one in English, which this test needs.')
  // The index of codes is the script that names the products and their documents.
  const line = catalogue.lines.find((l) => l.id === covered.line)!
  const marker = `${line.name.it} · ${covered.name.it}`
  const chunks: number[] = []
  page.on('response', async (r) => {
    if (!r.url().endsWith('.js')) return
    const body = await r.text().catch(() => '')
    if (body.includes(marker)) chunks.push(gzipSync(body, { level: 9 }).length)
  })
  await visit(page, '/ifu/')
  const notice = page.locator('dialog[open].medical-notice')
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: 'Accetto' }).click()
  await expect(notice).toBeHidden()
  expect(chunks, 'the index of codes, before it is needed').toEqual([])

  const field = page.getByLabel("Codice prodotto sull'etichetta")
  await field.fill('ZZ-000')
  await page.locator('.ifu-lookup button').click()
  await expect(page.locator('.ifu-lookup__none')).toContainText("Nessuna istruzione per l'uso copre il codice «ZZ-000»")
  await expect.poll(() => chunks).toHaveLength(1)
  expect(chunks[0], 'the index of codes, gzipped').toBeLessThanOrEqual(INDEX_BUDGET)

  const code = itemsOf(covered)[0]!.code
  await field.fill(code.toLowerCase().replace(/-/g, ' '))
  await page.locator('.ifu-lookup button').click()
  const doc = covering(covered.id, 'it')[0]!
  await page.locator('.ifu-lookup__docs a[hreflang="it"]').click()
  await expect(page).toHaveURL((url) => url.pathname === `/ifu/${doc.page}/it/`)
  await expect(page.locator('.ifu-doc-revision')).toHaveText(doc.current.revision)
})
