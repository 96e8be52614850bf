/**
 * npm run build [-- --mode MODE]: the static site in dist/client (OUT_DIR/client), in three steps.
 *
 * 1. The catalogue: the generator checks catalogue/ and writes src/generated, as `npm run catalogue`.
 * 2. The bundles and the pages: Vike's build, whose plugins (vite/siteFiles.ts) write every
 *    emitter's file beside the bundles (emitters/siteEmitters.ts), then Vike's prerender of every page.
 * 3. One pass over the written pages (pages/preparePages.ts) prepares each for its first paint and
 *    gives it the security policy, which `_headers` holds too.
 *
 * Step 2 runs in this process, as Vike runs it. A catalogue with more pages than one process can
 * hold (Vike keeps every page it writes until its process ends) is bundled and prerendered in
 * processes of their own instead (vikeStep.ts), each prerender given its share of the pages.
 *
 * Options: --mode MODE (Vite's mode, default production). The settings are the site's
 * configuration for that mode (src/config/siteConfig.ts).
 */
import { fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { build } from 'vike/api'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import { loadSiteConfig } from '../../src/config/siteConfig.ts'
import { generateCatalogue } from '../catalogue/generateCatalogue.ts'
import { formatReport, formatSummary, formatUnexpected, formatWarnings } from '../catalogue/report/problems.ts'
import { UnexpectedPageError } from './pages/htmlElements.ts'
import { preparePages } from './pages/preparePages.ts'
import { readRoutes } from './routePages.ts'
import { policyText } from './pages/securityHeaders.ts'
import { unwrittenPages } from './unwrittenPages.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** Pages one process prerenders at most: about 250 KB each stay in its memory until it ends (docs/build.md). */
const PAGES_PER_PROCESS = 1600

/** Seconds since `start`, for the line each step prints: where a slow build spends its time. */
const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`

/** Stops the build with what went wrong, in the words its reader needs. */
function stop(message: string): never {
  console.error(message)
  process.exit(1)
}

/** Step 1, as `npm run catalogue` does it: a catalogue with problems stops the build with its report. */
function writeCatalogue(): number {
  const started = performance.now()
  let result: ReturnType<typeof generateCatalogue>
  try {
    result = generateCatalogue({ root })
  } catch (e) {
    stop(`${formatUnexpected(e)}\nThe site was not built.`)
  }
  if (result.problems.length > 0) stop(`${formatReport(result.problems)}\nThe site was not built.`)
  console.log(formatSummary(result.summary!, false, performance.now() - started))
  if (result.warnings.length > 0) console.warn(formatWarnings(result.warnings))
  return result.summary!.pages
}

/** One of Vike's steps in a process of its own (vikeStep.ts); on failure, exits as it did: it has printed why. */
async function vikeProcess(args: string[]): Promise<void> {
  const child = fork(path.join(root, 'node_modules/.bin/jiti'), [path.join(root, 'scripts/site/vikeStep.ts'), ...args], { cwd: root, stdio: 'inherit' })
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) process.exit(code ?? 1)
}

/** Step 2: Vike's build and prerender, in this process or, for a large catalogue, in several. */
async function bundlesAndPages(mode: string, pages: number, out: string): Promise<void> {
  const parts = Math.ceil(pages / PAGES_PER_PROCESS)
  if (parts <= 1) {
    // Vike's default: the prerender runs at the end of the build (https://vike.dev/api#build).
    await build({ viteConfig: { mode } })
    return
  }
  await vikeProcess(['build', mode])
  for (let k = 1; k <= parts; k++) await vikeProcess(['prerender', mode, `${k}/${parts}`])
  // As Vike does after its own prerender: nothing is served from the server build.
  fs.rmSync(path.join(out, 'server'), { recursive: true, force: true })
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { mode: { type: 'string', default: 'production' } } })
  const config = loadSiteConfig(values.mode, { root })
  const out = path.join(root, config.OUT_DIR)
  const client = path.join(out, 'client')

  let step = performance.now()
  const pages = writeCatalogue()
  console.log(`catalogue: ${since(step)}`)

  // The last build's site is moved aside at once and deleted while this one is made: tens of
  // thousands of files at a large catalogue, whose removal by the bundler took a third of its time.
  const previous = path.join(out, `.previous-${process.pid}`)
  if (fs.existsSync(client)) fs.renameSync(client, previous)
  const removed = fs.promises.rm(previous, { recursive: true, force: true })

  step = performance.now()
  await bundlesAndPages(values.mode, pages, out)
  console.log(`bundles and pages: ${since(step)}`)
  const routes = readRoutes(root)
  const unwritten = unwrittenPages(client, routes)
  if (unwritten.length > 0) {
    stop(
      `The build stopped: ${unwritten.length} page(s) of the route table (${GENERATED_DIR}/routes.json) were not prerendered: ${unwritten.slice(0, 10).join(', ')}`,
    )
  }

  step = performance.now()
  try {
    const { pages: prepared, policy } = preparePages(client, config.VITE_SENTRY_DSN)
    console.log(
      `${prepared.length} pages prepared for their first paint; security headers: the site's policy in _headers (${policyText(policy).length} characters), each page's own in the page: ${since(step)}`,
    )
  } catch (e) {
    if (!(e instanceof UnexpectedPageError)) throw e
    stop(`The build stopped: ${e.message}`)
  }
  await removed
}

await main()
