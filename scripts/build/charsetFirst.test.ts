import { expect, test } from 'vitest'
import { charsetFirst } from './charsetFirst'

const link = '<link rel="stylesheet" href="/assets/static/a.css">'

test.each([
  ['after the stylesheets: moved to the start of <head>', `<html><head>${link}<style>.a{}</style><meta charset="UTF-8" /><title>t</title></head><body></body></html>`, `<html><head><meta charset="UTF-8" />${link}<style>.a{}</style><title>t</title></head><body></body></html>`],
  ['already first: left as it is', '<html><head><meta charset="utf-8"><title>t</title></head></html>', '<html><head><meta charset="utf-8"><title>t</title></head></html>'],
  ['none in <head>: left as it is, even one in the body', `<html><head>${link}</head><body><meta charset="utf-8"></body></html>`, `<html><head>${link}</head><body><meta charset="utf-8"></body></html>`],
  ['a <head> with attributes', `<html><head data-x="1">${link}<meta charset=utf-8></head></html>`, `<html><head data-x="1"><meta charset=utf-8>${link}</head></html>`],
])('%s', (_, html, expected) => {
  expect(charsetFirst(html)).toBe(expected)
})
