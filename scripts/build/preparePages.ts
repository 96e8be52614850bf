import fs from 'node:fs'
import path from 'node:path'
import { charsetFirst } from './charsetFirst.ts'
import { firstPaintRewrite } from './inlineStylesheets.ts'
import { buildPolicy, type InlineCode, inlineCodeOf, withPolicyMeta, writeHeadersFile } from './securityHeaders.ts'

const KINDS = ['scripts', 'styles', 'styleAttributes'] as const satisfies readonly (keyof InlineCode)[]

export interface PreparedPages {
  /** The pages rewritten, as paths under the client folder. */
  pages: string[]
  /** The security policy given to them and written to `_headers`. */
  policy: [string, string[]][]
}

/** Every .html file under `dir`, in a stable order. */
export function htmlFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => path.join(dir, name))
}

/**
 * The one pass over the pages Vike prerendered into `client`: each has its charset declared first
 * in <head> (charsetFirst.ts), is prepared for its first paint (its CSS inlined, its scripts
 * started once it is painted: inlineStylesheets.ts), gets the security policy as a <meta> with the
 * hashes of its own inline code, and is written back at once. The site's policy, which allows the
 * inline code of every page, goes to `_headers` at the end (the browser enforces both); the pass
 * keeps only the distinct inline texts, not the pages, so its memory does not grow with the
 * catalogue. `sentryDsn` is the DSN the browser code was built with, whose host receives the reports.
 * Each rewrite finds what it changes with an HTML parser, and a page without it stops the build
 * with a sentence naming the page and what it lacks.
 */
export function preparePages(client: string, sentryDsn: string | undefined): PreparedPages {
  const rewrite = firstPaintRewrite(client)
  // Most pages share their inline code (the start script, the CSS of a kind of page): each text once.
  const code = { scripts: new Set<string>(), styles: new Set<string>(), styleAttributes: new Set<string>() }
  const pages = htmlFiles(client)
  for (const file of pages) {
    // As the build names it (dist/client/…), for the error that stops the build at a page the rewrites do not fit.
    const relative = path.relative(process.cwd(), file)
    const page = relative.startsWith('..') ? file : relative
    const text = rewrite(charsetFirst(fs.readFileSync(file, 'utf8'), page), page)
    const found = inlineCodeOf(text)
    for (const key of KINDS) for (const t of found[key]) code[key].add(t)
    fs.writeFileSync(file, withPolicyMeta(text, buildPolicy({ ...found, sentryDsn }), page))
  }
  const all = Object.fromEntries(KINDS.map((key) => [key, [...code[key]]])) as unknown as InlineCode
  return { pages, policy: writeHeadersFile(client, all, sentryDsn) }
}
