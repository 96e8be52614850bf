import fs from 'node:fs'
import path from 'node:path'
import { staticImports } from './firstLoadScripts.ts'
import { type HtmlElement, htmlElements, UnexpectedPageError } from './htmlElements.ts'
import { startAfterFirstPaint } from './startAfterFirstPaint.ts'

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
 * Puts the CSS of a prerendered page's stylesheet links into one <style> element before them, in
 * the same order, so the first paint waits for no stylesheet request. The element is plain and its
 * contents depend only on the page's CSS files. The links stay, disabled: a disabled stylesheet is
 * not downloaded, and the client router, which adds a page's stylesheets when none with that
 * address is in the document, sees them and adds none. Every page of the site has its CSS linked
 * in its <head> (Vike injects the links there): `page` names the page in the error that stops the
 * build when it has none, rather than leave it waiting for its stylesheets.
 */
export function inlineStylesheets(html: string, readAsset: (url: string) => string, page: string): string {
  // Vike writes the links in the head; only the head is read, since a large catalogue's pages are hundreds of megabytes.
  const elements = htmlElements(html, ['link'], { headOnly: true })
  if (!elements.some((e) => e.name === 'head' && !e.implied)) throw new UnexpectedPageError(`${page} has no <head>, where its stylesheet links should be.`)
  const links = elements.filter((e) => e.inHead && isStylesheet(e))
  if (links.length === 0) throw new UnexpectedPageError(`${page} has no stylesheet link to a CSS file under /assets/ in its <head> to inline.`)
  const css = links.map((link) => readAsset(link.attributes.href!).trim()).join('\n')
  // Too much CSS stays linked (see INLINE_CSS_LIMIT); CSS that would end its <style> early cannot be inlined.
  if (Buffer.byteLength(css) > INLINE_CSS_LIMIT || css.toLowerCase().includes('</style')) return html
  let out = html.slice(0, links[0]!.start) + `<style>${css}</style>\n        `
  let at = links[0]!.start
  for (const link of links) {
    // Before the tag's ">", or its "/>" if it is written so (after the space before it, if any).
    const selfClosing = html[link.openEnd - 2] === '/'
    const spaced = selfClosing && html[link.openEnd - 3] === ' '
    const close = link.openEnd - (spaced ? 3 : selfClosing ? 2 : 1)
    out += html.slice(at, close) + ' disabled'
    at = close
  }
  return out + html.slice(at)
}

/** The first-paint rewrite of the built pages under `client`: CSS inlined, the client started after the first paint. */
export function firstPaintRewrite(client: string): (html: string, page: string) => string {
  const cache = new Map<string, string>()
  const readAsset = (url: string) => cache.get(url) ?? cache.set(url, fs.readFileSync(path.join(client, url), 'utf8')).get(url)!
  const imports = new Map<string, string[]>()
  const importsOf = (url: string) => imports.get(url) ?? imports.set(url, staticImports(url, readAsset(url))).get(url)!
  return (html, page) => startAfterFirstPaint(inlineStylesheets(html, readAsset, page), page, importsOf)
}
