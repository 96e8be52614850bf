import { describe, expect, test } from 'vitest'
import { releasePrerendered } from './releasePrerendered'

function written(url: string) {
  const pageContext: Record<string, unknown> = { urlOriginal: url, data: { name: url }, pageHtmlString: '<p>page</p>', _pageContextHtmlTag: '<script>{}</script>', _prerenderResult: { fileContent: '<html>' } }
  return { fileContent: `<!DOCTYPE html>${url}`, pageContext }
}

describe('releasePrerendered', () => {
  test('empties the text of the pages already written, and keeps what the page itself holds', () => {
    const output = [written('/a'), written('/b')]
    releasePrerendered({ isPrerendering: true, _prerenderContext: { output } })
    for (const entry of output) {
      expect(entry.fileContent).toBe('')
      expect(entry.pageContext).toEqual({ urlOriginal: entry.pageContext.urlOriginal, data: { name: entry.pageContext.urlOriginal } })
    }
    // A page written later is emptied on the next call.
    output.push(written('/c'))
    releasePrerendered({ isPrerendering: true, _prerenderContext: { output } })
    expect(output[2]!.fileContent).toBe('')
    expect(output[2]!.pageContext.pageHtmlString).toBeUndefined()
  })

  test('outside the prerender (dev server, tests) it changes nothing', () => {
    const output = [written('/a')]
    releasePrerendered({ isPrerendering: false, _prerenderContext: { output } })
    expect(output[0]!.fileContent).toBe('<!DOCTYPE html>/a')
    expect(output[0]!.pageContext.pageHtmlString).toBe('<p>page</p>')
    expect(() => releasePrerendered({})).not.toThrow()
  })
})
