import fs from 'node:fs'
import path from 'node:path'
import { firstPaintRewrite } from './inlineStylesheets.ts'
import { type InlineCode, inlineCodeOf } from './securityHeaders.ts'

export interface PageWriter {
  /** Writes a file the prerender made: a page rewritten for its first paint, anything else as it is. */
  write(file: string, text: string): void
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
  return {
    pages,
    write(file, text) {
      const folder = path.dirname(file)
      if (!folders.has(folder)) {
        fs.mkdirSync(folder, { recursive: true })
        folders.add(folder)
      }
      if (!file.endsWith('.html')) return fs.writeFileSync(file, text)
      const page = rewrite(text)
      const pageCode = inlineCodeOf(page)
      for (const key of ['scripts', 'styles', 'styleAttributes'] as const) for (const t of pageCode[key]) code[key].add(t)
      fs.writeFileSync(file, page)
      pages.push(file)
    },
    inlineCode: () => ({ scripts: [...code.scripts], styles: [...code.styles], styleAttributes: [...code.styleAttributes] }),
  }
}
