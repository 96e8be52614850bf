import fs from 'node:fs'
import path from 'node:path'
import { charsetFirst } from './charsetFirst.ts'
import { staticImports } from './firstLoadScripts.ts'
import { inlineStylesheets } from './inlineStylesheets.ts'
import { applyEdits, parsePage } from './pageEdits.ts'
import { buildPolicy, CAMERA_PAGES, type InlineCode, inlineCodeOf, policyMeta, writeHeadersFile } from './securityHeaders.ts'
import { startAfterFirstPaint } from './startAfterFirstPaint.ts'

const KINDS = ['scripts', 'styles', 'styleAttributes'] as const satisfies readonly (keyof InlineCode)[]

export interface PreparedPages {
  /** The pages rewritten, as paths under the client folder. */
  pages: string[]
  /** The security policy given to them and written to `_headers`. */
  policy: [string, string[]][]
}

/** Every .html file under `dir`, in a stable order. */
function htmlFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => path.join(dir, name))
}

/** What every page of the pass reads, each file once: the bundler's CSS and each module's static imports. */
function assetReader(client: string) {
  const cache = new Map<string, string>()
  const readAsset = (url: string) => cache.get(url) ?? cache.set(url, fs.readFileSync(path.join(client, url), 'utf8')).get(url)!
  const imports = new Map<string, string[]>()
  const importsOf = (url: string) => imports.get(url) ?? imports.set(url, staticImports(url, readAsset(url))).get(url)!
  return { readAsset, importsOf }
}

/**
 * The one pass over the pages Vike prerendered into `client`. Each page is read and parsed once,
 * and written once with every rewrite made: its charset declared first in <head> (charsetFirst.ts),
 * its CSS inlined (inlineStylesheets.ts), its scripts started once it is painted
 * (startAfterFirstPaint.ts), and the security policy as a <meta> with the hashes of its own inline
 * code, which the rewrites decide. The site's policy, which allows the inline code of every page,
 * goes to `_headers` at the end (the browser enforces both); the pass keeps only the distinct
 * inline texts, not the pages, so its memory does not grow with the catalogue. `sentryDsn` is the
 * DSN the browser code was built with, whose host receives the reports. A page without what a
 * rewrite changes stops the build with a sentence naming the page and what it lacks.
 */
export function preparePages(client: string, sentryDsn: string | undefined): PreparedPages {
  const assets = assetReader(client)
  // Most pages share their inline code (the start script, the CSS of a kind of page): each text once.
  const code = { scripts: new Set<string>(), styles: new Set<string>(), styleAttributes: new Set<string>() }
  const pages = htmlFiles(client)
  for (const file of pages) {
    // As the build names it (dist/client/…), for the error that stops the build at a page the rewrites do not fit.
    const relative = path.relative(process.cwd(), file)
    const page = parsePage(fs.readFileSync(file, 'utf8'), relative.startsWith('..') ? file : relative)
    const styles = inlineStylesheets(page, assets.readAsset)
    const start = startAfterFirstPaint(page, assets.importsOf)
    const own = inlineCodeOf(page, start.bootstrap)
    own.scripts.push(start.script)
    if (styles.css !== undefined) own.styles.push(styles.css)
    for (const key of KINDS) for (const t of own[key]) code[key].add(t)
    const address = `/${path.relative(client, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/+/, '/')
    const first = charsetFirst(page, policyMeta(buildPolicy({ ...own, sentryDsn, wasm: CAMERA_PAGES.includes(address) })))
    fs.writeFileSync(file, applyEdits(page.html, [...first, ...styles.edits, ...start.edits]))
  }
  const all = Object.fromEntries(KINDS.map((key) => [key, [...code[key]]])) as unknown as InlineCode
  return { pages, policy: writeHeadersFile(client, all, sentryDsn) }
}
