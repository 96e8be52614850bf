import { describe, expect, test } from 'vitest'
import { applyEdits, parsePage } from './pageEdits'
import { dependencyOrder, START_DATA_ID, startAfterFirstPaint as rewrite } from './startAfterFirstPaint'

const preload = (href: string) => `    <link rel="modulepreload" href="${href}" as="script" type="text/javascript">\n`
const bootstrap = '<script type="module" async>\nimport("/assets/entries/a.js");\nimport("/assets/entries/b.js");\n</script>'
/** The page as the page pass writes it. */
const startAfterFirstPaint = (html: string, name: string, importsOf?: (url: string) => readonly string[]) =>
  applyEdits(html, rewrite(parsePage(html, name), importsOf).edits)
const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`
/** What the start script reads: the data block it follows. */
const startData = (html: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${START_DATA_ID}">([^<]*)</script>`).exec(html)![1]!) as Record<string, string[]>
const startScript = (html: string) => /<script type="module" async>([\s\S]*?)<\/script>/.exec(html)![1]!

describe('startAfterFirstPaint', () => {
  test("the preloads wherever Vike wrote them move into the start's data, with the entries the bootstrap imported", () => {
    // As Vike writes them: after the bootstrap, at the end of the body; one in the head as well.
    const html = page(preload('/assets/h.js'), `<p>text</p>\n${bootstrap}\n${preload('/assets/a.js')}${preload('/assets/c.js')}`)
    const out = startAfterFirstPaint(html, 'x.html')
    expect(out).not.toContain('<link rel="modulepreload"')
    // Each module is then evaluated in a task of its own (here none imports another), before the entries.
    expect(startData(out)).toEqual({
      preload: ['/assets/h.js', '/assets/a.js', '/assets/c.js'],
      order: ['/assets/h.js', '/assets/a.js', '/assets/c.js'],
      entries: ['/assets/entries/a.js', '/assets/entries/b.js'],
    })
    expect(out.startsWith(`<!DOCTYPE html><html><head></head><body><p>text</p>\n<script type="application/json" id="${START_DATA_ID}">`)).toBe(true)
    expect(out.endsWith('</script>\n</body></html>')).toBe(true)
  })

  test('the start script is the same text in every page, so one hash allows it', () => {
    const one = startAfterFirstPaint(page('', `${bootstrap}\n${preload('/assets/a.js')}`), 'x.html')
    const other = startAfterFirstPaint(
      page(
        '<title>t</title>',
        `<p>x</p><script type="module" async>\nimport("/assets/entries/z.js");\n</script>\n${preload('/assets/y.js')}${preload('/assets/z.js')}`,
      ),
      'x.html',
    )
    expect(startData(one)).not.toEqual(startData(other))
    expect(startScript(one)).toBe(startScript(other))
    expect(startScript(one)).toContain(`document.getElementById("${START_DATA_ID}")`)
  })

  test('the order puts each module after those it imports', () => {
    const imports: Record<string, string[]> = { '/assets/a.js': ['/assets/c.js'] }
    const out = startAfterFirstPaint(page('', `${bootstrap}\n${preload('/assets/a.js')}${preload('/assets/c.js')}`), 'x.html', (url) => imports[url] ?? [])
    expect(startData(out).order).toEqual(['/assets/c.js', '/assets/a.js'])
  })

  test('a "<" in the data cannot close its element', () => {
    // An address with "</script>" in it, which an attribute may hold and a script may not.
    const out = startAfterFirstPaint(page('', `${bootstrap}\n${preload('/assets/</script>.js')}`), 'x.html')
    expect(out).not.toContain('/assets/</script>.js')
    expect(startData(out).preload).toEqual(['/assets/</script>.js'])
  })

  test('a bootstrap whose address has an escaped quote is read as JavaScript reads it', () => {
    const out = startAfterFirstPaint(page('', '<script type="module" async>\nimport("/assets/entries/a\\"b.js");\n</script>'), 'x.html')
    expect(startData(out).entries).toEqual(['/assets/entries/a"b.js'])
  })

  test('preloads only at the end are all found', () => {
    const out = startAfterFirstPaint(page('<title>t</title>', `<p>x</p>${bootstrap}\n${preload('/assets/a.js')}${preload('/assets/b.js')}`), 'x.html')
    expect(out).not.toContain('<link rel="modulepreload"')
    expect(startData(out).preload).toEqual(['/assets/a.js', '/assets/b.js'])
  })

  test.each([
    ['no script', page(preload('/assets/h.js'), '<p>x</p>')],
    ['a module script doing something else', page(preload('/assets/h.js'), '<script type="module" async>\nconsole.log(1)\n</script>')],
    ['a module script importing with something else too', page('', '<script type="module" async>\nimport("/assets/entries/a.js");\nconsole.log(1)\n</script>')],
    ['the imports in a classic script', page('', '<script async>\nimport("/assets/entries/a.js");\n</script>')],
    ['the imports in a comment', page('', '<!-- <script type="module" async>\nimport("/assets/entries/a.js");\n</script> -->')],
    ['an empty module script', page('', '<script type="module" async>\n</script>')],
    ['one entry by its address', page('', '<script src="/assets/entries/a.js" type="module" async></script>')],
  ])('%s: the build stops, naming the page and what it lacks', (_, html) => {
    expect(() => startAfterFirstPaint(html, 'x.html')).toThrow(
      new Error('x.html has no module script of Vike\'s importing the client entries (import("…"); lines) to start after the first paint.'),
    )
  })

  test("the bootstrap is Vike's last one, after the body's other scripts", () => {
    const html = page('<script type="module" async>\nimport("/assets/other.js");\n</script>', `<p>x</p>${bootstrap}`)
    const out = startAfterFirstPaint(html, 'x.html')
    expect(startData(out).entries).toEqual(['/assets/entries/a.js', '/assets/entries/b.js'])
    expect(out).toContain('<head><script type="module" async>\nimport("/assets/other.js");\n</script></head>')
  })

  test('without preloads, only the bootstrap changes', () => {
    const out = startAfterFirstPaint(page('<title>t</title>', `<p>x</p>${bootstrap}`), 'x.html')
    expect(startData(out)).toEqual({ preload: [], order: [], entries: ['/assets/entries/a.js', '/assets/entries/b.js'] })
    expect(out.startsWith(`<!DOCTYPE html><html><head><title>t</title></head><body><p>x</p><script type="application/json" id="${START_DATA_ID}">`)).toBe(true)
  })
})

describe('dependencyOrder', () => {
  test('puts each module after the modules it imports, so that each import evaluates one module', () => {
    const imports: Record<string, string[]> = {
      '/e.js': ['/react-dom.js', '/vike.js'],
      '/vike.js': ['/react.js'],
      '/react-dom.js': ['/react.js', '/scheduler.js'],
    }
    const order = dependencyOrder(['/e.js', '/vike.js', '/react-dom.js', '/react.js', '/scheduler.js'], (url) => imports[url] ?? [])
    expect(order).toEqual(['/react.js', '/scheduler.js', '/react-dom.js', '/vike.js', '/e.js'])
  })

  test('imports outside the list (loaded later, or not at all) are left out, and a cycle ends', () => {
    const imports: Record<string, string[]> = { '/a.js': ['/b.js', '/lazy.js'], '/b.js': ['/a.js'] }
    expect(dependencyOrder(['/a.js', '/b.js'], (url) => imports[url] ?? [])).toEqual(['/b.js', '/a.js'])
  })
})
