/**
 * Serves a built site on Cloudflare Pages' own runtime, locally: `wrangler pages dev <dir>`
 * (workerd), with the Pages Functions under functions/, the `_routes.json`, `_headers` and
 * `_redirects` of the folder, on a free loopback port. For tests and benchmarks, and `npm start`.
 * No telemetry, no network: wrangler's metrics are off, and it serves from the folder alone.
 *
 * As a command: jiti scripts/host/wranglerHost.ts <dir> [--port 3000]
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { environmentWith } from './environmentWith.ts'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The last date the runtime bundled with wrangler 4.86 knows; a later one is refused. Wrangler
 * 4.86 is the last to run on Node 20, the project's machines' Node.
 */
export const COMPATIBILITY_DATE = '2026-05-03'

/** How long wrangler may take to bundle the Functions and start workerd. */
const START_TIMEOUT_MS = 90_000

export interface WranglerHost {
  origin: string
  close: () => Promise<void>
}

export interface WranglerOptions {
  /** The port to listen on; a free one when not given. */
  port?: number
  /** The folder whose functions/ the site runs (the repository's by default). */
  functionsRoot?: string
  /** Serve over HTTPS with this key and certificate (PEM files), as a client that insists on https:// needs. */
  https?: { keyPath: string; certPath: string }
}

/** A port nobody listens on now, as the system hands it out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Starts `wrangler pages dev` on `dir` and resolves once it answers. */
export async function startWrangler(dir: string, options: WranglerOptions = {}): Promise<WranglerHost> {
  const port = options.port ?? (await freePort())
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'wrangler-state-'))
  const args = [
    path.join(root, 'node_modules/wrangler/bin/wrangler.js'),
    'pages',
    'dev',
    path.resolve(dir),
    '--cwd',
    path.resolve(options.functionsRoot ?? root),
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(await freePort()),
    `--compatibility-date=${COMPATIBILITY_DATE}`,
    '--persist-to',
    state,
    '--log-level',
    'warn',
    '--show-interactive-dev-session=false',
    ...(options.https ? ['--local-protocol', 'https', '--https-key-path', options.https.keyPath, '--https-cert-path', options.https.certPath] : []),
  ]
  // Its own process group, so that closing it ends workerd too, and nothing else.
  const child = spawn(process.execPath, args, {
    cwd: options.functionsRoot ?? root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: environmentWith({ WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: path.join(state, 'logs'), NO_COLOR: '1' }),
  })
  let output = ''
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  const origin = `${options.https ? 'https' : 'http'}://127.0.0.1:${port}`
  // Should this process end without closing it (a test run stopped), workerd is not left running.
  const orphaned = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  process.once('exit', orphaned)
  const close = () => {
    process.off('exit', orphaned)
    return stop(child, state)
  }
  try {
    await waitUntilAnswering(origin, child, () => output)
  } catch (e) {
    await close()
    throw e
  }
  return { origin, close }
}

async function waitUntilAnswering(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev stopped (exit code ${child.exitCode}):\n${output().trim()}`)
    try {
      // Any answer will do, from a certificate of its own too: the server is up.
      await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) }).catch((e: Error) => {
        if (!/certificate|self[- ]signed/i.test(`${e.message} ${(e.cause as Error | undefined)?.message}`)) throw e
      })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  throw new Error(`wrangler pages dev did not answer on ${origin} within ${START_TIMEOUT_MS / 1000} s:\n${output().trim()}`)
}

async function stop(child: ChildProcess, state: string): Promise<void> {
  if (child.exitCode === null && child.pid !== undefined) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // Gone meanwhile.
      }
    }
  }
  fs.rmSync(state, { recursive: true, force: true })
}

if (import.meta.filename === process.argv[1]) {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { port: { type: 'string' } } })
  const dir = positionals[0] ?? 'dist/client'
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No built site in ${dir}: run "npm run build" first.`)
    process.exit(1)
  }
  const host = await startWrangler(dir, values.port ? { port: Number(values.port) } : {})
  console.log(
    `The site, with its GS1 Digital Link resolver, on Cloudflare Pages' runtime: ${host.origin.replace('127.0.0.1', 'localhost')}/  (Ctrl+C stops it)`,
  )
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void host.close().then(() => process.exit(0)))
}
