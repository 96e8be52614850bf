/**
 * The built site as files, without a browser: each page's head names its language, title,
 * description, canonical address and both languages' alternates; every picture has its size; each
 * product table is in the HTML; the JavaScript a page loads first stays within its budget, and what
 * of it is compiled eagerly runs on every page; and no
 * script holds zod, which validates data in the generator and the build only.
 * (That every page of the route table is written, the build checks: scripts/site/unwrittenPages.ts.
 * Links, the sitemap and the not-found page: crawl.test.ts, site.test.ts, templates.test.ts.)
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { noticeFeedPath } from '#src/features/notices/noticePaths.ts'
import { SITE_BUDGETS } from '../../scripts/bench/site/budgets.ts'
import { firstLoadScripts, staticImports } from '../../scripts/site/pages/firstLoadScripts.ts'
import { COMPILE_HINT } from '../../scripts/site/vite/compileHints.ts'
import { catalogue, client, pageHtml as htmlOf, routes, sitePages as pages } from '../../scripts/harness/builtSite.ts'

describe("each page's head", () => {
  test.each(pages.map((p) => [p.path, p.lang, p]))(
    '%s (%s): language, title, description, canonical address and alternates',
    (_path, _lang, { route, lang, path: urlPath }) => {
      const html = htmlOf(urlPath)
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`))
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''
      expect(title.trim().length).toBeGreaterThan(3)
      expect(html).toMatch(/<meta name="description" content="[^"]{10,}"/)
      // Reciprocal alternates: both pages of a pair name the same two URLs.
      const hrefOf = (hreflang: string) => html.match(new RegExp(`<link rel="alternate" hrefLang="${hreflang}" href="([^"]+)"`, 'i'))?.[1]
      expect(new URL(hrefOf('it')!).pathname).toBe(route.path.it)
      expect(new URL(hrefOf('en')!).pathname).toBe(route.path.en)
      expect(new URL(hrefOf('x-default')!).pathname).toBe(route.path.it)
      expect(new URL(html.match(/<link rel="canonical" href="([^"]+)"/)![1]!).pathname).toBe(urlPath)
    },
  )

  test('the Italian and English pages of a route have different titles, except for names that read the same', () => {
    const same = routes.filter((r) => htmlOf(r.path.it).match(/<title>(.*?)<\/title>/)?.[1] === htmlOf(r.path.en).match(/<title>(.*?)<\/title>/)?.[1])
    // Brand and standard names (Dental Tray, Disclaimer, IFU…) may coincide; most pages must not.
    expect(same.length).toBeLessThan(routes.length / 2)
  })
})

test('every image has its size, so nothing shifts while pictures load', () => {
  const missing = pages.flatMap(({ path: urlPath }) =>
    (htmlOf(urlPath).match(/<img\b[^>]*>/g) ?? [])
      .filter((img) => !/\swidth="\d+"/.test(img) || !/\sheight="\d+"/.test(img))
      .map((img) => `${urlPath}: ${img}`),
  )
  expect(missing).toEqual([])
})

test('catalogue pages are readable without JavaScript: each code of a product table is in the HTML', () => {
  const products = new Map(catalogue.products.map((p) => [p.id, p]))
  const productPages = pages.filter((p) => p.route.page === 'product')
  expect(productPages.length).toBeGreaterThan(0)
  for (const { route, path: urlPath } of productPages) {
    const html = htmlOf(urlPath)
    const product = products.get(route.ref!)!
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
    if (!product.table) {
      // A product without codes shows its features and applications instead.
      expect(html, urlPath).toContain('class="product-features"')
      continue
    }
    const table = html.slice(html.indexOf('<table'), html.indexOf('</table>'))
    const codes = product.table.rows.flatMap((row) => (row.kind === 'item' ? [row.item.code] : []))
    expect(
      codes.filter((code) => !table.includes(`>${code}<`)),
      urlPath,
    ).toEqual([])
  }
})

// Every notice is on one page and in one feed per language, the whole list however long.
const NOTICES_BUDGET = SITE_BUDGETS.noticesGzipBytes
test.each(langs)(`the notices page and feed in %s are each at most ${NOTICES_BUDGET / 1024} KB gzip`, (lang) => {
  const page = routes.find((r) => r.page === 'notices')!.path[lang]
  for (const file of [`${page.slice(1)}index.html`, noticeFeedPath(lang).slice(1)]) {
    const bytes = gzipSync(fs.readFileSync(path.join(client, file))).length
    expect(bytes, file).toBeGreaterThan(0)
    expect(bytes, file).toBeLessThanOrEqual(NOTICES_BUDGET)
  }
})

describe('first-visit JavaScript', () => {
  // Pages whose number grows with the catalogue are recognised by their address in the browser:
  // their addresses are in no code a page loads first, so that code does not grow with the catalogue.
  const growing = routes.filter((r) => r.page === 'product' || r.page === 'ifuDocument').flatMap((r) => [r.path.it, r.path.en])
  test('no page loads the addresses of product or IFU document pages before it is interactive', () => {
    expect(growing.length).toBeGreaterThan(50)
    const everyFirstLoadScript = new Set(pages.flatMap((p) => [...firstLoadScripts(client, htmlOf(p.path), p.path)]))
    const found = [...everyFirstLoadScript].flatMap((url) => {
      const code = fs.readFileSync(path.join(client, url), 'utf8')
      return growing.filter((p) => code.includes(`"${p}"`)).map((p) => `${url}: ${p}`)
    })
    expect(found).toEqual([])
  })

  /** npm run bench:site prints the figures. */
  const BUDGET = SITE_BUDGETS.firstLoadJsBytes
  test.each(pages.map((p) => [p.path, p]))(`%s loads at most ${BUDGET / 1024} KB gzip before it is interactive`, (_path, { path: urlPath }) => {
    const scripts = firstLoadScripts(client, htmlOf(urlPath), urlPath)
    expect(scripts.size).toBeGreaterThan(0)
    const bytes = [...scripts].reduce((sum, url) => sum + gzipSync(fs.readFileSync(path.join(client, url))).length, 0)
    expect(bytes).toBeLessThanOrEqual(BUDGET)
  })

  // V8 reads its compile hint only as a file's first line (scripts/site/vite/compileHints.ts); a
  // script compiled eagerly that a page does not run at start would cost visitors for nothing.
  test('the scripts marked for eager compilation carry the mark on their first line, and every page runs them at start', () => {
    const code = (url: string) => fs.readFileSync(path.join(client, url), 'utf8')
    const scripts = fs
      .readdirSync(path.join(client, 'assets'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .map((f) => `/assets/${f.split(path.sep).join('/')}`)
    const marked = scripts.filter((url) => code(url).includes(COMPILE_HINT))
    expect(marked.length).toBeGreaterThan(0)
    expect(marked.filter((url) => !code(url).startsWith(`${COMPILE_HINT}\n`))).toEqual([])
    const notAtStart = pages.flatMap((p) => {
      const first = firstLoadScripts(client, htmlOf(p.path), p.path)
      return marked.filter((url) => !first.has(url)).map((url) => `${p.path}: ${url}`)
    })
    expect(notAtStart).toEqual([])
  })

  // The request list's tender sheet and tender dossier: the XLSX writer (write-excel-file, whose
  // files include xl/sharedStrings.xml) and the PDF maker (pdf-lib, which names the standard fonts)
  // come with chunks the page imports on the click, in them or imported by them (the product and
  // comparison downloads share the writer: tests/browser/downloads.test.ts).
  const isWriter = (url: string) => fs.readFileSync(path.join(client, url), 'utf8').includes('sharedStrings.xml')
  const isPdfMaker = (url: string) => fs.readFileSync(path.join(client, url), 'utf8').includes('Helvetica-Bold')
  /** What each import on demand of the request list's first-load scripts fetches: its chunk and whatever it imports that the page has not loaded. */
  function onDemandOfRequestList(lang: (typeof langs)[number]): Set<string>[] {
    const requestList = routes.find((r) => r.page === 'requestList')!.path[lang]
    return onDemandOf(firstLoadScripts(client, htmlOf(requestList), requestList))
  }
  /** What each import on demand of a page's first-load scripts fetches, beyond those scripts. */
  function onDemandOf(first: Set<string>): Set<string>[] {
    const onDemand = [...first].flatMap((url) =>
      [...fs.readFileSync(path.join(client, url), 'utf8').matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g)].map((m) =>
        path.posix.join(path.posix.dirname(url), m[1]!),
      ),
    )
    return onDemand.map((chunk) => {
      const added = new Set<string>()
      const queue = [chunk]
      while (queue.length > 0) {
        const url = queue.pop()!
        if (first.has(url) || added.has(url)) continue
        added.add(url)
        queue.push(...staticImports(url, fs.readFileSync(path.join(client, url), 'utf8')))
      }
      return added
    })
  }
  const gzipBytes = (urls: Iterable<string>) => [...urls].reduce((sum, url) => sum + gzipSync(fs.readFileSync(path.join(client, url))).length, 0)

  test('no page loads the XLSX writer or the PDF maker before it is interactive', () => {
    expect(
      pages.flatMap((p) =>
        [...firstLoadScripts(client, htmlOf(p.path), p.path)].filter((url) => isWriter(url) || isPdfMaker(url)).map((url) => `${p.path}: ${url}`),
      ),
    ).toEqual([])
  })

  const TENDER_BUDGET = SITE_BUDGETS.tenderSheetJsBytes
  const DOSSIER_BUDGET = SITE_BUDGETS.tenderDossierJsBytes
  test(`the tender sheet's code loads on the click only, at most ${TENDER_BUDGET / 1024} KB gzip; the dossier's, at most ${DOSSIER_BUDGET / 1024} KB`, () => {
    for (const lang of langs) {
      const fetched = onDemandOfRequestList(lang)
      const sheet = fetched.filter((added) => [...added].some(isWriter) && ![...added].some(isPdfMaker))
      const dossier = fetched.filter((added) => [...added].some(isPdfMaker))
      expect(sheet, 'one import on demand brings the writer without the PDF maker').toHaveLength(1)
      expect(dossier, 'one import on demand brings the PDF maker').toHaveLength(1)
      expect([...dossier[0]!].some(isWriter), 'the dossier writes its sheets with the same writer').toBe(true)
      expect(gzipBytes(sheet[0]!)).toBeGreaterThan(0)
      expect(gzipBytes(sheet[0]!)).toBeLessThanOrEqual(TENDER_BUDGET)
      expect(gzipBytes(dossier[0]!)).toBeLessThanOrEqual(DOSSIER_BUDGET)
    }
  })

  const MAP_BUDGET = SITE_BUDGETS.whereToBuyMapJsBytes
  test.each(langs)(`%s: the where-to-buy map and its clustering load after the first paint, at most ${MAP_BUDGET / 1024} KB gzip`, (lang) => {
    const url = routes.find((r) => r.page === 'whereToBuy')!.path[lang]
    const first = firstLoadScripts(client, htmlOf(url), url)
    const code = (u: string) => fs.readFileSync(path.join(client, u), 'utf8')
    // Leaflet names its own version's attribution link; supercluster's method survives minification.
    const isLeaflet = (u: string) => code(u).includes('leafletjs.com')
    const isClustering = (u: string) => code(u).includes('getClusterExpansionZoom')
    expect([...first].filter((u) => isLeaflet(u) || isClustering(u))).toEqual([])
    const map = onDemandOf(first).filter((added) => [...added].some(isClustering))
    expect(map, 'one import on demand brings the clustering').toHaveLength(1)
    expect([...map[0]!].some(isLeaflet), 'and Leaflet with it').toBe(true)
    expect(gzipBytes(map[0]!)).toBeLessThanOrEqual(MAP_BUDGET)
  })

  // The scan page's reader: ZXing's Emscripten glue names its .wasm; the page names the site's copy, which it fetches on the tap.
  const READER_BUDGET = SITE_BUDGETS.scanReaderBytes
  test.each(langs)(`%s: the scan page's WebAssembly reader and its glue load on demand only, at most ${READER_BUDGET / 1024} KB gzip`, (lang) => {
    const url = routes.find((r) => r.page === 'scan')!.path[lang]
    const first = firstLoadScripts(client, htmlOf(url), url)
    const code = (u: string) => fs.readFileSync(path.join(client, u), 'utf8')
    const isGlue = (u: string) => /[`"']zxing_reader\.wasm[`"']/.test(code(u))
    expect([...first].filter(isGlue)).toEqual([])
    expect(htmlOf(url)).not.toMatch(/\.wasm/)
    const reader = onDemandOf(first).filter((added) => [...added].some(isGlue))
    expect(reader, 'one import on demand brings the glue').toHaveLength(1)
    const wasm = [...first].map((u) => /\/assets\/[^"'`]+\.wasm/.exec(code(u))?.[0]).find((u) => u !== undefined)!
    const bytes = gzipBytes(reader[0]!) + gzipSync(fs.readFileSync(path.join(client, wasm))).length
    expect(bytes).toBeGreaterThan(100 * 1024)
    expect(bytes).toBeLessThanOrEqual(READER_BUDGET)
  })

  test.each(pages.map((p) => [p.path, p]))("%s loads React's own runtime: react-dom's client", (_path, { path: urlPath }) => {
    const code = [...firstLoadScripts(client, htmlOf(urlPath), urlPath)].map((url) => fs.readFileSync(path.join(client, url), 'utf8')).join('\n')
    // Strings that survive minification: React's production builds link every error to
    // react.dev/errors, and hydrateRoot is react-dom/client's.
    expect(code).toContain('https://react.dev/errors/')
    expect(code).toContain('hydrateRoot')
  })
})

test("no script the browser loads holds zod: pages import only the types of the catalogue's modules that validate", () => {
  const scripts = fs.readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  // Names minifying keeps: the property each zod schema holds its internals in, and the name of zod's error.
  const withZod = scripts.filter((f) => /\b_zod\b|\bZodError\b/.test(fs.readFileSync(path.join(client, f), 'utf8')))
  expect(withZod).toEqual([])
})
