import { describe, expect, test } from 'vitest'
import { INLINE_CSS_LIMIT, inlineStylesheets } from './inlineStylesheets'
import { applyEdits, parsePage } from './pageEdits'

const link = (name: string) => `<link rel="stylesheet" type="text/css" href="/assets/static/${name}.css">`
const css: Record<string, string> = { '/assets/static/a.css': '.a{color:red}\n', '/assets/static/b.css': '.b{color:blue}' }
const read = (url: string) => css[url] ?? ''
const rewritten = (html: string, reader: (url: string) => string) => applyEdits(html, inlineStylesheets(parsePage(html, 'x.html'), reader).edits)

describe('inlineStylesheets', () => {
  test('one <style> with every linked stylesheet in order, before the links, which stay disabled', () => {
    const html = `<head>${link('a')}\n${link('b')}<title>t</title></head>`
    expect(rewritten(html, read)).toBe(
      `<head><style>.a{color:red}\n.b{color:blue}</style>\n        ${link('a').replace('>', ' disabled>')}\n${link('b').replace('>', ' disabled>')}<title>t</title></head>`,
    )
  })

  test('only the head\'s links to CSS under /assets/ are inlined; a link written "/>" is disabled before its "/>"', () => {
    const other = '<link rel="stylesheet" href="https://example.com/x.css">'
    const html = `<head>${other}<link rel="stylesheet" href="/assets/static/a.css" /></head><body>${link('b')}</body>`
    expect(rewritten(html, read)).toBe(
      `<head>${other}<style>.a{color:red}</style>\n        <link rel="stylesheet" href="/assets/static/a.css" disabled /></head><body>${link('b')}</body>`,
    )
  })

  test.each([
    ['more CSS than the limit', `<head>${link('a')}</head>`, () => 'x'.repeat(INLINE_CSS_LIMIT + 1)],
    ['CSS that would close the element', `<head>${link('a')}</head>`, () => '.a{content:"</STYLE>"}'],
  ])('%s: the page keeps its links', (_, html, reader) => {
    expect(rewritten(html, reader)).toBe(html)
  })

  test.each([
    ['no <head>', `<html><body>${link('a')}</body></html>`, 'x.html has no <head>, where its stylesheet links should be.'],
    [
      'no stylesheet link in <head>',
      `<html><head><title>t</title></head><body>${link('a')}</body></html>`,
      'x.html has no stylesheet link to a CSS file under /assets/ in its <head> to inline.',
    ],
    [
      'a link in a comment only',
      `<html><head><!-- ${link('a')} --></head></html>`,
      'x.html has no stylesheet link to a CSS file under /assets/ in its <head> to inline.',
    ],
  ])('%s: the build stops, naming the page and what it lacks', (_, html, message) => {
    expect(() => rewritten(html, read)).toThrow(new Error(message))
  })
})
