import { UnexpectedPageError } from './htmlElements.ts'
import type { Edit, ParsedPage } from './pageEdits.ts'

/**
 * Moves the charset declaration to the start of <head>, followed by `after` (the security
 * policy, which must come before any script). A browser looks for the declaration in the first
 * 1,024 bytes only (HTML's rule, which the Nu checker enforces), and Vike injects the page's
 * stylesheet links at the opening of <head> (https://vike.dev/injectFilter offers no place after
 * it), before vike-react's declaration; the CSS inlined in their place would push it past that.
 * vike-react writes a <head> and a declaration in every page: a page without them stops the build.
 */
export function charsetFirst({ html, name, elements }: ParsedPage, after = ''): Edit[] {
  const head = elements.find((e) => e.name === 'head' && !e.implied)
  if (!head) throw new UnexpectedPageError(`${name} has no <head>, whose first element its charset declaration should be.`)
  const charset = elements.find((e) => e.inHead && e.name === 'meta' && 'charset' in e.attributes)
  if (!charset) throw new UnexpectedPageError(`${name} has no <meta charset> in its <head> to put first.`)
  if (charset.start === head.openEnd) return [{ from: charset.end, to: charset.end, text: after }]
  return [
    { from: head.openEnd, to: head.openEnd, text: html.slice(charset.start, charset.end) + after },
    { from: charset.start, to: charset.end, text: '' },
  ]
}
