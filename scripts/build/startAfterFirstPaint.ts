/** Vike's bootstrap of the client: an inline module that imports the client entries. */
const BOOTSTRAP_START = '<script type="module" async>'
const BOOTSTRAP = /<script type="module" async>\n((?:import\("[^"]+"\);\n)+)<\/script>/
/** Vike's preloads of the page's modules (it writes them after the bootstrap, at the end of the body). */
const PRELOAD_START = '<link rel="modulepreload"'
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" href="([^"]+)"[^>]*>\n?/g

/**
 * The page's modules with each one's dependencies before it (`importsOf` gives a module's static
 * imports), so that importing them in this order evaluates one module at a time.
 */
export function dependencyOrder(modules: readonly string[], importsOf: (url: string) => readonly string[]): string[] {
  const ordered: string[] = []
  const seen = new Set<string>()
  const among = new Set(modules)
  const visit = (url: string) => {
    if (seen.has(url)) return
    seen.add(url)
    for (const dep of importsOf(url)) if (among.has(dep)) visit(dep)
    ordered.push(url)
  }
  for (const url of modules) visit(url)
  return ordered
}

/** The id of the data block that gives the start script the page's modules. */
export const START_DATA_ID = 'client-start'

/**
 * The start script: one text for every page, reading the page's modules from the data block
 * before it, so that the security policy allows it by a single hash however many kinds of page
 * the catalogue makes (a hash for each would take `_headers` past the line a host reads).
 */
const START_SCRIPT = [
  '<script type="module" async>',
  `const { preload, order, entries } = JSON.parse(document.getElementById("${START_DATA_ID}").textContent)`,
  'let started = false',
  'const start = async () => {',
  'if (started) return',
  'started = true',
  'for (const href of preload) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }))',
  // A module that fails here fails again in the entries, where Vike reports it.
  'for (const src of order) await import(src).then(() => new Promise((resolve) => setTimeout(resolve)), () => {})',
  'for (const src of entries) import(src)',
  '}',
  'const painted = new Promise((resolve) => {',
  '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve()',
  '  new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length > 0 && resolve()).observe({ type: "paint", buffered: true })',
  '})',
  'const loaded = new Promise((resolve) => (document.readyState === "complete" ? resolve() : addEventListener("load", resolve)))',
  'const mainPicture = () => document.querySelector(\'img[fetchpriority="high"]\')?.decode().catch(() => {})',
  'if (document.visibilityState === "hidden") start()',
  'else Promise.all([painted, loaded]).then(mainPicture).then(() => requestAnimationFrame(() => setTimeout(start)))',
  'setTimeout(start, 3000)',
  '</script>',
].join('\n')

/**
 * Makes the client start once the page is on screen: its text painted, the page loaded, and its main
 * picture (the one fetched with high priority) decoded. Until then no script is fetched or run, so
 * the bandwidth of a slow phone goes to the HTML and the picture first, and Lighthouse's model
 * counts no script toward the first or the largest paint. The page reads and links work without
 * scripts, so nothing a visitor sees waits. Then every module of the page is preloaded at once (the
 * preload links Vike wrote move into the start's data) and they are evaluated one at a time, each in a
 * task of its own, dependencies first (`importsOf` gives a module's static imports): evaluated as
 * one graph, React's and Vike's code made one task long enough to block a phone. Then the
 * entries Vike's bootstrap imported are imported. A page opened in a background tab, which paints
 * nothing, starts at once, and no page waits over 3 s.
 */
export function startAfterFirstPaint(html: string, importsOf: (url: string) => readonly string[] = () => []): string {
  // The patterns run only from where a plain search finds the first of these, which Vike writes
  // at the end: a large catalogue's build rewrites hundreds of megabytes of pages.
  const at = html.lastIndexOf(BOOTSTRAP_START)
  if (at < 0) return html
  const firstPreload = html.indexOf(PRELOAD_START)
  let start = firstPreload >= 0 ? Math.min(firstPreload, at) : at
  while (start > 0 && (html[start - 1] === ' ' || html[start - 1] === '\t')) start--
  const end = html.slice(start)
  const bootstrap = BOOTSTRAP.exec(end)
  if (!bootstrap) return html
  const preloads = [...end.matchAll(MODULE_PRELOAD)].map((m) => m[1]!)
  const entries = [...bootstrap[1]!.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]!)
  const data = { preload: preloads, order: dependencyOrder(preloads, importsOf), entries }
  // "<" escaped, so that no text in the data can close its element.
  const block = `<script type="application/json" id="${START_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>\n${START_SCRIPT}`
  return html.slice(0, start) + end.replace(MODULE_PRELOAD, '').replace(BOOTSTRAP, () => block)
}
