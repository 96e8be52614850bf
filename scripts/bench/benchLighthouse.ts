/**
 * Measures the site as a visitor on a phone gets it: builds the production configuration (every
 * variable of .env.example set, error reporting pointing at a local stand-in), serves it with gzip
 * on a free loopback port, runs Lighthouse 3 times on one page of each template in both languages,
 * prints the medians and exits 1 when a budget is missed. With --vs DIR, another checkout is built
 * and served the same way, each Lighthouse run of a page paired with one of the other's, in turns,
 * and the table adds the other's TBT and LCP and the ratios (sideBySide.ts). It prints the host's
 * `benchmarkIndex` and the slowdown Lighthouse's table gives for it (hostSlowdown.ts); with
 * --cpu-slowdown N the runs use N instead of Lighthouse's default 4.
 * Usage: npm run bench:lighthouse [-- --runs 3] [-- --only search,requestList] [-- --vs DIR] [-- --cpu-slowdown 2]
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadAverage } from './medianOf.ts'
import { gzipSync } from 'node:zlib'
import { CATEGORIES, MAX_CLS, MAX_FIRST_LOAD_JS, MAX_METRIC, MAX_SEARCH_BYTES, missedScores } from './lighthouse/budgets.ts'
import { hostClass } from './lighthouse/hostSlowdown.ts'
import { pagesToMeasure } from './lighthouse/pagesToMeasure.ts'
import { type Lhr, failedAudits, launchChromium, runLighthouse } from './lighthouse/runLighthouse.ts'
import { serveStatic } from '../harness/serveStatic.ts'
import { type Checkout, checkouts, median } from './sideBySide.ts'
import { firstLoadScripts } from '../site/pages/firstLoadScripts.ts'

const root = path.resolve(import.meta.dirname, '../..')
const outDir = 'dist-lighthouse'

/** Stands in for the error-reporting service: accepts every envelope. */
async function startSentryStandIn(): Promise<{ dsn: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    req.resume().on('end', () => res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' }).end('{}'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return { dsn: `http://benchpublickey@127.0.0.1:${address.port}/1`, close: () => server.close() }
}

/** Every variable of .env.example, set as a deployment would set it. */
function productionEnv(dsn: string): Record<string, string> {
  const names = [...fs.readFileSync(path.join(root, '.env.example'), 'utf8').matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]!)
  const value = (name: string) => (name === 'VITE_SENTRY_DSN' ? dsn : name === 'SITE_URL' ? 'https://www.example.com' : `bench_${name.toLowerCase()}`)
  return Object.fromEntries(names.map((name) => [name, value(name)]))
}

interface Row {
  page: string
  url: string
  scores: Record<string, number>
  fcp: number
  lcp: number
  tbt: number
  cls: number
  bytes: number
  js: number
  failures: string[]
}

/** Gzip bytes of the scripts a page loads before it is interactive (features loaded on use are not counted). */
function firstLoadJs(client: string, file: string): number {
  return [...firstLoadScripts(client, fs.readFileSync(path.join(client, file), 'utf8'), file)].reduce(
    (sum, u) => sum + gzipSync(fs.readFileSync(path.join(client, u))).length,
    0,
  )
}

function summarise(page: string, url: string, runs: Lhr[], js: number): Row {
  const num = (id: string) => median(runs.map((r) => r.audits[id]?.numericValue ?? Number.NaN))
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.categories[c]?.score ?? 0))]))
  const row: Row = {
    page,
    url,
    scores,
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    bytes: num('total-byte-weight'),
    js,
    failures: [],
  }
  const f = row.failures
  f.push(...missedScores(page, scores, (c) => [...new Set(runs.flatMap((r) => failedAudits(r, c)))]))
  if (row.fcp > MAX_METRIC.fcp) f.push(`FCP ${Math.round(row.fcp)} ms > ${MAX_METRIC.fcp} ms`)
  if (row.lcp > MAX_METRIC.lcp) f.push(`LCP ${Math.round(row.lcp)} ms > ${MAX_METRIC.lcp} ms`)
  if (row.tbt > MAX_METRIC.tbt) f.push(`TBT ${Math.round(row.tbt)} ms > ${MAX_METRIC.tbt} ms`)
  if (!(row.cls < MAX_CLS)) f.push(`CLS ${row.cls.toFixed(3)} ≥ ${MAX_CLS}`)
  if (row.js > MAX_FIRST_LOAD_JS) f.push(`first-load JavaScript ${kb(row.js)} > ${kb(MAX_FIRST_LOAD_JS)}`)
  if (page === 'search' && row.bytes > MAX_SEARCH_BYTES) f.push(`transferred ${kb(row.bytes)} > ${kb(MAX_SEARCH_BYTES)}`)
  return row
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`

function printTable(rows: Row[]) {
  console.log('| page | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | transferred | first-load JS |')
  console.log('|---|---|---|---|---|---|---|---|---|---|---|')
  for (const r of rows) {
    const score = (c: string) => String(Math.round(r.scores[c]! * 100))
    console.log(
      `| ${r.url} | ${CATEGORIES.map(score).join(' | ')} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.bytes)} | ${kb(r.js)} |`,
    )
  }
}

/** The production configuration of a checkout, built by its own `npm run build` into `outDir`, and its client folder. */
function buildProduction(checkout: Checkout, dsn: string): string {
  execFileSync('npm', ['run', '-s', 'build'], {
    cwd: checkout.root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...productionEnv(dsn), OUT_DIR: outDir },
  })
  return path.join(checkout.root, outDir, 'client')
}

/** This checkout's figures beside the other's: medians and the ratio of the pairs. */
function printPairs(rows: { url: string; mine: Lhr[]; other: Lhr[] }[], other: string) {
  const num = (r: Lhr, id: string) => r.audits[id]?.numericValue ?? Number.NaN
  const pair = (mine: Lhr[], theirs: Lhr[], id: string) => {
    const ratios = mine.map((r, i) => num(r, id) / num(theirs[i]!, id))
    return `${Math.round(median(mine.map((r) => num(r, id))))} ms | ${Math.round(median(theirs.map((r) => num(r, id))))} ms | ${median(ratios).toFixed(2)}`
  }
  console.log(`\nIn turns with ${other}:\n`)
  console.log(`| page | TBT this | TBT ${other} | ratio | LCP this | LCP ${other} | ratio |`)
  console.log('|---|---|---|---|---|---|---|')
  for (const r of rows) console.log(`| ${r.url} | ${pair(r.mine, r.other, 'total-blocking-time')} | ${pair(r.mine, r.other, 'largest-contentful-paint')} |`)
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, only: { type: 'string' }, vs: { type: 'string' }, 'cpu-slowdown': { type: 'string' } },
  })
  const runs = Number(values.runs)
  const slowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown'])
  if (slowdown !== undefined && !(slowdown >= 1)) throw new Error(`--cpu-slowdown takes a number from 1 up, not "${values['cpu-slowdown']}"`)
  const settings = slowdown === undefined ? undefined : { throttling: { cpuSlowdownMultiplier: slowdown } }
  const list = checkouts(root, values.vs)
  const sentry = await startSentryStandIn()
  console.log(`Building the production configuration into ${outDir}/ of ${list.map((c) => c.name).join(' and ')} …`)
  const clients = list.map((c) => buildProduction(c, sentry.dsn))
  const client = clients[0]!
  const sites = await Promise.all(clients.map((c) => serveStatic(c, { http2: true })))
  const browser = await launchChromium({ localTls: true })
  const rows: Row[] = []
  const pairs: { url: string; mine: Lhr[]; other: Lhr[] }[] = []
  const benchmarkIndexes: number[] = []
  try {
    const only = values.only?.split(',')
    const pages = pagesToMeasure(root).filter((p) => !only || only.some((o) => p.page.includes(o) || p.url.includes(o)))
    for (const p of pages) {
      const lhrs: Lhr[][] = sites.map(() => [])
      for (let i = 0; i < runs; i++) {
        for (const [k, site] of sites.entries())
          lhrs[k]!.push(await runLighthouse(browser, site.origin + p.url, { ignoreStatusCode: p.page === '404', settings }))
      }
      benchmarkIndexes.push(...lhrs.flat().map((r) => r.environment.benchmarkIndex))
      const row = summarise(p.page, p.url, lhrs[0]!, firstLoadJs(client, p.file))
      rows.push(row)
      if (sites.length > 1) pairs.push({ url: p.url, mine: lhrs[0]!, other: lhrs[1]! })
      console.log(`${p.url}: ${row.failures.length === 0 ? 'within budget' : row.failures.join(', ')}`)
    }
  } finally {
    await browser.close()
    for (const site of sites) await site.close()
    sentry.close()
  }
  const host = hostClass(median(benchmarkIndexes))
  console.log(`\nLighthouse 13, mobile, simulated throttling, processor ${slowdown ?? 4}× slower; median of ${runs}; load average ${loadAverage()}`)
  console.log(
    `This host's benchmarkIndex: ${Math.round(median(benchmarkIndexes))} (median), a ${host.name}: Lighthouse's table gives ${host.slowdown}× for a mid-tier phone (--cpu-slowdown)\n`,
  )
  printTable(rows)
  if (pairs.length > 0) printPairs(pairs, list[1]!.name)
  const missed = rows.flatMap((r) => r.failures.map((f) => `${r.url}: ${f}`))
  if (missed.length > 0) {
    console.log(`\n${missed.length} budget(s) missed:\n${missed.join('\n')}`)
    process.exitCode = 1
  } else console.log('\nEvery page is within every budget.')
}

await main()
