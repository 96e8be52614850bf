/**
 * npm run build [-- --mode MODE]: the static site in dist/client (OUT_DIR/client), in three steps.
 * The first two are Vike's build and prerender, through its JavaScript API, each in a process of
 * its own (vikeStep.ts), so that their memory is never held at once:
 *
 * 1. Vike's build makes the client and server bundles (the images, the sitemap and the search
 *    index come with it: site/sitePlugin.ts).
 * 2. Vike's prerender renders every page and writes it (src/pages/+config.ts leaves it to this
 *    step); a large catalogue in several processes, one after another (PAGES_PER_PRERENDER).
 * 3. One pass over the written pages (site/preparePages.ts) prepares each for its first paint and
 *    gives it the security policy, which `_headers` holds too.
 *
 * Meanwhile, from the start, a thread of this process writes on the second core what depends on
 * the catalogue alone (startThread.ts): the product-table downloads (site/writeDownloads.ts). Its
 * code is bundled into plain JavaScript first, so that the thread does not start a TypeScript
 * loader of its own. At the end its files are moved into the site. (The GS1 Digital Link resolver
 * answers at request time, a Pages Function under functions/; the bundler writes its index.)
 *
 * Options: --mode MODE (Vite's mode, default production). The settings are the site's
 * configuration for that mode (src/config/siteConfig.ts).
 */
import { fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as esbuild from 'esbuild'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import { environmentWith, loadSiteConfig } from '../../src/config/siteConfig.ts'
import { DOWNLOADS_DIR } from '../../src/features/downloads/downloadFiles.ts'
import { UnexpectedPageError } from './htmlElements.ts'
import { type PreparedPages, preparePages } from './preparePages.ts'
import { readRoutes } from './routePages.ts'
import { policyText } from './securityHeaders.ts'
import { startThread } from './startThread.ts'
import { unwrittenPages } from './unwrittenPages.ts'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Pages a prerender process renders at most. Vike keeps every page it has written until its
 * process ends (about 250 KB a page), so a larger catalogue is prerendered in more processes
 * (PRERENDER_PART, src/routing/routeTable.ts), one after another: at 2,000 products three of some 600 MB
 * each. Two at a time took the build past 1.5 GB and gained no time, since the downloads need the
 * other core for much of it.
 */
const PAGES_PER_PRERENDER = 1400

/** Runs one of Vike's steps (vikeStep.ts) in a process of its own; on failure, exits as it did: it has printed why. */
async function vike(args: string[], part?: string): Promise<void> {
  const env = part ? environmentWith({ PRERENDER_PART: part }) : undefined
  const child = fork(path.join(root, 'scripts/build/vikeStep.ts'), args, { cwd: root, execArgv: ['--import', 'tsx'], stdio: 'inherit', env })
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
  // Steps on threads write beside the output folder, which the build empties, and are moved into it at the end.
  const staging = path.join(out, '.threads')
  fs.rmSync(staging, { recursive: true, force: true })
  // Their code bundled first: a thread then needs no TypeScript loader. Packages stay imports: they are plain JavaScript already.
  await esbuild.build({
    entryPoints: { writeDownloads: path.join(root, 'scripts/build/writeDownloads.ts') },
    outdir: path.join(staging, 'code'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  })
  // Its compiler process is not needed until the last step; the memory goes to the bundler and the prerender.
  await esbuild.stop()
  const generatedDir = path.join(root, GENERATED_DIR)
  const downloads = startThread('downloads', path.join(staging, 'code/writeDownloads.mjs'), [
    path.join(generatedDir, 'catalogue.json'),
    path.join(staging, 'downloads'),
    config.SITE_URL,
  ])
  let step = performance.now()
  await vike(['build', values.mode])
  console.log(`bundles: ${since(step)}`)
  step = performance.now()
  const routes = readRoutes(generatedDir)
  const parts = Math.max(1, Math.ceil((routes.length * 2) / PAGES_PER_PRERENDER))
  for (let k = 1; k <= parts; k++) await vike(['prerender', values.mode], `${k}/${parts}`)
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
  console.log(await downloads)
  fs.renameSync(path.join(staging, 'downloads', DOWNLOADS_DIR), path.join(client, DOWNLOADS_DIR))
  fs.rmSync(staging, { recursive: true, force: true })
  await removed
}

await main()
