import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { UnexpectedPageError } from './htmlElements'
import { preparePages } from './preparePages'
import { metaPolicyText, policyText, sha256 } from './securityHeaders'

const CSS = '.a{color:red}'
const bootstrap = '<script type="module" async>\nimport("/assets/entries/a.js");\n</script>'
// As Vike and vike-react write a page: the stylesheet links injected before the charset declaration.
const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" type="text/css" href="/assets/static/a.css"><meta charset="utf-8"></head><body>${body}\n${bootstrap}\n</body></html>`

let client: string
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true })
  fs.writeFileSync(path.join(client, file), text)
}
const read = (file: string) => fs.readFileSync(path.join(client, file), 'utf8')

beforeEach(() => {
  client = fs.mkdtempSync(path.join(os.tmpdir(), 'prepare-pages-'))
  write('assets/static/a.css', CSS)
})
afterEach(() => fs.rmSync(client, { recursive: true, force: true }))

test('each page is prepared for its first paint; its page context and other files stay as Vike wrote them', () => {
  write('sanitario/buste/index.html', page('<p>Buste</p>'))
  write('sanitario/buste/index.pageContext.json', '{"ui":{}}')
  write('404.html', page('<p>404</p>'))
  const { pages } = preparePages(client, undefined)
  expect(pages).toEqual([path.join(client, '404.html'), path.join(client, 'sanitario/buste/index.html')])
  const written = read('sanitario/buste/index.html')
  expect(written).toContain(`<style>${CSS}</style>`)
  expect(written).toContain('<link rel="stylesheet" type="text/css" href="/assets/static/a.css" disabled>')
  expect(written).toContain('let started = false')
  expect(written).not.toContain(bootstrap)
  expect(read('sanitario/buste/index.pageContext.json')).toBe('{"ui":{}}')
})

test('the policy allows the inline code of every page by its hash, and is in _headers and in every page, first in <head> after the charset', () => {
  write('a/index.html', page('<p style="color:red">a</p>'))
  write('b/index.html', page('<p>b</p>'))
  const { policy } = preparePages(client, 'https://key@o1.ingest.sentry.io/2')
  const sources = Object.fromEntries(policy)
  expect(sources['style-src']).toEqual(["'self'", sha256(CSS), "'unsafe-hashes'", sha256('color:red')])
  expect(sources['connect-src']).toContain('https://o1.ingest.sentry.io')
  expect(read('_headers')).toContain(`Content-Security-Policy: ${policyText(policy)}`)
  // Each page's <meta> is the site's policy with only the hashes of its own inline code.
  const own = (file: string) => metaPolicyText(policy).replace(file === 'a/index.html' ? /$^/ : ` 'unsafe-hashes' ${sha256('color:red')}`, '')
  expect(own('b/index.html')).not.toBe(metaPolicyText(policy))
  for (const file of ['a/index.html', 'b/index.html']) {
    const html = read(file)
    expect(html).toContain(`<head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${own(file)}"><style>`)
    // The start script that replaced Vike's bootstrap, the same in both pages.
    const script = /<script type="module" async>([\s\S]*?)<\/script>/.exec(html)![1]!
    expect(sources['script-src']).toEqual(["'self'", sha256(script)])
  }
})

test.each([
  ['no charset declaration', page('<p>b</p>').replace('<meta charset="utf-8">', ''), 'has no <meta charset> in its <head> to put first.'],
  [
    'no stylesheet',
    page('<p>b</p>').replace('<link rel="stylesheet" type="text/css" href="/assets/static/a.css">', ''),
    'has no stylesheet link to a CSS file under /assets/ in its <head> to inline.',
  ],
  [
    'no bootstrap',
    page('<p>b</p>').replace(bootstrap, ''),
    'has no module script of Vike\'s importing the client entries (import("…"); lines) to start after the first paint.',
  ],
])('a page with %s stops the pass with one sentence naming it and what it lacks', (_, text, lacks) => {
  write('a/index.html', page('<p>a</p>'))
  write('b/index.html', text)
  expect(() => preparePages(client, undefined)).toThrow(new Error(`${path.join(client, 'b/index.html')} ${lacks}`))
  // The kind of error the build prints as it is, without a stack.
  expect(() => preparePages(client, undefined)).toThrow(UnexpectedPageError)
})
