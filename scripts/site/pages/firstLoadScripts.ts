import fs from 'node:fs'
import path from 'node:path'
import { htmlElements, UnexpectedPageError } from './htmlElements.ts'
import { START_DATA_ID } from './startAfterFirstPaint.ts'

/** A script the bundler wrote, by its URL path. */
const isAsset = (url: string | undefined): url is string => url !== undefined && url.startsWith('/assets/') && url.endsWith('.js')

/**
 * Every script a built page loads before it is interactive: each script the HTML names (its module
 * scripts, its preloads, the start script's list: startAfterFirstPaint.ts) and their static imports
 * (a dynamic import() in a module loads later, when a feature is used). `client` is the build's
 * client folder; the result holds URL paths such as "/assets/chunks/chunk-x.js". `page` names the
 * page in the error when it has no start script's list: every built page has one, and without it
 * the page would seem to load no script at all.
 */
export function firstLoadScripts(client: string, html: string, page: string): Set<string> {
  const elements = htmlElements(html, ['script', 'link'])
  const data = elements.find((e) => e.name === 'script' && e.attributes.id === START_DATA_ID)
  if (!data) throw new UnexpectedPageError(`${page} has no data block of the start script (id="${START_DATA_ID}") listing its modules.`)
  const { preload, order, entries } = JSON.parse(html.slice(data.openEnd, data.closeStart)) as Record<'preload' | 'order' | 'entries', string[]>
  const queue = [...elements.map((e) => (e.name === 'script' ? e.attributes.src : e.attributes.href)), ...preload, ...order, ...entries].filter(isAsset)
  const found = new Set<string>()
  while (queue.length > 0) {
    const url = queue.pop()!
    if (found.has(url)) continue
    found.add(url)
    queue.push(...staticImports(url, fs.readFileSync(path.join(client, url), 'utf8')))
  }
  return found
}

/** The URL paths a built module at `url` imports statically (a dynamic import() loads later). */
export function staticImports(url: string, code: string): string[] {
  return [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map((m) =>
    path.posix.join(path.posix.dirname(url), m[1]!),
  )
}
