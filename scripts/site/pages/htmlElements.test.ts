import { expect, test } from 'vitest'
import { htmlElements } from './htmlElements'

const html = '<html><head><meta charset="utf-8"><script>"<link rel=x>"</script></head><body><link rel="a" href="/x?a&amp;b"><p>t</body></html>'
const text = (from: number, to: number) => html.slice(from, to)

test("each named element with where its tags are, a script's contents not read as tags", () => {
  const found = htmlElements(html, ['meta', 'script', 'link'])
  expect(found.map((e) => [e.name, text(e.start, e.openEnd), text(e.openEnd, e.closeStart), text(e.closeStart, e.end), e.inHead])).toEqual([
    ['head', '<head>', '<meta charset="utf-8"><script>"<link rel=x>"</script>', '</head>', false],
    ['meta', '<meta charset="utf-8">', '', '', true],
    ['script', '<script>', '"<link rel=x>"', '</script>', true],
    ['link', '<link rel="a" href="/x?a&amp;b">', '', '', false],
  ])
  // Values as written: an address is used as Vike wrote it.
  expect(found[3]!.attributes).toEqual({ rel: 'a', href: '/x?a&amp;b' })
})

test('with headOnly, nothing after </head> is read', () => {
  expect(htmlElements(html, ['link', 'meta'], { headOnly: true }).map((e) => e.name)).toEqual(['head', 'meta'])
})

test('a page without <head> has none', () => {
  expect(htmlElements('<p>x<link rel="a">', ['link']).map((e) => [e.name, e.inHead])).toEqual([['link', false]])
})

test('with withAttribute, each element that has it too, its end found among elements of its name that lack it', () => {
  const page = '<body><div><div style="a">x<div>y</div></div><img style="b"></div></body>'
  expect(htmlElements(page, [], { withAttribute: 'style' }).map((e) => [e.name, page.slice(e.start, e.openEnd), page.slice(e.openEnd, e.closeStart)])).toEqual([
    ['div', '<div style="a">', 'x<div>y</div>'],
    ['img', '<img style="b">', ''],
  ])
})
