/**
 * The scan page on the phone profile (scripts/bench/inp/phonePage.ts: a processor four times
 * slower), a label's GS1 DataMatrix (GTIN, expiry, lot) in Chromium's fake camera: the time from
 * the tap on "Scan with the camera" until the label page has loaded. Each run a fresh visitor, so
 * each fetches and compiles the WebAssembly reader (Chromium has no BarcodeDetector here). Builds
 * nothing: give it a site folder (default dist/client). Prints each run, the median, and exits 1
 * when the median misses the budget.
 * Usage: npm run bench:scan [-- dist/client] [-- --runs 3] [-- --slowdown 1]
 */
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadAverage, median } from './medianOf.ts'
import { readGenerated } from '../../src/catalogue/readGenerated.ts'
import { gtinCheckDigit } from '../../src/catalogue/gtinCheckDigit.ts'
import { writeLabelVideo } from '../harness/labelImages.ts'
import { serveStatic } from '../harness/serveStatic.ts'
import { launchPhoneBrowser, openPhonePage, PHONE, quiet } from './inp/phonePage.ts'

const root = path.resolve(import.meta.dirname, '../..')
/** From the camera's tap to the label page. */
const MAX_SCAN_MS = 1500

/** The first GTIN of the built catalogue with a valid check digit. */
function firstGtin(): string {
  const { catalogue } = readGenerated(root)
  const gtin = catalogue.products
    .flatMap((p) => p.table?.rows.flatMap((r) => (r.kind === 'item' && r.item.gtin ? [r.item.gtin] : [])) ?? [])
    .find((g) => gtinCheckDigit(g.slice(0, -1)) === Number(g.at(-1)))
  if (!gtin) throw new Error('The built catalogue has no code with a GTIN.')
  return gtin
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '3' }, slowdown: { type: 'string', default: String(PHONE.cpuSlowdown) } },
  })
  const runs = Number(values.runs)
  const gtin = firstGtin()
  const video = writeLabelVideo(path.join(os.tmpdir(), `bench-scan-${process.pid}`), 'label', 'gs1datamatrix', `(01)${gtin}(17)270531(10)L2405`)
  const host = await serveStatic(path.resolve(root, positionals[0] ?? 'dist/client'))
  const browser = await launchPhoneBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ])
  const times: number[] = []
  try {
    for (let run = 1; run <= runs; run++) {
      const page = await openPhonePage(browser, host.origin, Number(values.slowdown))
      try {
        await page.goto(`${host.origin}/scansiona/`)
        await quiet(page)
        // The browser's own touch at the button's middle: the test driver's tap would run its checks in the page and be timed with it.
        const box = (await page.getByRole('button', { name: 'Scansiona con la fotocamera' }).boundingBox())!
        const start = Date.now()
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
        await page.waitForURL((url) => url.pathname === `/dl/${gtin}/`, { timeout: 30_000 })
        const ms = Date.now() - start
        times.push(ms)
        console.log(`run ${run}: ${ms} ms`)
      } finally {
        await page.context().close()
      }
    }
  } finally {
    await browser.close()
    await host.close()
  }
  const load = loadAverage()
  const figure = median(times)
  console.log(
    `\nA GS1 DataMatrix in the camera to its label page on the phone profile (processor ${values.slowdown}× slower): median ${figure} ms of ${runs}; budget ${MAX_SCAN_MS} ms; load average ${load}`,
  )
  if (figure > MAX_SCAN_MS) process.exitCode = 1
}

await main()
