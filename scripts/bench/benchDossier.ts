/**
 * The tender dossier on the phone profile (scripts/bench/inp/phonePage.ts: a processor four times
 * slower): a request list of ten codes from three lines of the built catalogue, the list page
 * opened and settled, then the time from the click on "Download the tender dossier" until the page
 * offers the ZIP (its code, data and documents fetched, every file made, the ZIP written). Builds
 * nothing: give it a site folder (default dist/client). Prints each run, the median, and exits 1
 * when the median misses the budget.
 * Usage: npm run bench:dossier [-- dist/client] [-- --runs 5] [-- --slowdown 1]
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadAverage, median } from './medianOf.ts'
import { readGenerated } from '../../src/catalogue/readGenerated.ts'
import { serveStatic } from '../harness/serveStatic.ts'
import { launchPhoneBrowser, openPhonePage, PHONE, quiet } from './inp/phonePage.ts'

const root = path.resolve(import.meta.dirname, '../..')
/** From the click until the dossier is offered, for 10 codes of 3 lines. */
const MAX_READY_MS = 3000

/** Ten codes on sale from the first three lines that have products on sale: the first two products of each, in turn. */
function tenCodesOfThreeLines(): string[] {
  const { catalogue } = readGenerated(root)
  const onSale = catalogue.products.filter((p) => p.withdrawn === undefined && p.table)
  const lines = [...new Set(onSale.map((p) => p.line))].slice(0, 3)
  const pools = lines.map((line) =>
    onSale
      .filter((p) => p.line === line)
      .slice(0, 2)
      .flatMap((p) => p.table!.rows.flatMap((r) => (r.kind === 'item' ? [r.item.code] : []))),
  )
  const codes: string[] = []
  for (let i = 0; codes.length < 10 && pools.some((p) => p.length > i); i++) for (const pool of pools) if (pool[i] && codes.length < 10) codes.push(pool[i]!)
  return codes
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '5' }, slowdown: { type: 'string', default: String(PHONE.cpuSlowdown) } },
  })
  const runs = Number(values.runs)
  const codes = tenCodesOfThreeLines()
  const host = await serveStatic(path.resolve(root, positionals[0] ?? 'dist/client'))
  const browser = await launchPhoneBrowser()
  const times: number[] = []
  try {
    for (let run = 1; run <= runs; run++) {
      const page = await openPhonePage(browser, host.origin, Number(values.slowdown))
      try {
        await page
          .context()
          .addInitScript((list) => window.localStorage.setItem('requestList', list), JSON.stringify(codes.map((code) => ({ code, packs: 1 }))))
        await page.goto(`${host.origin}/richiesta/`)
        await quiet(page)
        const ready = page.locator('.tender-dossier__status a')
        const start = Date.now()
        await page.getByRole('button', { name: 'Scarica il dossier di gara' }).click()
        await ready.waitFor({ timeout: 30_000 })
        const ms = Date.now() - start
        times.push(ms)
        console.log(`run ${run}: ${ms} ms (${(await page.locator('.tender-dossier__status p').first().textContent())?.trim()})`)
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
    `\nTender dossier of ${codes.length} codes on the phone profile (processor ${values.slowdown}× slower): median ${figure} ms of ${runs}; budget ${MAX_READY_MS} ms; load average ${load}`,
  )
  if (figure > MAX_READY_MS) process.exitCode = 1
}

await main()
