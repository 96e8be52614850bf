import { expect, test } from 'vitest'
import { charsetFirst } from './charsetFirst'
import { applyEdits, parsePage } from './pageEdits'

const link = '<link rel="stylesheet" href="/assets/static/a.css">'
const rewritten = (html: string, after?: string) => applyEdits(html, charsetFirst(parsePage(html, 'x/index.html'), after))

test.each([
  [
    'after the stylesheets: moved to the start of <head>',
    `<html><head>${link}<style>.a{}</style><meta charset="UTF-8" /><title>t</title></head><body></body></html>`,
    `<html><head><meta charset="UTF-8" />${link}<style>.a{}</style><title>t</title></head><body></body></html>`,
  ],
  [
    'already first: left as it is',
    '<html><head><meta charset="utf-8"><title>t</title></head></html>',
    '<html><head><meta charset="utf-8"><title>t</title></head></html>',
  ],
  [
    'a <head> with attributes',
    `<html><head data-x="1">${link}<meta charset=utf-8></head></html>`,
    `<html><head data-x="1"><meta charset=utf-8>${link}</head></html>`,
  ],
  [
    'other attributes and a ">" in a value: the whole tag moves',
    `<html><head>${link}<meta data-x="a>b" charset="utf-8"></head></html>`,
    `<html><head><meta data-x="a>b" charset="utf-8">${link}</head></html>`,
  ],
  [
    'one in a script is text, not the declaration',
    `<html><head>${link}<script>"<meta charset=latin1>"</script><meta charset="utf-8"></head></html>`,
    `<html><head><meta charset="utf-8">${link}<script>"<meta charset=latin1>"</script></head></html>`,
  ],
])('%s', (_, html, expected) => {
  expect(rewritten(html)).toBe(expected)
})

test.each([
  [
    'no <head>',
    `<html><body>${link}<meta charset="utf-8"></body></html>`,
    'x/index.html has no <head>, whose first element its charset declaration should be.',
  ],
  [
    'none in <head>, even with one in the body',
    `<html><head>${link}</head><body><meta charset="utf-8"></body></html>`,
    'x/index.html has no <meta charset> in its <head> to put first.',
  ],
  [
    'only a <meta> without charset',
    `<html><head><meta name="viewport" content="width=device-width">${link}</head></html>`,
    'x/index.html has no <meta charset> in its <head> to put first.',
  ],
])('%s: the build stops, naming the page and what it lacks', (_, html, message) => {
  expect(() => rewritten(html)).toThrow(new Error(message))
})

test.each([
  ['moved', `<html><head>${link}<meta charset="utf-8"></head></html>`, `<html><head><meta charset="utf-8"><meta name="p">${link}</head></html>`],
  [
    'already first',
    '<html><head><meta charset="utf-8"><script>a()</script></head></html>',
    '<html><head><meta charset="utf-8"><meta name="p"><script>a()</script></head></html>',
  ],
])('what must come before any script (the security policy) follows the declaration: %s', (_, html, expected) => {
  expect(rewritten(html, '<meta name="p">')).toBe(expected)
})
