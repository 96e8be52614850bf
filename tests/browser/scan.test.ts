/**
 * The scan page without a camera, on a phone in English: the camera refused, then what cannot go on
 * (a blurred photo, a code that is not GS1, a wrong check digit, a GTIN not ours, the GTIN shown),
 * each said in the live region, the typed numbers kept; then a photo of a label opens its label
 * page. On an Italian desktop the search's link reaches the page as a load of its own (its headers
 * allow the camera), and the numbers printed under a code, typed, open their label page. The Italian
 * words of the answers are tests/built/scan.test.ts's; the camera's reads are scanCamera.test.ts's.
 */
import sharp from 'sharp'
import { gtinCheckDigit } from '#src/catalogue/gtinCheckDigit.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { routeOfKind } from '../../scripts/harness/builtSite.ts'
import { labelExample, labelledCodes } from '../../scripts/harness/catalogueExamples.ts'
import { labelPhoto } from '../../scripts/harness/labelImages.ts'
import { expect, ready, test, visit } from './siteTest.ts'

const { gtin, expiry } = labelExample()
const LOT = 'L2405'
const scan = routeOfKind('scan').path

/** A GTIN with a valid check digit that no code of the catalogue has. */
function gtinNotOurs(): string {
  const ours = new Set(labelledCodes().map((c) => c.gtin))
  for (let n = 0; ; n++) {
    const body = `0952${String(n).padStart(9, '0')}`
    const candidate = `${body}${gtinCheckDigit(body)}`
    if (!ours.has(candidate)) return candidate
  }
}

test.describe('on an English phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' })

  test('no camera, a blurred photo and wrong numbers are answered in words; a photo of a label opens its label page', async ({ page }) => {
    const t = dictionaries.en
    const status = page.locator('.scan [role="status"]')
    const numbers = page.getByLabel(t['scan.typedLabel'])
    await visit(page, scan.en)

    // This browser has no camera: the answer offers the photo, which gets the focus.
    await page.getByRole('button', { name: t['scan.cameraStart'] }).click()
    await expect(status).toHaveText(t['scan.cameraRefused'])
    await expect(page.getByLabel(t['scan.photoChoose'])).toBeFocused()

    const label = await labelPhoto('gs1datamatrix', `(01)${gtin}(17)${expiry}(10)${LOT}`)
    const blurred = await sharp(label).blur(12).png().toBuffer()
    await page.getByLabel(t['scan.photoChoose']).setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: blurred })
    await expect(status).toHaveText(t['scan.nothingRead'])

    const wrongDigit = `${gtin.slice(0, -1)}${(Number(gtin.at(-1)) + 1) % 10}`
    const notOurs = gtinNotOurs()
    for (const [typed, answer] of [
      ['SP-FP-075200', t['scan.notGs1']],
      [`(01)${wrongDigit}(10)${LOT}`, t['scan.checkDigit']],
      [notOurs, t['scan.notOurs'].replace('{gtin}', notOurs)],
    ]) {
      await numbers.fill(typed!)
      await numbers.press('Enter')
      await expect(status).toHaveText(answer!)
      await expect(numbers).toHaveValue(typed!)
    }

    await page.getByLabel(t['scan.photoChoose']).setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: label })
    await expect(page).toHaveURL((url) => url.pathname === `/dl/${gtin}/` && url.search === `?10=${LOT}&17=${expiry}&lang=en`)
  })
})

test("on an Italian desktop, the search's link loads the scan page afresh, whose headers allow the camera; the numbers printed under a code, typed, open its label page", async ({
  page,
}) => {
  const t = dictionaries.it
  await visit(page, routeOfKind('home').path.it)
  await page.locator('.search-button:visible').first().click()
  await page.getByRole('link', { name: t['search.scan'] }).click()
  await expect(page).toHaveURL((url) => url.pathname === scan.it)
  await ready(page)
  // A page routed in the browser would keep the home page's headers, which refuse the camera.
  expect(
    await page.evaluate(() => (document as unknown as { featurePolicy: { allowsFeature(f: string): boolean } }).featurePolicy.allowsFeature('camera')),
  ).toBe(true)

  await page.getByLabel(t['scan.typedLabel']).fill(`(01)${gtin}(17)${expiry}(10)${LOT}`)
  await page.getByRole('button', { name: t['scan.typedSubmit'] }).click()
  await expect(page).toHaveURL((url) => url.pathname === `/dl/${gtin}/` && url.search === `?10=${LOT}&17=${expiry}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
})
