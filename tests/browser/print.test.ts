/**
 * A product page printed: a datasheet with the letterhead, the title, every row of the table and
 * the page's address; none of the screen's navigation, notice, buttons or footer.
 */
import { site } from '../../scripts/harness/builtSite.ts'
import { groupedExample } from '../../scripts/harness/catalogueExamples.ts'
import { expect, test, visit } from './siteTest.ts'

// A table with group headings between its codes: every row, headings included, must print.
const product = groupedExample()

// The notice is on the screen, and must not be on paper.
test.use({ acceptNotice: false })

test('a product page prints as a datasheet: letterhead, title, every row, the address; no navigation, notice, buttons or footer', async ({ page }) => {
  await visit(page, product.path.en)
  await expect(page.locator('.print-letterhead')).toBeHidden()
  await expect(page.locator('.medical-notice')).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  for (const hidden of ['.site-header', '.site-footer', '.medical-notice', '.back-button', '.table-downloads', '.request-cell', '.add-to-request__button'])
    await expect(page.locator(hidden).first(), hidden).toBeHidden()
  await expect(page.locator('.print-letterhead')).toBeVisible()
  await expect(page.locator('.print-letterhead')).toContainText(site.company.phone)
  await expect(page.locator('h1')).toBeVisible()
  await expect(page.locator('.print-url')).toHaveText(new RegExp(`^Printed from https?://[^ ]+${product.path.en}$`))
  const rows = page.locator('.product-table tbody tr')
  await expect(rows).toHaveCount(product.table!.rows.length)
  for (const row of await rows.all()) await expect(row).toBeVisible()
  const pdf = await page.pdf({ format: 'A4' })
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
})
