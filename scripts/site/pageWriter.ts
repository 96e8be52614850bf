import fs from 'node:fs'
import path from 'node:path'
import { STAND_IN, STAND_IN_KEY } from '../../src/layout/pageUi.ts'
import { firstPaintRewrite } from './inlineStylesheets.ts'
import { type InlineCode, inlineCodeOf } from './securityHeaders.ts'

/** A value the pages share, serialised as Vike serialises a page's context: [stand-in, value]. */
export interface Swaps {
  html: [string, string]
  json: [string, string]
}

export interface PageWriter {
  /** Writes a file the prerender made: a page rewritten for its first paint, anything else as it is. */
  write(file: string, text: string): void
  /** From now on, puts a shared value in place of its stand-in in the pages and page contexts written. */
  share(swaps: Swaps): void
  /** The pages written, in order. */
  readonly pages: string[]
  /** The inline code of the pages written, each text once: what the security policy must allow. */
  inlineCode(): InlineCode
}

/**
 * Writes the prerender's files under `clientDir` as they come (prerenderPages.js sends them). Each
 * page is rewritten once, in memory, and its inline code kept for the policy, which can be made only
 * once every page is written (securityHeaders.ts adds it to them then).
 */
export function pageWriter(clientDir: string): PageWriter {
  const rewrite = firstPaintRewrite(clientDir)
  const pages: string[] = []
  const code = { scripts: new Set<string>(), styles: new Set<string>(), styleAttributes: new Set<string>() }
  const folders = new Set<string>()
  // Each serialised stand-in and what goes in its place, for the HTML and for the page-context JSON.
  const shared = { html: new Map<string, string>(), json: new Map<string, string>() }
  // One pass over a page whatever the number of shared values (one per language and kind of page).
  // A function, not a replacement string, which would read "$&" in a label as a pattern.
  const withShared = (text: string, kind: keyof Swaps) => text.replace(STAND_IN, (standIn) => shared[kind].get(standIn) ?? standIn)
  return {
    pages,
    share(swaps) {
      for (const kind of ['html', 'json'] as const) shared[kind].set(...swaps[kind])
    },
    write(file, vikeText) {
      const folder = path.dirname(file)
      if (!folders.has(folder)) {
        fs.mkdirSync(folder, { recursive: true })
        folders.add(folder)
      }
      const isPage = file.endsWith('.html')
      const text = withShared(vikeText, isPage ? 'html' : 'json')
      // A stand-in left would reach the browser as a page without its labels. (The key in quotes
      // cannot come from a text of the catalogue: in JSON, a quote inside a string is escaped.)
      if (text.includes(`{"${STAND_IN_KEY}":`)) throw new Error(`${file} holds a shared value that was not put back ("${STAND_IN_KEY}")`)
      if (!isPage) return fs.writeFileSync(file, text)
      const page = rewrite(text)
      const pageCode = inlineCodeOf(page)
      for (const key of ['scripts', 'styles', 'styleAttributes'] as const) for (const t of pageCode[key]) code[key].add(t)
      fs.writeFileSync(file, page)
      pages.push(file)
    },
    inlineCode: () => ({ scripts: [...code.scripts], styles: [...code.styles], styleAttributes: [...code.styleAttributes] }),
  }
}
