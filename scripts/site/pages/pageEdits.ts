import { type HtmlElement, htmlElements } from './htmlElements.ts'

/** A built page as the page pass reads it: its text, its name for errors, and the elements the rewrites change or hash. */
export interface ParsedPage {
  html: string
  /** The page as the build names it in the sentence that stops it (dist/client/…/index.html). */
  name: string
  elements: HtmlElement[]
}

/** Reads a page once for every rewrite of the page pass: its head, meta, link, script and style elements and every style="…". */
export function parsePage(html: string, name: string): ParsedPage {
  return { html, name, elements: htmlElements(html, ['meta', 'link', 'script', 'style'], { withAttribute: 'style' }) }
}

/** The text between `from` and `to` in the page as read, replaced by `text` (an insertion where they are equal). */
export interface Edit {
  from: number
  to: number
  text: string
}

/** The page with every edit made, each at its place in the text as read; edits at one place keep their order. */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const sorted = edits.map((edit, i) => ({ edit, i })).sort((a, b) => a.edit.from - b.edit.from || a.i - b.i)
  let out = ''
  let at = 0
  for (const { edit } of sorted) {
    if (edit.from < at) throw new Error(`applyEdits: two edits overlap at ${edit.from}.`)
    out += html.slice(at, edit.from) + edit.text
    at = edit.to
  }
  return out + html.slice(at)
}
