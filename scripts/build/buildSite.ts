/**
 * npm run build [-- --mode MODE]: the static site in dist/client (OUT_DIR/client), in three steps.
 * The first two are Vike's build and prerender, through its JavaScript API, each in a process of
 * its own (vikeStep.ts), so that their memory is never held at once:
 *
 * 1. Vike's build makes the client and server bundles; the plugin siteFiles.ts encodes the
 *    pictures before it and writes after it every file of the site's emitters
 *    (emitters/siteEmitters.ts: the sitemap, the feeds, the downloads, the search index, the GS1
 *    resolver's index, …), the same files `npm run dev` serves.
 * 2. Vike's prerender renders every page and writes it (src/pages/+config.ts leaves it to this
 *    step); a large catalogue in several processes, one after another (PAGES_PER_PRERENDER), each
 *    given its share in pageContextInit (src/pages/+onPrerenderStart.ts).
 * 3. One pass over the written pages (preparePages.ts) prepares each for its first paint and
 *    gives it the security policy, which `_headers` holds too.
 *
 * Options: --mode MODE (Vite's mode, default production). The settings are the site's
 * configuration for that mode (src/config/siteConfig.ts).
 */
import { fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import { loadSiteConfig } from '../../src/config/siteConfig.ts'
import { UnexpectedPageError } from './htmlElements.ts'
import { type PreparedPages, preparePages } from './preparePages.ts'
import { readRoutes } from './routePages.ts'
import { policyText } from './securityHeaders.ts'
import { unwrittenPages } from './unwrittenPages.ts'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Pages a prerender process renders at most. Vike keeps every page it has written until its
 * process ends, so a larger catalogue is prerendered in more processes, one after another: three
 * at 2,000 products, each peaking near 1.3 GB. Each process also makes and routes the page context
 * of every address before src/pages/+onPrerenderStart.ts keeps its share, so each one more costs
 * time: at 2,000 products four took 160–172 s of processor time against 125–134 s for three, and
 * peaked at 1,371–1,475 MB against 1,481–1,504 MB; two peaked at 1,531 MB, the edge of the 1.5 GB
 * budget.
 */
const PAGES_PER_PRERENDER = 1600

/** Runs one of Vike's steps (vikeStep.ts) in a process of its own; on failure, exits as it did: it has printed why. */
async function vike(args: string[]): Promise<void> {
  const child = fork(path.join(root, 'scripts/build/vikeStep.ts'), args, { cwd: root, execArgv: ['--import', 'tsx'], stdio: 'inherit' })
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) process.exit(code ?? 1)
}

/** Seconds since `start`, for the line each step prints: where a slow build spends its time. */
const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { mode: { type: 'string', default: 'production' } } })
  const config = loadSiteConfig(values.mode, { root })
  const out = path.join(root, config.OUT_DIR)
  const client = path.join(out, 'client')
  // The last build's site is moved aside at once and deleted while this one is made: tens of
  // thousands of files at a large catalogue, whose removal by the bundler took a third of its time.
  const previous = path.join(out, `.previous-${process.pid}`)
  if (fs.existsSync(client)) fs.renameSync(client, previous)
  const removed = fs.promises.rm(previous, { recursive: true, force: true })
  let step = performance.now()
  await vike(['build', values.mode])
  console.log(`bundles: ${since(step)}`)
  step = performance.now()
  const routes = readRoutes(root)
  const parts = Math.max(1, Math.ceil((routes.length * 2) / PAGES_PER_PRERENDER))
  for (let k = 1; k <= parts; k++) await vike(['prerender', values.mode, ...(parts > 1 ? [`${k}/${parts}`] : [])])
  console.log(`prerender: ${since(step)}`)
  // As Vike does after a prerender of every page: nothing is served from it.
  fs.rmSync(path.join(out, 'server'), { recursive: true, force: true })
  const unwritten = unwrittenPages(client, routes)
  if (unwritten.length > 0) {
    console.error(
      `The build stopped: ${unwritten.length} page(s) of the route table (${GENERATED_DIR}/routes.json) were not prerendered: ${unwritten.slice(0, 10).join(', ')}`,
    )
    process.exit(1)
  }
  step = performance.now()
  let prepared: PreparedPages
  try {
    prepared = preparePages(client, config.VITE_SENTRY_DSN)
  } catch (e) {
    if (!(e instanceof UnexpectedPageError)) throw e
    console.error(`The build stopped: ${e.message}`)
    process.exit(1)
  }
  const { pages, policy } = prepared
  console.log(
    `${pages.length} pages prepared for their first paint; security headers: the site's policy in _headers (${policyText(policy).length} characters), each page's own in the page: ${since(step)}`,
  )
  await removed
}

await main()
