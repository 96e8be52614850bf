import { describe, expect, test } from 'vitest'
import { INLINE_CSS_LIMIT, inlineStylesheets } from './inlineStylesheets'

const link = (name: string) => `<link rel="stylesheet" type="text/css" href="/assets/static/${name}.css">`
const css: Record<string, string> = { '/assets/static/a.css': '.a{color:red}\n', '/assets/static/b.css': '.b{color:blue}' }
const read = (url: string) => css[url] ?? ''

describe('inlineStylesheets', () => {
  test('one <style> with every linked stylesheet in order, before the links, which stay disabled', () => {
    const html = `<head>${link('a')}\n${link('b')}<title>t</title></head>`
    expect(inlineStylesheets(html, read)).toBe(
      `<head><style>.a{color:red}\n.b{color:blue}</style>\n        ${link('a').replace('>', ' disabled>')}\n${link('b').replace('>', ' disabled>')}<title>t</title></head>`,
    )
  })

  test.each([
    ['no stylesheet', '<head><title>t</title></head>', read],
    ['more CSS than the limit', `<head>${link('a')}</head>`, () => 'x'.repeat(INLINE_CSS_LIMIT + 1)],
    ['CSS that would close the element', `<head>${link('a')}</head>`, () => '.a{content:"</style>"}'],
  ])('%s: the page is left as it is', (_, html, reader) => {
    expect(inlineStylesheets(html, reader)).toBe(html)
  })

})
