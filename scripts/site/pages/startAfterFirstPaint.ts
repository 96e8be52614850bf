import { type HtmlElement, UnexpectedPageError } from './htmlElements.ts'
import type { Edit, ParsedPage } from './pageEdits.ts'

/** A preload of one of the page's modules, which Vike writes after its bootstrap, at the end of the body. */
const isModulePreload = (e: HtmlElement) => e.name === 'link' && e.attributes.rel?.toLowerCase() === 'modulepreload' && !!e.attributes.href

/**
 * The client entries that a script imports if it is Vike's bootstrap of the client: an inline
 * module whose every line is `import("…");` (Vike writes each address with JSON.stringify);
 * undefined for any other script.
 */
function bootstrapEntries(html: string, script: HtmlElement): string[] | undefined {
  const { type, src } = script.attributes
  if (type?.toLowerCase() !== 'module' || src !== undefined || !('async' in script.attributes)) return undefined
  const lines = html
    .slice(script.openEnd, script.closeStart)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const entries: string[] = []
  for (const line of lines) {
    if (!line.startsWith('import(') || !line.endsWith(');')) return undefined
    let entry: unknown
    try {
      entry = JSON.parse(line.slice('import('.length, -');'.length))
    } catch {
      return undefined
    }
    if (typeof entry !== 'string') return undefined
    entries.push(entry)
  }
  return entries.length > 0 ? entries : undefined
}

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
const START_SCRIPT = `\n${[
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
].join('\n')}\n`

/**
 * Makes the client start once the page is on screen: its text painted, the page loaded, and its main
 * picture (the one fetched with high priority) decoded, or at once in a background tab, and within
 * 3 s in any case (docs/performance.md says why). The module preloads Vike wrote move into the
 * start's data; the modules are then evaluated one at a time, dependencies first (`importsOf`
 * gives a module's static imports), so that no task is long enough to block a phone. Returns the
 * edits, Vike's bootstrap that they replace, and the start script's text.
 */
export function startAfterFirstPaint(
  { html, name, elements }: ParsedPage,
  importsOf: (url: string) => readonly string[] = () => [],
): { edits: Edit[]; bootstrap: HtmlElement; script: string } {
  // Vike writes its bootstrap last; a page has one.
  const bootstrap = elements.findLast((e) => e.name === 'script' && bootstrapEntries(html, e) !== undefined)
  if (!bootstrap)
    throw new UnexpectedPageError(`${name} has no module script of Vike's importing the client entries (import("…"); lines) to start after the first paint.`)
  const entries = bootstrapEntries(html, bootstrap)!
  const preloadLinks = elements.filter(isModulePreload)
  const preloads = preloadLinks.map((link) => link.attributes.href!)
  const data = { preload: preloads, order: dependencyOrder(preloads, importsOf), entries }
  // "<" escaped, so that no text in the data can close its element.
  const block = `<script type="application/json" id="${START_DATA_ID}">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>\n<script type="module" async>${START_SCRIPT}</script>`
  // Each preload goes with the spaces before it and the line break after it, so that no blank line is left.
  const edits = preloadLinks.map((link): Edit => {
    let from = link.start
    while (from > 0 && (html[from - 1] === ' ' || html[from - 1] === '\t')) from--
    return { from, to: html[link.end] === '\n' ? link.end + 1 : link.end, text: '' }
  })
  edits.push({ from: bootstrap.start, to: bootstrap.end, text: block })
  return { edits, bootstrap, script: START_SCRIPT }
}
