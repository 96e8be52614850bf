import fs from 'node:fs'
import path from 'node:path'
import { staticImports } from './firstLoadScripts.ts'
import { startAfterFirstPaint } from './startAfterFirstPaint.ts'

/**
 * Above this many bytes of CSS a page keeps its stylesheet links: inlined CSS is downloaded again
 * with every page, linked CSS once. The site's own CSS is about 4 KB gzipped per page.
 */
export const INLINE_CSS_LIMIT = 24 * 1024

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g

/**
 * Puts the CSS of a prerendered page's stylesheet links into one <style> element before them, in
 * the same order, so the first paint waits for no stylesheet request. The element is plain and its
 * contents depend only on the page's CSS files. The links stay, disabled: a disabled stylesheet is
 * not downloaded, and the client router, which adds a page's stylesheets when none with that
 * address is in the document, sees them and adds none.
 */
export function inlineStylesheets(html: string, readAsset: (url: string) => string): string {
  // Vike writes the links in the head; only the head is searched, since a large catalogue's pages are hundreds of megabytes.
  const headEnd = Math.max(0, html.indexOf('</head>'))
  const head = html.slice(0, headEnd)
  const links = [...head.matchAll(STYLESHEET)]
  if (links.length === 0) return html
  const css = links.map((m) => readAsset(m[1]!).trim()).join('\n')
  if (Buffer.byteLength(css) > INLINE_CSS_LIMIT || css.includes('</style')) return html
  let first = true
  const inlined = head.replace(STYLESHEET, (link) => {
    const disabled = link.replace(/>/, ' disabled>')
    if (!first) return disabled
    first = false
    return `<style>${css}</style>\n        ${disabled}`
  })
  return inlined + html.slice(headEnd)
}

/** The first-paint rewrite of the built pages under `client`: CSS inlined, the client started after the first paint. */
export function firstPaintRewrite(client: string): (html: string) => string {
  const cache = new Map<string, string>()
  const readAsset = (url: string) => cache.get(url) ?? cache.set(url, fs.readFileSync(path.join(client, url), 'utf8')).get(url)!
  const imports = new Map<string, string[]>()
  const importsOf = (url: string) => imports.get(url) ?? imports.set(url, staticImports(url, readAsset(url))).get(url)!
  return (html) => startAfterFirstPaint(inlineStylesheets(html, readAsset), importsOf)
}
