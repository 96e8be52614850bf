/**
 * npm run build [-- --mode MODE]: the static site in dist/client (OUT_DIR/client), in three steps;
 * the two heavy ones run in processes of their own, so that their memory is never held at once.
 *
 * 1. Vike's build makes the client and server bundles. The bundler's memory (about 600 MB at
 *    2,000 products) is returned when it ends, instead of staying under the prerender's.
 * 2. Vike's prerender writes every page from the server bundle (the build's automatic run leaves
 *    it to this step: src/pages/+config.ts).
 * 3. Each page is prepared for its first paint and given the security policy (finishPages.ts).
 *
 * Meanwhile, from the start, a thread of this process writes the product-table downloads on the
 * second core (startDownloads.ts).
 *
 * Options: --mode MODE (Vite's mode, default production).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DOWNLOADS_DIR } from '../src/features/downloads/downloadFiles.ts'
import { finishPages } from './site/finishPages.ts'
import { outDir } from './site/outDir.ts'
import { startDownloads } from './site/startDownloads.ts'

const root = path.resolve(import.meta.dirname, '..')

/** Runs Vike's command line (`build` or `prerender`) in plain Node; on failure, exits as it did: it has printed why. */
async function vike(command: 'build' | 'prerender', mode: string): Promise<void> {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/vike/bin.js'), command, '--mode', mode], { cwd: root, stdio: 'inherit' })
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
  const downloads = startDownloads(root, staging)
  await vike('build', values.mode)
  await vike('prerender', values.mode)
  // As in vite.config.ts: a variable set in the shell wins over the .env files. Vite is loaded only
  // now, so that this process stays small while the others run.
  const { loadEnv } = await import('vite')
  const sentryDsn = loadEnv(values.mode, root, 'VITE_').VITE_SENTRY_DSN
  const { policy, pages } = await finishPages(client, sentryDsn)
  console.log(`first paint prepared, security headers: _headers and a policy in ${pages} pages (${policy.length} characters)`)
  console.log(await downloads)
  fs.renameSync(path.join(staging, DOWNLOADS_DIR), path.join(client, DOWNLOADS_DIR))
  fs.rmSync(staging, { recursive: true, force: true })
}

await main()
