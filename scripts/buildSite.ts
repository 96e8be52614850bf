/**
 * npm run build [-- --mode MODE]: the static site in dist/client (OUT_DIR/client), in two steps,
 * each in a process of its own, so that their memory is never held at once.
 *
 * 1. Vike's build makes the client and server bundles. The bundler's memory (about 600 MB at
 *    2,000 products) is returned when it ends, instead of staying under the prerender's.
 * 2. The prerender (site/prerenderPages.js; the build's automatic run leaves it to this step:
 *    src/pages/+config.ts) renders every page; its writer threads write each page as it comes,
 *    prepared for its first paint, and give every page the security policy at the end.
 *
 * Meanwhile, from the start, a thread of this process writes the product-table downloads on the
 * second core (startDownloads.ts).
 *
 * The threads' code (the downloads and the prerender's page writers) is bundled into plain
 * JavaScript first, so that no thread runs the TypeScript loader: in a thread it starts a loader
 * thread and a compiler of its own, and compiles the modules again each time.
 *
 * Options: --mode MODE (Vite's mode, default production).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as esbuild from 'esbuild'
import { GENERATED_DIR } from '../src/catalogue/generatedDir.ts'
import { DOWNLOADS_DIR } from '../src/features/downloads/downloadFiles.ts'
import { outDir } from './site/outDir.ts'
import { readRoutes } from './site/routePages.ts'
import { startDownloads } from './site/startDownloads.ts'
import { unwrittenPages } from './site/unwrittenPages.ts'

const root = path.resolve(import.meta.dirname, '..')

/** Runs a step in plain Node (no TypeScript loader); on failure, exits as it did: it has printed why. */
async function run(script: string, args: string[], nodeOptions: string[] = []): Promise<void> {
  const child = spawn(process.execPath, [...nodeOptions, path.join(root, script), ...args], { cwd: root, stdio: 'inherit' })
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) process.exit(code ?? 1)
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { mode: { type: 'string', default: 'production' } } })
  const out = path.join(root, outDir())
  const client = path.join(out, 'client')
  // The downloads are written beside the output folder, which the build empties, and moved into it at the end.
  const staging = path.join(out, '.downloads')
  fs.rmSync(staging, { recursive: true, force: true })
  // Beside the output folder too. Packages stay imports: they are plain JavaScript already.
  const threads = path.join(out, '.threads')
  await esbuild.build({
    entryPoints: { writeDownloads: path.join(root, 'scripts/site/writeDownloads.ts'), pageWriterThread: path.join(root, 'scripts/site/pageWriterThread.ts') },
    outdir: threads,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  })
  // Its compiler process is not needed again; the memory goes to the bundler and the prerender.
  await esbuild.stop()
  const downloads = startDownloads(path.join(threads, 'writeDownloads.mjs'), path.join(root, GENERATED_DIR, 'catalogue.json'), staging)
  await run('node_modules/vike/bin.js', ['build', '--mode', values.mode])
  const writer = path.join(threads, 'pageWriterThread.mjs')
  // V8 lets a heap grow to about four times what is live before collecting it whole. The prerender
  // keeps 150–200 MB live at 2,000 products but makes garbage fast, so it grew to 600 MB; at 25 %
  // it stays near 250 MB. Unlike a cap on the heap, it never stops a larger catalogue's build.
  // Growing by 25 % from nothing, though, the heap was collected whole again and again while Vike
  // made its page contexts: starting the old space at 200 MB spares those collections (the first
  // page 0.35 s sooner, the step 0.5–1.2 s shorter at 2,000 products, its peak no higher).
  await run('scripts/site/prerenderPages.js', [values.mode, client, writer], ['--heap-growing-percent=25', '--initial-old-space-size=200'])
  const unwritten = unwrittenPages(client, readRoutes(path.join(root, GENERATED_DIR)))
  if (unwritten.length > 0) {
    console.error(`The build stopped: ${unwritten.length} page(s) of the route table (${GENERATED_DIR}/routes.json) were not prerendered: ${unwritten.slice(0, 10).join(', ')}`)
    process.exit(1)
  }
  console.log(await downloads)
  fs.rmSync(threads, { recursive: true, force: true })
  fs.renameSync(path.join(staging, DOWNLOADS_DIR), path.join(client, DOWNLOADS_DIR))
  fs.rmSync(staging, { recursive: true, force: true })
}

await main()
