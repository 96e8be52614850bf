import { htmlElements, UnexpectedPageError } from './htmlElements.ts'

/**
 * Moves the charset declaration to the start of <head>. A browser looks for it in the first 1,024
 * bytes only (HTML's rule, which the Nu checker enforces), and Vike injects the page's stylesheet
 * links at the opening of <head> (https://vike.dev/injectFilter offers no place after it), before
 * vike-react's declaration; the CSS inlined in their place pushes it past that point. Only the head
 * is read, since a large catalogue's pages are hundreds of megabytes. `page` names the page in
 * the error that stops the build when it has no <head> or no declaration in it: vike-react writes
 * both in every page, so a page without them is not the page this rewrite was made for.
 */
export function charsetFirst(html: string, page: string): string {
  const elements = htmlElements(html, ['meta'], { headOnly: true })
  const head = elements.find((e) => e.name === 'head' && !e.implied)
  if (!head) throw new UnexpectedPageError(`${page} has no <head>, whose first element its charset declaration should be.`)
  const charset = elements.find((e) => e.inHead && e.name === 'meta' && 'charset' in e.attributes)
  if (!charset) throw new UnexpectedPageError(`${page} has no <meta charset> in its <head> to put first.`)
  if (charset.start === head.openEnd) return html
  return html.slice(0, head.openEnd) + html.slice(charset.start, charset.end) + html.slice(head.openEnd, charset.start) + html.slice(charset.end)
}
