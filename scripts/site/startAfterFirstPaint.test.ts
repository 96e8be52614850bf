import { describe, expect, test } from 'vitest'
import { dependencyOrder, startAfterFirstPaint } from './startAfterFirstPaint'

const preload = (href: string) => `    <link rel="modulepreload" href="${href}" as="script" type="text/javascript">\n`
const bootstrap = '<script type="module" async>\nimport("/assets/entries/a.js");\nimport("/assets/entries/b.js");\n</script>'
const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`

describe('startAfterFirstPaint', () => {
  test('the preloads wherever Vike wrote them move into the start script, which imports the entries', () => {
    // As Vike writes them: after the bootstrap, at the end of the body; one in the head as well.
    const html = page(preload('/assets/h.js'), `<p>text</p>\n${bootstrap}\n${preload('/assets/a.js')}${preload('/assets/c.js')}`)
    const out = startAfterFirstPaint(html)
    expect(out).not.toContain('<link rel="modulepreload"')
    expect(out).toContain('for (const href of ["/assets/h.js","/assets/a.js","/assets/c.js"])')
    expect(out).toContain('import("/assets/entries/a.js");\nimport("/assets/entries/b.js");\n}')
    // Then each module is evaluated in a task of its own before the entries.
    expect(out).toContain('for (const src of ["/assets/h.js","/assets/a.js","/assets/c.js"]) await import(src)')
    expect(out.startsWith('<!DOCTYPE html><html><head></head><body><p>text</p>\n<script type="module" async>\nlet started = false')).toBe(true)
    expect(out.endsWith('</script>\n</body></html>')).toBe(true)
  })

  test('preloads only at the end are all found', () => {
    const out = startAfterFirstPaint(page('<title>t</title>', `<p>x</p>${bootstrap}\n${preload('/assets/a.js')}${preload('/assets/b.js')}`))
    expect(out).not.toContain('<link rel="modulepreload"')
    expect(out).toContain('for (const href of ["/assets/a.js","/assets/b.js"])')
  })

  test('a page without Vike\'s bootstrap is left as it is', () => {
    const html = page(preload('/assets/h.js'), '<script type="module" async>\nconsole.log(1)\n</script>')
    expect(startAfterFirstPaint(html)).toBe(html)
  })

  test('without preloads, only the bootstrap changes', () => {
    const out = startAfterFirstPaint(page('<title>t</title>', `<p>x</p>${bootstrap}`))
    expect(out).toContain('for (const href of [])')
    expect(out.startsWith('<!DOCTYPE html><html><head><title>t</title></head><body><p>x</p><script type="module" async>\nlet started')).toBe(true)
  })
})

describe('dependencyOrder', () => {
  test('puts each module after the modules it imports, so that each import evaluates one module', () => {
    const imports: Record<string, string[]> = { '/e.js': ['/react-dom.js', '/vike.js'], '/vike.js': ['/react.js'], '/react-dom.js': ['/react.js', '/scheduler.js'] }
    const order = dependencyOrder(['/e.js', '/vike.js', '/react-dom.js', '/react.js', '/scheduler.js'], (url) => imports[url] ?? [])
    expect(order).toEqual(['/react.js', '/scheduler.js', '/react-dom.js', '/vike.js', '/e.js'])
  })

  test('imports outside the list (loaded later, or not at all) are left out, and a cycle ends', () => {
    const imports: Record<string, string[]> = { '/a.js': ['/b.js', '/lazy.js'], '/b.js': ['/a.js'] }
    expect(dependencyOrder(['/a.js', '/b.js'], (url) => imports[url] ?? [])).toEqual(['/b.js', '/a.js'])
  })
})
