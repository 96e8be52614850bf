/**
 * One ordering unit everywhere: a code added from a product page whose table has pieces per box or
 * per carton. The quantity box, the request list, the message and the tender sheet all name the
 * same unit and the pieces the quantity makes. The code is picked by its shape, never by name.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import { baseUrl, launchBrowser, openPage } from './browser.ts'
import { catalogue, itemsOf } from '../../scripts/harness/builtSite.ts'

const product = catalogue.products.find((p) => itemsOf(p).some((i) => i.boxPieces !== undefined || i.cartonPieces !== undefined))
const item = product && itemsOf(product).find((i) => i.boxPieces !== undefined || i.cartonPieces !== undefined)
const level = product?.orderUnit ?? 'pack'
const unitPieces = item && { pack: item.pieces, box: item.boxPieces, carton: item.cartonPieces }[level]!
/** The unit as the documentation promises it, in each language. */
const words: Record<Lang, Record<'pack' | 'box' | 'carton', string> & { of: string; pieces: string }> = {
  it: { pack: 'confezioni', box: 'scatole', carton: 'cartoni', of: 'da', pieces: 'pezzi' },
  en: { pack: 'packs', box: 'boxes', carton: 'cartons', of: 'of', pieces: 'pieces' },
}
const unitOf = (lang: Lang) => `${words[lang][level]} ${words[lang].of} ${unitPieces} ${words[lang].pieces}`
const QUANTITY = 3

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

test('the catalogue has a code with pieces per box or per carton', () => {
  expect(item, 'a product table with box_pieces or carton_pieces').toBeDefined()
})

test.each(langs)('%s: quantity box, list, message and tender sheet name the same unit and pieces', { timeout: 120_000 }, async (lang) => {
  const { page, context, errors } = await openPage(browser)
  const go = async (url: string) => {
    await page.goto(baseUrl() + url)
    await page.waitForLoadState('networkidle')
  }
  const unit = unitOf(lang)
  const total = QUANTITY * unitPieces!
  await go(product!.path[lang])
  const row = page.locator(`tr[id="${item!.code}"]`)
  expect((await row.locator('.add-to-request__unit').textContent())!.trim()).toBe(unit)
  await page
    .getByRole('spinbutton', { name: lang === 'it' ? `Quantità di ${item!.code}, in ${unit}` : `Quantity of ${item!.code}, in ${unit}` })
    .fill(String(QUANTITY))
  await page.getByRole('button', { name: lang === 'it' ? `Aggiungi alla richiesta: ${item!.code}` : `Add to request: ${item!.code}` }).click()

  await go(lang === 'it' ? '/richiesta/' : '/request/')
  const listed = page.locator('.request-item').first()
  await expect.poll(() => listed.locator('.request-item__facts').textContent()).toContain(`${lang === 'it' ? 'Unità' : 'Unit'}: ${unit}`)
  expect(await listed.locator('.request-item__total').textContent()).toBe(lang === 'it' ? `in tutto ${total} pezzi` : `${total} pieces in all`)
  expect(
    await page
      .getByRole('spinbutton', { name: lang === 'it' ? `Quantità di ${item!.code}, in ${unit}` : `Quantity of ${item!.code}, in ${unit}` })
      .inputValue(),
  ).toBe(String(QUANTITY))

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: lang === 'it' ? 'Scarica la scheda per gara' : 'Download the tender sheet' }).click(),
  ])
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'unit-')), download.suggestedFilename())
  await download.saveAs(file)
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile(file)
  const sheet = book.worksheets[0]!
  const headers = (sheet.getRow(1).values as unknown[]).slice(1)
  const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1).value
  const [u, per, quantity, pieces] =
    lang === 'it'
      ? ['Unità di vendita', 'Pezzi per unità', 'Quantità richiesta (unità)', 'Pezzi totali']
      : ['Ordering unit', 'Pieces per unit', 'Quantity requested (units)', 'Total pieces']
  expect([cell(u), cell(per), cell(quantity), cell(pieces)]).toEqual([unit, unitPieces, QUANTITY, total])

  await go(lang === 'it' ? '/contatti/' : '/contact/')
  await expect.poll(() => page.locator('.request-summary').textContent()).toContain(`${item!.code}`)
  expect(await page.locator('.request-summary__lines').textContent()).toContain(`${QUANTITY} ${unit} (${total} ${words[lang].pieces})`)
  expect(errors).toEqual([])
  await context.close()
})
