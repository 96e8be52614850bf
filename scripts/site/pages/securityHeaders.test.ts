import { expect, test } from 'vitest'
import { parsePage } from './pageEdits'
import { buildHeadersFile, buildPolicy, CAMERA_PAGES, inlineCodeOf, metaPolicyText, policyMeta } from './securityHeaders'

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

test("the camera pages' rule, after the pages', takes off their two policies and sets its own: the camera for the site, WebAssembly allowed", () => {
  const policy = buildPolicy({ scripts: ['1'], styles: [], styleAttributes: [] })
  const rules = buildHeadersFile(policy).split('\n\n')
  const pages = rules.findIndex((r) => r.startsWith('/*/\n'))
  expect(CAMERA_PAGES.length).toBe(2)
  for (const address of CAMERA_PAGES) {
    const at = rules.findIndex((r) => r.startsWith(`${address}\n`))
    expect(at).toBeGreaterThan(pages)
    const lines = rules[at]!.split('\n')
      .slice(1)
      .map((l) => l.trim())
    expect(lines.slice(0, 2)).toEqual(['! Content-Security-Policy', '! Permissions-Policy'])
    expect(lines[2]).toMatch(/^Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/)
    expect(lines[3]).toMatch(/^Permissions-Policy: .*\bcamera=\(self\)/)
  }
  expect(rules[pages]).toMatch(/\bcamera=\(\)/)
  expect(rules[pages]).not.toContain('wasm-unsafe-eval')
  expect(buildPolicy({ scripts: [], styles: [], styleAttributes: [], wasm: true })[1]).toEqual(['script-src', ["'self'", "'wasm-unsafe-eval'"]])
})
