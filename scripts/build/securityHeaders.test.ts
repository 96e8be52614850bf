import { expect, test } from 'vitest'
import { UnexpectedPageError } from './htmlElements'
import { inlineCodeOf, metaPolicyText, withPolicyMeta } from './securityHeaders'

test('the inline code of a page is the text of each element as written, which the browser hashes', () => {
  const html = [
    '<html><head><meta charset="utf-8"><style>.a{color:red}</style>',
    '<script type="application/json" id="d">{"a":"\\u003cscript>"}</script>',
    '<script type="module" async>\nimport("/assets/a.js");\n</script>',
    '</head><body><p style="color:red">a</p>',
    // A script's text is not tags: neither the "<style>" nor the style="…" in it are the page's.
    '<script>const s = "<style>.b{}</style><i style=\\"x\\">"</script>',
    '<script src="/assets/b.js"></script><script type="TEXT/JavaScript" >c()</script>',
    '<svg><rect style="fill:blue" /></svg>',
    '<a title="x" style="font-family:&quot;A&quot; &amp; &#x27;B&#x27;" href="/">b</a></body></html>',
  ].join('')
  expect(inlineCodeOf(html)).toEqual({
    scripts: ['\nimport("/assets/a.js");\n', 'const s = "<style>.b{}</style><i style=\\"x\\">"', 'c()'],
    styles: ['.a{color:red}'],
    styleAttributes: ['color:red', 'fill:blue', `font-family:"A" & 'B'`],
  })
})

test('a page without inline code has none', () => {
  expect(inlineCodeOf('<html><head><script src="/a.js"></script></head><body><p>a</p></body></html>')).toEqual({ scripts: [], styles: [], styleAttributes: [] })
})

const policy: [string, string[]][] = [
  ['default-src', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
]
const meta = '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'">'

test('the policy is read before any script: after the charset declaration, or first in <head> without one', () => {
  expect(metaPolicyText(policy)).toBe("default-src 'self'")
  expect(withPolicyMeta('<html><head data-x="1"><meta charset="utf-8"><script>a()</script></head></html>', policy, 'x/index.html')).toBe(
    `<html><head data-x="1"><meta charset="utf-8">${meta}<script>a()</script></head></html>`,
  )
  expect(withPolicyMeta('<html><head><script>"<meta charset=utf-8>"</script></head><body><meta charset="utf-8"></body></html>', policy, 'x/index.html')).toBe(
    `<html><head>${meta}<script>"<meta charset=utf-8>"</script></head><body><meta charset="utf-8"></body></html>`,
  )
})

test.each([
  ['no <head>', '<html><body><meta charset="utf-8"><p>a</p></body></html>'],
  ['a <head> only implied', '<meta charset="utf-8"><script>a()</script><p>a</p>'],
])('a page with %s stops the build with one sentence naming it', (_, html) => {
  expect(() => withPolicyMeta(html, policy, 'x/index.html')).toThrow(new Error('x/index.html has no <head> to put its security policy <meta> in.'))
  expect(() => withPolicyMeta(html, policy, 'x/index.html')).toThrow(UnexpectedPageError)
})
