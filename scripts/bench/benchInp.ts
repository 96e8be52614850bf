/**
 * Interaction to Next Paint on a phone (scripts/bench/inp/phonePage.ts) for the interactions
 * of scripts/bench/inp/interactions.ts, on a built site served as the host serves it. Builds
 * nothing: give it a site folder (default dist/client). With --vs another build's folder, the two
 * are measured in turn, interaction by interaction and run by run, and their medians compared.
 * Prints each run's slowest interaction with its parts, the medians, and exits 1 when a median of
 * the first site misses the budget.
 * Usage: npm run bench:inp [-- dist/client] [-- --vs ../old/dist/client] [-- --runs 3] [-- --only menu,search]
 * [-- --slowdown 1] (the processor unthrottled: what the page itself costs on this machine)
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadAverage, median } from './medianOf.ts'
import { serveStatic } from '../harness/serveStatic.ts'
import { MAX_INP_MS } from './inp/budgets.ts'
import { type InteractionRun, interactionRuns, missingPages, perform } from './inp/interactions.ts'
import { type Interaction, PHONE, interactions, launchPhoneBrowser, openPhonePage } from './inp/phonePage.ts'

const root = path.resolve(import.meta.dirname, '../..')
const ms = (n: number) => `${Math.round(n)} ms`

interface Site {
  label: string
  client: string
  origin: string
  close: () => Promise<void>
}

/** The worst interaction of one run, or none when every event took under 16 ms. */
function describe(worst: Interaction | undefined): string {
  if (!worst) return '< 16 ms'
  const { name, duration, inputDelay, processing, presentation } = worst
  return `${ms(duration)} (${name}: input delay ${ms(inputDelay)}, handlers ${ms(processing)}, to the paint ${ms(presentation)})`
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      vs: { type: 'string' },
      runs: { type: 'string', default: '3' },
      only: { type: 'string' },
      slowdown: { type: 'string', default: String(PHONE.cpuSlowdown) },
    },
  })
  const runs = Number(values.runs)
  const slowdown = Number(values.slowdown)
  const only = values.only?.split(',')
  const chosen = interactionRuns(root).filter((r) => !only || only.some((o) => r.name.includes(o)))
  const folders = [positionals[0] ?? 'dist/client', ...(values.vs ? [values.vs] : [])].map((f) => path.resolve(root, f))
  for (const folder of folders) {
    const missing = missingPages(folder, chosen)
    if (missing.length > 0) throw new Error(`${folder} has no page for ${missing.join(', ')}: give the client folder of a build of this catalogue.`)
  }
  const sites: Site[] = []
  for (const [i, client] of folders.entries()) {
    const host = await serveStatic(client)
    sites.push({ label: i === 0 ? 'this' : 'vs', client, origin: host.origin, close: host.close })
  }
  const browser = await launchPhoneBrowser()
  const figures = new Map<InteractionRun, Map<Site, number[]>>(chosen.map((r) => [r, new Map(sites.map((s) => [s, []]))]))
  try {
    for (let run = 1; run <= runs; run++) {
      // Each run starts with the other site, so that neither always follows the same one.
      const order = run % 2 === 1 ? sites : [...sites].reverse()
      for (const interaction of chosen) {
        for (const site of order) {
          const page = await openPhonePage(browser, site.origin, slowdown)
          try {
            await perform(page, site.origin, interaction)
            const worst = (await interactions(page))[0]
            figures
              .get(interaction)!
              .get(site)!
              .push(worst?.duration ?? 0)
            console.log(`run ${run}, ${site.label}, ${interaction.name}: ${describe(worst)}`)
          } catch (error) {
            // A run the page did not finish (a step that timed out on a busy machine) is left out, and said.
            console.log(`run ${run}, ${site.label}, ${interaction.name}: not measured: ${String(error).split('\n')[0]}`)
          } finally {
            await page.context().close()
          }
        }
      }
    }
  } finally {
    await browser.close()
    for (const site of sites) await site.close()
  }

  const load = loadAverage()
  console.log(`\nINP on the phone profile (${PHONE.width} × ${PHONE.height} px, touch, processor ${slowdown}× slower), median of ${runs}; load average ${load}`)
  for (const site of sites) console.log(`${site.label}: ${path.relative(root, site.client) || '.'}`)
  const [first, other] = sites as [Site, Site | undefined]
  console.log(other ? '\n| interaction | this | vs | this / vs |\n|---|---|---|---|' : '\n| interaction | INP |\n|---|---|')
  const missed: string[] = []
  /** The median, and how many runs it is of when some were not measured. */
  const shown = (values: number[]) => (values.length === 0 ? 'not measured' : `${ms(median(values))}${values.length < runs ? ` (${values.length} runs)` : ''}`)
  for (const [interaction, bySite] of figures) {
    const mine = bySite.get(first)!
    if (mine.length === 0) missed.push(`${interaction.name}: not measured`)
    else if (median(mine) > MAX_INP_MS) missed.push(`${interaction.name}: ${ms(median(mine))} > ${ms(MAX_INP_MS)}`)
    if (!other) console.log(`| ${interaction.name} | ${shown(mine)} |`)
    else {
      const theirs = bySite.get(other)!
      const ratio = mine.length > 0 && theirs.length > 0 && median(theirs) > 0 ? (median(mine) / median(theirs)).toFixed(2) : '–'
      console.log(`| ${interaction.name} | ${shown(mine)} | ${shown(theirs)} | ${ratio} |`)
    }
  }
  if (missed.length > 0) {
    console.log(`\n${missed.length} interaction(s) over the budget:\n${missed.join('\n')}`)
    process.exitCode = 1
  } else console.log(`\nEvery interaction within ${ms(MAX_INP_MS)}.`)
}

await main()
