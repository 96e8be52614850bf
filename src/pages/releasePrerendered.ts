/**
 * The memory of the prerender. Vike keeps the text of every file it has written until the end of
 * the prerender: the HTML and page-context JSON in `prerenderContext.output` and on each page's
 * context (`_prerenderResult`), the page's rendered body (`pageHtmlString`) and its serialised
 * context (`_pageContextHtmlTag`). That is about 250 KB a page, so the build's peak memory grew
 * with the catalogue (1.3 GB at 2,000 products).
 * Nothing in this project reads them afterwards (the sitemap comes from the route table), so each
 * page, as its rendering starts, empties what the pages written before it still hold.
 *
 * An entry is added to `output` only once its page's HTML is complete, and Vike writes the file
 * from its own copy of the text, so emptying an entry never changes a written file.
 */
interface OutputEntry {
  fileContent: string
  pageContext: Record<string, unknown>
}

interface PrerenderingContext {
  isPrerendering?: boolean
  _prerenderContext?: { output?: OutputEntry[] }
}

const released = new WeakMap<OutputEntry[], number>()

export function releasePrerendered(pageContext: object): void {
  const { isPrerendering, _prerenderContext } = pageContext as PrerenderingContext
  const output = isPrerendering ? _prerenderContext?.output : undefined
  if (!Array.isArray(output)) return
  const from = released.get(output) ?? 0
  for (let i = from; i < output.length; i++) {
    const entry = output[i]!
    entry.fileContent = ''
    delete entry.pageContext._prerenderResult
    delete entry.pageContext.pageHtmlString
    delete entry.pageContext._pageContextHtmlTag
  }
  released.set(output, output.length)
}
