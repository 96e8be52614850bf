/** Vike's bootstrap of the client: an inline module that imports the client entries. */
const BOOTSTRAP = /<script type="module" async>\n((?:import\("[^"]+"\);\n)+)<\/script>/

/**
 * Makes the client start once the first contentful paint is on screen: the text is shown before any script
 * runs, so neither visitors on slow phones nor Lighthouse's model count the scripts toward the
 * first paint. The modules are still downloaded at once (modulepreload); only running them waits.
 * The paint is known from the browser's paint timing; without it, one frame is waited for. A page
 * opened in a background tab, which paints nothing, starts at once, and no page waits over 3 s.
 */
export function startAfterFirstPaint(html: string): string {
  return html.replace(BOOTSTRAP, (_, imports: string) =>
    [
      '<script type="module" async>',
      `let started = false\nconst start = () => {\nif (started) return\nstarted = true\n${imports}}`,
      'if (document.visibilityState === "hidden") start()',
      'else if (PerformanceObserver.supportedEntryTypes?.includes("paint"))',
      '  new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length > 0 && start()).observe({ type: "paint", buffered: true })',
      'else requestAnimationFrame(() => setTimeout(start))',
      'setTimeout(start, 3000)',
      '</script>',
    ].join('\n'),
  )
}
