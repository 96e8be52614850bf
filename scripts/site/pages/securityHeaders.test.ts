import { expect, test } from 'vitest'
import { parsePage } from './pageEdits'
import { inlineCodeOf, metaPolicyText, policyMeta } from './securityHeaders'

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
  expect(inlineCodeOf(parsePage(html, 'x.html'))).toEqual({
    scripts: ['\nimport("/assets/a.js");\n', 'const s = "<style>.b{}</style><i style=\\"x\\">"', 'c()'],
    styles: ['.a{color:red}'],
    styleAttributes: ['color:red', 'fill:blue', `font-family:"A" & 'B'`],
  })
})

test('a page without inline code has none', () => {
  expect(inlineCodeOf(parsePage('<html><head><script src="/a.js"></script></head><body><p>a</p></body></html>', 'x.html'))).toEqual({
    scripts: [],
    styles: [],
    styleAttributes: [],
  })
})

test('an element the page pass replaces leaves its code out', () => {
  const page = parsePage('<html><head><script>a()</script><style>.a{}</style></head><body><script>b()</script></body></html>', 'x.html')
  const replaced = page.elements.find((e) => e.name === 'script')
  expect(inlineCodeOf(page, replaced)).toEqual({ scripts: ['b()'], styles: ['.a{}'], styleAttributes: [] })
})

test("a page's <meta> policy leaves out frame-ancestors, which browsers ignore there", () => {
  const policy: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  expect(metaPolicyText(policy)).toBe("default-src 'self'")
  expect(policyMeta(policy)).toBe('<meta http-equiv="Content-Security-Policy" content="default-src \'self\'">')
})
