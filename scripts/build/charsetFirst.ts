/** The page's charset declaration, as vike-react writes it first in its <head> template. */
const CHARSET = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i

/**
 * Moves the charset declaration to the start of <head>. A browser looks for it in the first 1,024
 * bytes only (HTML's rule, which the Nu checker enforces), and Vike injects the page's stylesheet
 * links at the opening of <head> (https://vike.dev/injectFilter offers no place after it), before
 * vike-react's declaration; the CSS inlined in their place pushes it past that point. Only the head
 * is searched, since a large catalogue's pages are hundreds of megabytes.
 */
export function charsetFirst(html: string): string {
  const headEnd = html.indexOf('</head>')
  const headStart = /<head(\s[^>]*)?>/i.exec(html)
  if (!headStart || headEnd === -1) return html
  const afterHead = headStart.index + headStart[0].length
  const charset = CHARSET.exec(html.slice(afterHead, headEnd))
  if (!charset || charset.index === 0) return html
  const at = afterHead + charset.index
  return html.slice(0, afterHead) + charset[0] + html.slice(afterHead, at) + html.slice(at + charset[0].length)
}
