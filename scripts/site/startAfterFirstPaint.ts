/** Vike's bootstrap of the client: an inline module that imports the client entries. */
const BOOTSTRAP = /<script type="module" async>\n((?:import\("[^"]+"\);\n)+)<\/script>/
/** Vike's preloads of the page's modules, in the head. */
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" href="([^"]+)"[^>]*>\n?/g

/**
 * Makes the client start once the page is on screen: its text painted, the page loaded, and its main
 * picture (the one fetched with high priority) decoded. Until then no script is fetched or run, so
 * the bandwidth of a slow phone goes to the HTML and the picture first, and Lighthouse's model
 * counts no script toward the first or the largest paint. The page reads and links work without
 * scripts, so nothing a visitor sees waits. Then every module of the page is preloaded at once (the
 * preload links Vike wrote move into the start) and the entries are imported.
 * A page opened in a background tab, which paints nothing, starts at once, and no page waits over 3 s.
 */
export function startAfterFirstPaint(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html)
  if (!bootstrap) return html
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!)
  const script = [
    '<script type="module" async>',
    'let started = false',
    'const start = () => {',
    'if (started) return',
    'started = true',
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }))`,
    `${bootstrap[1]}}`,
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
  return html.replace(MODULE_PRELOAD, '').replace(BOOTSTRAP, () => script)
}
