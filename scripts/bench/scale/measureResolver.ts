/** bench:scale's measure of the GS1 resolver at a catalogue's size. */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { GENERATED_DIR } from '../../../src/catalogue/generatedDir.ts'
import { COMPATIBILITY_DATE, startWrangler } from '../../host/wranglerHost.ts'
import { median } from '../sideBySide.ts'

const repoRoot = path.resolve(import.meta.dirname, '../../..')

export interface Resolver {
  gtins: number
  /** Files under the site's /01/ folder (a page or linkset per GTIN, as the site once wrote). */
  perGtinFiles: number
  indexFiles: number
  bundleBytes: number
  /** Median and 95th percentile of a resolve (307 to the landing page), and of the landing page itself. */
  resolveMs: number
  resolveP95Ms: number
  landingMs: number
}

export const RESOLVES = 200

/** The GS1 resolver at this size: its files, its Function's bundle, and its answers under workerd, one request at a time. */
export async function measureResolver(dir: string, client: string): Promise<Resolver> {
  const catalogue = JSON.parse(fs.readFileSync(path.join(dir, GENERATED_DIR, 'catalogue.json'), 'utf8')) as {
    products: { table?: { rows: { kind: string; item?: { gtin?: string } }[] } }[]
  }
  const gtins = catalogue.products.flatMap((p) => (p.table?.rows ?? []).flatMap((r) => (r.item?.gtin ? [r.item.gtin] : [])))
  const count = (sub: string) => (fs.existsSync(path.join(client, sub)) ? fs.readdirSync(path.join(client, sub), { recursive: true }).length : 0)
  const out = path.join(dir, '.function')
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/wrangler/bin/wrangler.js'),
      'pages',
      'functions',
      'build',
      '--outdir',
      out,
      `--compatibility-date=${COMPATIBILITY_DATE}`,
    ],
    {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    },
  )
  const bundleBytes = fs.readdirSync(out).reduce((sum, f) => sum + fs.statSync(path.join(out, f)).size, 0)
  const host = await startWrangler(client, { functionsRoot: dir })
  try {
    const time = async (url: string) => {
      const start = performance.now()
      await (await fetch(url, { redirect: 'manual' })).arrayBuffer()
      return performance.now() - start
    }
    // Every isolate's first request reads the manifest and starts the code: left out of the figures.
    for (let i = 0; i < 5; i++) await time(`${host.origin}/01/${gtins[i % gtins.length]}`)
    const resolves: number[] = []
    const landings: number[] = []
    for (let i = 0; i < RESOLVES; i++) {
      // GTINs spread over the catalogue, so most requests read a shard not read before.
      const gtin = gtins[Math.floor((i * gtins.length) / RESOLVES)]!
      resolves.push(await time(`${host.origin}/01/${gtin}/10/L${i}?17=300101`))
      if (i % 4 === 0) landings.push(await time(`${host.origin}/dl/${gtin}/?10=L${i}&17=300101`))
    }
    const sorted = [...resolves].sort((a, b) => a - b)
    return {
      gtins: gtins.length,
      perGtinFiles: count('01'),
      indexFiles: count('_resolver'),
      bundleBytes,
      resolveMs: median(resolves),
      resolveP95Ms: sorted[Math.floor(sorted.length * 0.95)]!,
      landingMs: median(landings),
    }
  } finally {
    await host.close()
  }
}
