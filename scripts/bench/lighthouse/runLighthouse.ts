/**
 * Lighthouse 13 (mobile, default simulated throttling) in Debian's Chromium, driven through
 * puppeteer so that every request leaving the local site is answered here: map tiles get a local
 * image, anything else is refused. No run depends on the network.
 */
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse'
import puppeteer, { type Browser } from 'puppeteer-core'
import sharp from 'sharp'
import { WITHOUT_BROWSER_UI } from '../../harness/withoutBrowserUi.ts'

const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** A plain tile as large as OpenStreetMap's, so that the image-size audit judges the page's map, not the stand-in. */
const MAP_TILE = sharp({ create: { width: 256, height: 256, channels: 3, background: '#e6eadf' } })
  .png()
  .toBuffer()

export type Lhr = RunnerResult['lhr']

/** `localTls`: accept the benchmark server's own certificate (serveStatic with http2). */
export async function launchChromium(options: { localTls?: boolean } = {}): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      WITHOUT_BROWSER_UI,
      ...(options.localTls ? ['--ignore-certificate-errors'] : []),
    ],
  })
}

export interface RunOptions {
  /** Only these categories (all four when absent). */
  onlyCategories?: string[]
  /** Measure a page that answers 404 on purpose. */
  ignoreStatusCode?: boolean
  /** Lighthouse's own settings besides these (its flags: https://github.com/GoogleChrome/lighthouse/blob/main/docs/configuration.md). */
  settings?: Flags
}

/** How many times a run is tried when Lighthouse itself fails to record it (its advice for such errors is to run it again). */
const ATTEMPTS = 3

/** One Lighthouse run of `url`; a run whose trace Lighthouse could not record (NO_NAVSTART, NO_FCP…) is tried again. */
export async function runLighthouse(browser: Browser, url: string, options: RunOptions = {}): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await runOnce(browser, url, options)
    const error = lhr.runtimeError
    if (!error) return lhr
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url} in ${ATTEMPTS} attempts: ${error.message}`)
    console.log(`${url}: Lighthouse could not record this run (${error.code}); running it again`)
  }
}

async function runOnce(browser: Browser, url: string, options: RunOptions): Promise<Lhr> {
  const local = new URL(url).origin
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await page.setRequestInterception(true)
    const tile = await MAP_TILE
    page.on('request', (request) => {
      const target = new URL(request.url())
      if (target.origin === local || target.protocol === 'data:' || target.protocol === 'blob:') return void request.continue()
      if (target.hostname === 'tile.openstreetmap.org') return void request.respond({ status: 200, contentType: 'image/png', body: tile })
      return void request.abort('blockedbyclient')
    })
    const flags: Flags = {
      ...options.settings,
      output: 'json',
      logLevel: 'error',
      onlyCategories: options.onlyCategories,
      ignoreStatusCode: options.ignoreStatusCode,
    }
    const result = await lighthouse(url, flags, undefined, page)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    await context.close()
  }
}

/** Scored audits of a category that did not pass, as "id: title". */
export function failedAudits(lhr: Lhr, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? []
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => `${a.id}: ${a.title}`)
}
