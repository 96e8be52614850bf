/**
 * Measures the built site against its budgets (scripts/bench/site/budgets.ts): first-visit JavaScript
 * per page, the HTML of every page and of the home and category pages, the hero image, images
 * without a size, and (with --build) the time of `npm run build`, the median of --runs builds
 * (default 3; the first encodes the images if their cache is cold, so the median is a warm build).
 * With --vs DIR, another checkout's builds in turns with this one's, and the ratio (sideBySide.ts).
 * Usage: npm run bench:site [-- --build] [-- --runs N] [-- --vs DIR]; OUT_DIR selects the build (default dist).
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { langs } from '../../src/catalogue/langs.ts'
import { firstLoadScripts } from '../site/pages/firstLoadScripts.ts'
import { pageFile, readRoutes } from '../site/routePages.ts'
import { checkouts, inTurns, median, pairLine } from './sideBySide.ts'
import { SITE_BUDGETS } from './site/budgets.ts'
import { timedBuild } from './timedCommand.ts'

/** Budgets of the site issue, in bytes and seconds. */
const BUDGET = {
  firstLoadJs: SITE_BUDGETS.firstLoadJsBytes,
  html: SITE_BUDGETS.htmlBytes,
  page: SITE_BUDGETS.pageGzipBytes,
  guidePage: SITE_BUDGETS.guidePageGzipBytes,
  hero: SITE_BUDGETS.heroBytes,
  buildSeconds: SITE_BUDGETS.buildSeconds,
}

const root = path.resolve(import.meta.dirname, '../..')
const outDir = process.env.OUT_DIR ?? 'dist'
const client = path.join(root, outDir, 'client')

const gz = (file: string) => gzipSync(fs.readFileSync(file)).length
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

async function main() {
  const { values } = parseArgs({ options: { build: { type: 'boolean', default: false }, runs: { type: 'string', default: '3' }, vs: { type: 'string' } } })
  const list = checkouts(root, values.vs)
  const runs = await inTurns(list, values.build ? Number(values.runs) : 0, (c) => timedBuild(c.root, outDir))
  const builds = runs[0]!.map((b) => b.seconds)
  const build = builds.length > 0 ? median(builds) : undefined
  if (!fs.existsSync(path.join(client, 'index.html'))) throw new Error(`No build in ${client}: run "OUT_DIR=${outDir} npm run build" first`)
  const routes = readRoutes(root)
  const problems: string[] = []
  const rows: { path: string; js: number; html: number; css: number }[] = []
  const pages = [...routes.flatMap((r) => langs.map((lang) => ({ route: r, path: r.path[lang] }))), { route: undefined, path: '/404' }]
  for (const { route, path: p } of pages) {
    const file = route ? path.join(client, pageFile(p)) : path.join(client, '404.html')
    if (!fs.existsSync(file)) {
      problems.push(`${p}: no HTML file`)
      continue
    }
    const html = fs.readFileSync(file, 'utf8')
    const js = [...firstLoadScripts(client, html, p)].reduce((sum, url) => sum + gz(path.join(client, url)), 0)
    const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].reduce((sum, m) => sum + gz(path.join(client, m[1]!)), 0)
    const htmlSize = gzipSync(html).length
    rows.push({ path: p, js, html: htmlSize, css })
    if (js > BUDGET.firstLoadJs) problems.push(`${p}: first-load JS ${kb(js)} > ${kb(BUDGET.firstLoadJs)}`)
    const pageBudget = route?.page === 'guide' ? BUDGET.guidePage : BUDGET.page
    if (htmlSize > pageBudget) problems.push(`${p}: HTML ${kb(htmlSize)} > ${kb(pageBudget)}`)
    if (route && (route.page === 'home' || route.page === 'category') && htmlSize > BUDGET.html)
      problems.push(`${p}: HTML ${kb(htmlSize)} > ${kb(BUDGET.html)}`)
    for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
      if (!/\swidth="\d+"/.test(img) || !/\sheight="\d+"/.test(img)) problems.push(`${p}: image without width and height: ${img}`)
    }
  }
  const heroFiles = (() => {
    const html = fs.readFileSync(path.join(client, 'index.html'), 'utf8')
    const picture = html.match(/<picture class="hero-image">(.*?)<\/picture>/)?.[1]
    if (!picture) return []
    return [...new Set([...picture.matchAll(/\/img\/[^\s",]+/g)].map((m) => m[0]))].map((url) => ({ url, bytes: fs.statSync(path.join(client, url)).size }))
  })()

  const w = Math.max(...rows.map((r) => r.path.length))
  console.log(`${'page'.padEnd(w)}  first-load JS (gzip)  HTML (gzip)  CSS (gzip)`)
  for (const r of rows) console.log(`${r.path.padEnd(w)}  ${kb(r.js).padStart(20)}  ${kb(r.html).padStart(11)}  ${kb(r.css).padStart(10)}`)
  const max = (k: 'js' | 'html' | 'css', filter = (_: (typeof rows)[number]) => true) => Math.max(...rows.filter(filter).map((r) => r[k]))
  const pathsOf = (...kinds: string[]) => new Set(routes.filter((r) => kinds.includes(r.page)).flatMap((r) => [r.path.it, r.path.en]))
  const homeOrCategory = pathsOf('home', 'category')
  const guide = pathsOf('guide')
  console.log('')
  console.log(`largest first-load JS:            ${kb(max('js'))} (budget ${kb(BUDGET.firstLoadJs)})`)
  console.log(`largest home/category HTML:       ${kb(max('html', (r) => homeOrCategory.has(r.path)))} (budget ${kb(BUDGET.html)})`)
  console.log(`largest page, HTML:               ${kb(max('html', (r) => !guide.has(r.path)))} (budget ${kb(BUDGET.page)})`)
  console.log(`packing guide, HTML:              ${kb(max('html', (r) => guide.has(r.path)))} (budget ${kb(BUDGET.guidePage)})`)
  if (heroFiles.length === 0) console.log('hero image:                       none (no picture under public/images/hero/)')
  else {
    const largest = Math.max(...heroFiles.map((f) => f.bytes))
    console.log(`hero image, largest variant:      ${kb(largest)} of ${heroFiles.length} files (budget ${kb(BUDGET.hero)})`)
    if (largest > BUDGET.hero) problems.push(`hero variant ${kb(largest)} > ${kb(BUDGET.hero)}`)
  }
  if (build !== undefined) {
    console.log(
      `npm run build, median of ${builds.length}:    ${build.toFixed(1)} s (budget ${BUDGET.buildSeconds} s); runs ${builds.map((b) => b.toFixed(1)).join(', ')} s`,
    )
    if (build > BUDGET.buildSeconds) problems.push(`build took ${build.toFixed(1)} s`)
    if (list.length > 1) {
      console.log(`\nBuilds in turns, ${list.map((c) => c.name).join(' and ')}:`)
      console.log(
        `  ${pairLine(
          'wall',
          list,
          runs.map((bs) => bs.map((b) => b.seconds)),
          's',
        )}`,
      )
      console.log(
        `  ${pairLine(
          'processor',
          list,
          runs.map((bs) => bs.map((b) => b.cpuSeconds)),
          's',
        )}`,
      )
    }
  }
  console.log(problems.length === 0 ? '\nall budgets met' : `\n${problems.length} over budget:\n${problems.join('\n')}`)
  process.exitCode = problems.length === 0 ? 0 : 1
}

await main()
