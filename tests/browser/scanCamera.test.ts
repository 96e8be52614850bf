/**
 * A label read by the camera, live: each code a label carries drawn by bwip-js and played by
 * Chromium's fake camera, the camera allowed as a phone's visitor allows it. The browser reads the
 * camera's file when a page starts the camera, so one browser plays each test's label in turn. Each scan lands on the label page of its GTIN, in
 * the page's language, with the lot and expiry its code holds. Debian's Chromium has no
 * BarcodeDetector, so this is the WebAssembly reader. What each code's text reads as is
 * readLabel.test.ts's; the photo and the typed numbers are scan.test.ts's.
 */
import os from 'node:os'
import path from 'node:path'
import type { Lang } from '#src/catalogue/langs.ts'
import { CHROMIUM, FLAGS } from '../../scripts/harness/chromium.ts'
import { routeOfKind } from '../../scripts/harness/builtSite.ts'
import { labelExample } from '../../scripts/harness/catalogueExamples.ts'
import { type LabelSymbology, writeLabelVideo } from '../../scripts/harness/labelImages.ts'
import { expect, test, visit } from './siteTest.ts'

const { gtin, expiry } = labelExample()
const LOT = 'L2405'
/** The fake camera's file, one for each worker, written anew by each test. */
const video = path.join(os.tmpdir(), `scan-camera-${process.pid}`, 'label.y4m')

test.use({
  viewport: { width: 390, height: 844 },
  launchOptions: {
    executablePath: CHROMIUM,
    args: [...FLAGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  },
})

const labels: { name: string; symbology: LabelSymbology; text: string; lang: Lang; query: string }[] = [
  { name: 'datamatrix', symbology: 'gs1datamatrix', text: `(01)${gtin}(17)${expiry}(10)${LOT}`, lang: 'it', query: `?10=${LOT}&17=${expiry}` },
  {
    name: 'digital-link',
    symbology: 'qrcode',
    text: `https://id.example.com/01/${gtin}/10/${LOT}?17=${expiry}`,
    lang: 'en',
    query: `?10=${LOT}&17=${expiry}&lang=en`,
  },
  { name: 'gs1-128', symbology: 'gs1-128', text: `(01)${gtin}(10)${LOT}`, lang: 'it', query: `?10=${LOT}` },
]

for (const label of labels) {
  test.describe(`a ${label.name} label`, () => {
    test.use({ locale: label.lang === 'it' ? 'it-IT' : 'en-GB' })

    test(`in the camera opens its label page (${label.lang})`, async ({ page }) => {
      writeLabelVideo(path.dirname(video), path.basename(video, '.y4m'), label.symbology, label.text)
      await visit(page, routeOfKind('scan').path[label.lang])
      await page.locator('.scan-way button').first().click()
      await expect(page).toHaveURL((url) => url.pathname === `/dl/${gtin}/` && url.search === label.query)
      await expect(page.locator('html')).toHaveAttribute('lang', label.lang)
    })
  })
}
