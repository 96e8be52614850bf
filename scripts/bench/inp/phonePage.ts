/**
 * A page on the phone profile (390 × 844 CSS px at 3 device pixels, touch, a processor four times
 * slower through CDP) that records its interactions as the Event Timing API reports them, the way
 * web-vitals computes INP: every event of an interaction (same interactionId) over 16 ms, the
 * interaction's latency being the longest of them.
 */
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'
import { WITHOUT_BROWSER_UI } from '../../harness/withoutBrowserUi.ts'

export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3, cpuSlowdown: 4 } as const

const MAP_TILE = fs.readFileSync(fileURLToPath(import.meta.resolve('leaflet/dist/images/layers.png')))

/** One event of an interaction, as PerformanceEventTiming gives it, in ms. */
interface EventTiming {
  interactionId: number
  name: string
  duration: number
  /** Until the handlers started: the main thread was busy with something else. */
  inputDelay: number
  /** The handlers themselves. */
  processing: number
  /** From the handlers' end to the next paint: rendering, and any task run before it. */
  presentation: number
}

/** The slowest event of the slowest interaction: that interaction's latency and its parts. */
export type Interaction = EventTiming

// The page's own code is given as text: the TypeScript loader would wrap its named functions in
// a helper of its own, which the page does not have.
/** Keeps every event of an interaction over 16 ms, from the document's start; inpEvents() hands them over. */
const RECORDER = `{
  const events = []
  const keep = (entries) => {
    for (const e of entries)
      if (e.interactionId > 0)
        events.push({
          interactionId: e.interactionId,
          name: e.name,
          duration: e.duration,
          inputDelay: e.processingStart - e.startTime,
          processing: e.processingEnd - e.processingStart,
          presentation: e.startTime + e.duration - e.processingEnd,
        })
  }
  const observer = new PerformanceObserver((list) => keep(list.getEntries()))
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true })
  window.inpEvents = () => (keep(observer.takeRecords()), events)
}`

/**
 * Resolves once the main thread has been idle for half a second: ten idle periods in a row of
 * their longest (50 ms). React hydrates in slices of a few milliseconds, so a page can run no long
 * task and still be hydrating.
 */
const QUIET = `new Promise((resolve) => {
  let idle = 0
  const check = (deadline) => {
    idle = deadline.timeRemaining() > 40 ? idle + 1 : 0
    if (idle >= 10) resolve()
    else requestIdleCallback(check)
  }
  requestIdleCallback(check)
})`

/** The events recorded, once the frame the last one waited for is painted (two frames and a moment). */
const RECORDED = `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))).then(() => window.inpEvents())`

/** Debian's Chromium, headless, with nothing of its own running beside the page (updates, background fetches, its interface); `args` adds flags (a fake camera). */
export function launchPhoneBrowser(args: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      WITHOUT_BROWSER_UI,
      ...args,
    ],
    headless: true,
  })
}

/** `cpuSlowdown`: 1 to see what the page itself costs, free of the throttle. */
export async function openPhonePage(browser: Browser, origin: string, cpuSlowdown: number = PHONE.cpuSlowdown): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'it-IT',
  })
  // A visitor who accepted the medical notice before: it covers every page otherwise.
  await context.addInitScript(() => window.localStorage.setItem('medicalDisclaimerAccepted', 'true'))
  await context.addInitScript(RECORDER)
  // Nothing leaves the machine: the map's tiles are answered here, anything else is refused.
  await context.route(
    (url) => url.origin !== origin,
    (route) =>
      new URL(route.request().url()).hostname === 'tile.openstreetmap.org'
        ? route.fulfill({ status: 200, contentType: 'image/png', body: MAP_TILE })
        : route.abort('blockedbyclient'),
  )
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  return page
}

/**
 * Waits until the page has loaded its scripts and its main thread has been idle for a while:
 * hydrated, with the work that follows hydration done, so that an interaction meets only its own.
 */
export async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(QUIET)
}

/**
 * The page's interactions so far, each as its slowest event, slowest first. Entries are reported
 * after the frame they waited for is painted: two frames and a moment are left for the last one.
 */
export async function interactions(page: Page): Promise<Interaction[]> {
  const events = (await page.evaluate(RECORDED)) as EventTiming[]
  const slowest = new Map<number, Interaction>()
  for (const e of events) {
    const known = slowest.get(e.interactionId)
    if (!known || e.duration > known.duration) slowest.set(e.interactionId, e)
  }
  return [...slowest.values()].sort((a, b) => b.duration - a.duration)
}
