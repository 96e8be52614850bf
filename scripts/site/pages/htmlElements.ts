import { Parser } from 'htmlparser2'

/**
 * A built page without what one of the first-paint rewrites changes: not the page that rewrite was
 * made for. Its message is one sentence naming the page and what it lacks, which the build prints.
 */
export class UnexpectedPageError extends Error {}

/** An element of a page as an HTML parser reads it, with where its tags are in the page's text. */
export interface HtmlElement {
  /** Lower case, as the parser gives it. */
  name: string
  /**
   * Its attributes, their values as written, character references left as they are (as Vike
   * writes an asset's address, unescaped); an attribute without a value is "".
   */
  attributes: Record<string, string>
  /** Where its start tag begins (its "<"). */
  start: number
  /** Just after its start tag's ">": where its contents begin. */
  openEnd: number
  /** Where its end tag begins: where its contents end (`openEnd` for a void element). */
  closeStart: number
  /** Just after its end tag (the same as `closeStart` when the tag was left out). */
  end: number
  /** Its start tag was left out of the text and only implied. */
  implied: boolean
  /** It is inside the page's <head>. */
  inHead: boolean
}

/**
 * The elements of `html` named in `names` (and its <head>), and with `withAttribute` every element
 * that has that attribute, in the order their start tags come, read by htmlparser2 (which knows,
 * for instance, that a <script>'s contents are not tags). Only those are kept, and with `headOnly`
 * reading stops at the end of <head>: a large catalogue's pages are hundreds of megabytes, read
 * once each.
 */
export function htmlElements(
  html: string,
  names: readonly string[],
  { headOnly = false, withAttribute }: { headOnly?: boolean; withAttribute?: string } = {},
): HtmlElement[] {
  const kept = new Set([...names, 'head'])
  const elements: HtmlElement[] = []
  // Every open element's name, and the element where it is kept: an element kept for its attribute
  // has a name whose other elements are not, so its end is known only by its place among them all.
  const openNames: string[] = []
  const open: (HtmlElement | undefined)[] = []
  let inHead = false
  let stopped = false
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes, implied) {
        openNames.push(name)
        if (!kept.has(name) && (withAttribute === undefined || !(withAttribute in attributes))) {
          open.push(undefined)
          return
        }
        const element = { name, attributes, start: parser.startIndex, openEnd: parser.endIndex + 1, closeStart: -1, end: -1, implied, inHead }
        elements.push(element)
        open.push(element)
        if (name === 'head') inHead = true
      },
      onclosetag(name, implied) {
        const openName = openNames.pop()
        const element = open.pop()
        // The parser closes what it opened, innermost first; anything else is a parser this code does not know.
        if (openName !== name) throw new Error(`htmlElements: the parser closed <${name}> where <${openName}> was open.`)
        if (!element) return
        // A void element (<link>, <meta>) is closed at its start tag; another, by the tag that ends it.
        if (parser.startIndex === element.start) element.closeStart = element.end = element.openEnd
        else if (implied) element.closeStart = element.end = parser.startIndex
        else [element.closeStart, element.end] = [parser.startIndex, parser.endIndex + 1]
        if (name === 'head') {
          inHead = false
          if (headOnly) {
            stopped = true
            parser.pause()
          }
        }
      },
    },
    // Nothing read here is text, and the decoding was a third of the parser's time.
    { decodeEntities: false },
  )
  parser.write(html)
  if (!stopped) parser.end()
  return elements
}
