/**
 * One ordering unit everywhere, in English: a code whose table has pieces per box or per carton, in
 * the request list. The list page, the tender sheet and the message above the contact form all name
 * the unit its product page's quantity box names (tests/built/requestList.test.ts, both languages)
 * and the pieces the quantity makes. The code is picked by its shape, never by name; how a unit is
 * chosen and written is src/catalogue/orderUnit.test.ts's.
 */
import ExcelJS from 'exceljs'
import { catalogue, itemsOf } from '../../scripts/harness/builtSite.ts'
import { expect, test, visit } from './siteTest.ts'

const product = catalogue.products.find((p) => p.withdrawn === undefined && itemsOf(p).some((i) => i.boxPieces !== undefined || i.cartonPieces !== undefined))
const item = product && itemsOf(product).find((i) => i.boxPieces !== undefined || i.cartonPieces !== undefined)
const level = product?.orderUnit ?? 'pack'
const unitPieces = item && { pack: item.pieces, box: item.boxPieces, carton: item.cartonPieces }[level]!
/** The unit as the documentation promises it. */
const unit = `${{ pack: 'packs', box: 'boxes', carton: 'cartons' }[level]} of ${unitPieces} pieces`
const QUANTITY = 3

test('English: the list page, the tender sheet and the message name the same unit and pieces', async ({ page, context }) => {
  expect(item, 'a product table with box_pieces or carton_pieces').toBeDefined()
  const total = QUANTITY * unitPieces!
  await context.addInitScript((list) => window.localStorage.setItem('requestList', list), JSON.stringify([{ code: item!.code, packs: QUANTITY }]))
  await visit(page, '/request/')
  const listed = page.locator('.request-item').first()
  await expect(listed.locator('.request-item__facts')).toContainText(`Unit: ${unit}`)
  await expect(listed.locator('.request-item__total')).toHaveText(`${total} pieces in all`)
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${item!.code}, in ${unit}` })).toHaveValue(String(QUANTITY))

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the tender sheet' }).click()])
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]!
  const headers = (sheet.getRow(1).values as unknown[]).slice(1)
  const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1).value
  expect(['Ordering unit', 'Pieces per unit', 'Quantity requested (units)', 'Total pieces'].map(cell)).toEqual([unit, unitPieces, QUANTITY, total])

  // The site navigates on the client: the contact page is rendered in this one.
  await page.getByRole('link', { name: 'Continue to the contact form' }).click()
  await expect(page).toHaveURL('/contact/')
  await expect(page.locator('.request-summary__lines')).toContainText(`${item!.code}`)
  await expect(page.locator('.request-summary__lines')).toContainText(`${QUANTITY} ${unit} (${total} pieces)`)
})
