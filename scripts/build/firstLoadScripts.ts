import fs from 'node:fs'
import path from 'node:path'

/**
 * Every script a built page loads before it is interactive: each script the HTML names (its module
 * entries, its preloads, the start script's list) and their static imports (a dynamic import() in a
 * module loads later, when a feature is used). `client` is the build's client folder; the result
 * holds URL paths such as "/assets/chunks/chunk-x.js".
 */
export function firstLoadScripts(client: string, html: string): Set<string> {
  const found = new Set<string>()
  const queue = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
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
  return [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map((m) => path.posix.join(path.posix.dirname(url), m[1]!))
}
