import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { stringify } from '@brillout/json-serializer/stringify'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { type PageUi, sharedPageUi } from '../../src/layout/pageUi'
import { pageWriter } from './pageWriter'
import { addPolicyMeta, buildPolicy, metaPolicyText, sha256 } from './securityHeaders'

const CSS = '.a{color:red}'
const bootstrap = '<script type="module" async>\nimport("/assets/entries/a.js");\n</script>'
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="stylesheet" type="text/css" href="/assets/static/a.css"></head><body>${body}\n${bootstrap}\n</body></html>`

let client: string
beforeEach(() => {
  client = fs.mkdtempSync(path.join(os.tmpdir(), 'page-writer-'))
  fs.mkdirSync(path.join(client, 'assets/static'), { recursive: true })
  fs.writeFileSync(path.join(client, 'assets/static/a.css'), CSS)
})
afterEach(() => fs.rmSync(client, { recursive: true, force: true }))

describe('pageWriter', () => {
  test('writes a page rewritten for its first paint, into folders it makes, and its page context as it came', () => {
    const writer = pageWriter(client)
    const html = path.join(client, 'sanitario/buste/index.html')
    const json = path.join(client, 'sanitario/buste/index.pageContext.json')
    writer.write(html, page('<p>Buste</p>'))
    writer.write(json, '{"ui":{}}')
    const written = fs.readFileSync(html, 'utf8')
    expect(written).toContain(`<style>${CSS}</style>`)
    expect(written).toContain('<link rel="stylesheet" type="text/css" href="/assets/static/a.css" disabled>')
    expect(written).toContain('let started = false')
    expect(written).not.toContain(bootstrap)
    expect(fs.readFileSync(json, 'utf8')).toBe('{"ui":{}}')
    // Only pages get the policy later; the page context is not one.
    expect(writer.pages).toEqual([html])
  })

  test('keeps the inline code of the pages as written, each text once', () => {
    const writer = pageWriter(client)
    writer.write(path.join(client, 'a/index.html'), page('<p style="color:red">a</p>'))
    writer.write(path.join(client, 'b/index.html'), page('<p>b</p>'))
    const code = writer.inlineCode()
    expect(code.styles).toEqual([CSS])
    expect(code.styleAttributes).toEqual(['color:red'])
    // The start script that replaced Vike's bootstrap, the same in both pages.
    expect(code.scripts).toHaveLength(1)
    expect(code.scripts[0]).toContain('let started = false')
    const written = fs.readFileSync(path.join(client, 'b/index.html'), 'utf8')
    expect(written).toContain(`<script type="module" async>${code.scripts[0]}</script>`)
  })

  test('the policy made from that code goes into every page written, after the charset', () => {
    const writer = pageWriter(client)
    const files = ['a', 'b'].map((name) => path.join(client, name, 'index.html'))
    for (const file of files) writer.write(file, page(`<p>${file}</p>`))
    const policy = buildPolicy({ ...writer.inlineCode(), sentryDsn: undefined })
    addPolicyMeta(writer.pages, policy)
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8')
      expect(html).toContain(`<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${metaPolicyText(policy)}">`)
      const script = /<script type="module" async>([\s\S]*?)<\/script>/.exec(html)![1]!
      expect(metaPolicyText(policy)).toContain(sha256(script))
    }
  })

  describe('values the pages share', () => {
    // As Vike serialises a page's context, and as the prerender serialises a shared value once.
    const serialise = (value: unknown, inHtml: boolean) => stringify(value, { forbidReactElements: true, htmlScriptSafe: { escapeScripts: true, escapeURLs: inHtml } })
    // "$&" would be read as a pattern by a string replacement; "</script>" and "/" are escaped in the page.
    const ui = {
      labels: { 'nav.home': 'Home', 'search.hint': 'Codice, es. SP-FP/075 ($& incluso) </script>' },
      company: { name: 'Azienda S.p.A.' },
      categories: [{ id: 'sanitario', name: 'Sanitario' }],
    } as unknown as PageUi
    const shared = sharedPageUi(ui, 'it')
    const swaps = (s: typeof shared) => ({ html: [serialise(s.standIn, true), serialise(s.value, true)], json: [serialise(s.standIn, false), serialise(s.value, false)] }) as const
    const context = (uiIt: unknown) => ({ ui: { it: uiIt }, twin: '/medical/pouches', data: { name: 'Buste' } })
    const withContext = (json: string) => page(`<p>Buste</p><script id="vike_pageContext" type="application/json">${json}</script>`)

    test('its stand-in reads as the value but serialises to one key', () => {
      expect((shared.standIn as PageUi).labels['nav.home' as keyof PageUi['labels']]).toBe('Home')
      expect(serialise(shared.standIn, false)).toBe('{"sharedValue@":"it"}')
    })

    test('the page and its page context are written as if Vike had serialised the value itself', () => {
      const direct = pageWriter(client)
      const viaStandIn = pageWriter(client)
      viaStandIn.share(swaps(shared) as never)
      for (const [writer, value, dir] of [[direct, ui, 'direct'], [viaStandIn, shared.standIn, 'shared']] as const) {
        writer.write(path.join(client, dir, 'a/index.html'), withContext(serialise(context(value), true)))
        writer.write(path.join(client, dir, 'a/index.pageContext.json'), serialise(context(value), false))
      }
      for (const file of ['a/index.html', 'a/index.pageContext.json']) {
        const written = fs.readFileSync(path.join(client, 'shared', file), 'utf8')
        expect(written).toBe(fs.readFileSync(path.join(client, 'direct', file), 'utf8'))
        expect(written).toContain('($& incluso) \\u003c')
      }
      expect(JSON.parse(fs.readFileSync(path.join(client, 'shared/a/index.pageContext.json'), 'utf8'))).toEqual(context(ui))
    })

    test('each stand-in gets its own value, however many the pages share', () => {
      const other = sharedPageUi({ ...ui, labels: { 'nav.home': 'Pagina iniziale' } } as PageUi, 'it:category,common')
      const writer = pageWriter(client)
      writer.share(swaps(shared) as never)
      writer.share(swaps(other) as never)
      const file = (name: string) => path.join(client, name, 'index.pageContext.json')
      writer.write(file('a'), serialise(context(shared.standIn), false))
      writer.write(file('b'), serialise(context(other.standIn), false))
      expect(JSON.parse(fs.readFileSync(file('a'), 'utf8'))).toEqual(context(ui))
      expect(JSON.parse(fs.readFileSync(file('b'), 'utf8')).ui.it.labels).toEqual({ 'nav.home': 'Pagina iniziale' })
    })

    test('a name that serialisation could escape is refused', () => {
      expect(() => sharedPageUi(ui, 'it/category')).toThrow('A shared value\'s name must be letters, digits, colons and commas: "it/category"')
    })

    test('a page holding a stand-in whose value never came is not written', () => {
      const writer = pageWriter(client)
      const file = path.join(client, 'a/index.pageContext.json')
      expect(() => writer.write(file, serialise(context(shared.standIn), false))).toThrow(`${file} holds a shared value that was not put back ("sharedValue@")`)
      expect(fs.existsSync(file)).toBe(false)
    })
  })
})
