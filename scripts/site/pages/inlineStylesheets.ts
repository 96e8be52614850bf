import { type HtmlElement, UnexpectedPageError } from './htmlElements.ts'
import type { Edit, ParsedPage } from './pageEdits.ts'

/**
 * Above this many bytes of CSS a page keeps its stylesheet links: inlined CSS is downloaded again
 * with every page, linked CSS once. The site's own CSS is about 4 KB gzipped per page.
 */
export const INLINE_CSS_LIMIT = 24 * 1024

/** A stylesheet link of Vike's: to a CSS file the bundler wrote under /assets/ (an "alternate stylesheet" is not applied, so not inlined). */
const isStylesheet = (e: HtmlElement) =>
  e.name === 'link' &&
  e.attributes.rel?.toLowerCase() === 'stylesheet' &&
  (e.attributes.href ?? '').startsWith('/assets/') &&
  e.attributes.href!.endsWith('.css')

/**
 * Puts the CSS of a page's stylesheet links into one <style> element before them, in the same
 * order, so the first paint waits for no stylesheet request; `css` is that element's text, or
 * undefined when the page keeps its links (too much CSS, or CSS that would end the element). The
 * links stay, disabled: a disabled stylesheet is not downloaded, and the client router, which adds
 * a page's stylesheets when none with that address is in the document, sees them and adds none.
 * Vike links every page's CSS in its <head>: a page without such a link stops the build.
 */
export function inlineStylesheets({ html, name, elements }: ParsedPage, readAsset: (url: string) => string): { edits: Edit[]; css?: string } {
  if (!elements.some((e) => e.name === 'head' && !e.implied)) throw new UnexpectedPageError(`${name} has no <head>, where its stylesheet links should be.`)
  const links = elements.filter((e) => e.inHead && isStylesheet(e))
  if (links.length === 0) throw new UnexpectedPageError(`${name} has no stylesheet link to a CSS file under /assets/ in its <head> to inline.`)
  const css = links.map((link) => readAsset(link.attributes.href!).trim()).join('\n')
  if (Buffer.byteLength(css) > INLINE_CSS_LIMIT || css.toLowerCase().includes('</style')) return { edits: [] }
  const edits = links.map((link): Edit => {
    // Before the tag's ">", or its "/>" if it is written so (after the space before it, if any).
    const selfClosing = html[link.openEnd - 2] === '/'
    const spaced = selfClosing && html[link.openEnd - 3] === ' '
    const close = link.openEnd - (spaced ? 3 : selfClosing ? 2 : 1)
    return { from: close, to: close, text: ' disabled' }
  })
  return { edits: [{ from: links[0]!.start, to: links[0]!.start, text: `<style>${css}</style>\n        ` }, ...edits], css }
}
