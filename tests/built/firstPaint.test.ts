/**
 * The first paint of every built page waits for no request but the page's: its CSS is in one
 * <style> element and its stylesheet links are disabled (kept for the client router); no module is
 * linked or preloaded, so the one inline module script, the same on every page, fetches them all.
 * That it does so once the page is painted and loaded is seen in the browser, on every template
 * (templates.test.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { Parser } from 'htmlparser2'
import { expect, test } from 'vitest'
import { client, htmlFiles } from '../../scripts/harness/builtSite.ts'

interface Element {
  name: string
  attributes: Record<string, string>
  text: string
  inHead: boolean
}

/** The page's <style>, <link> and <script> elements, with their text and whether they are in <head>. */
function elementsOf(html: string): Element[] {
  const found: Element[] = []
  let inHead = false
  let open: Element | undefined
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'head') inHead = true
      if (name === 'style' || name === 'link' || name === 'script') {
        open = { name, attributes, text: '', inHead }
        found.push(open)
      }
    },
    ontext(text) {
      if (open) open.text += text
    },
    onclosetag(name) {
      if (name === 'head') inHead = false
      open = undefined
    },
  })
  parser.end(html)
  return found
}

test('every page carries its CSS inline, and its scripts come from one inline module, the same on every page', () => {
  const files = htmlFiles()
  expect(files.length).toBeGreaterThan(100)
  const problems: string[] = []
  const starts = new Set<string>()
  for (const f of files) {
    const elements = elementsOf(fs.readFileSync(path.join(client, f), 'utf8'))
    const styles = elements.filter((e) => e.name === 'style')
    if (styles.length !== 1 || !styles[0]!.inHead || !styles[0]!.text.includes('--accent'))
      problems.push(`${f}: ${styles.length} <style> elements with the site's CSS`)
    const links = elements.filter((e) => e.name === 'link')
    for (const l of links.filter((e) => e.attributes.rel === 'stylesheet' && !('disabled' in e.attributes)))
      problems.push(`${f}: a stylesheet that blocks the paint: ${l.attributes.href}`)
    for (const l of links.filter((e) => e.attributes.rel === 'modulepreload')) problems.push(`${f}: a module fetched with the page: ${l.attributes.href}`)
    const scripts = elements.filter((e) => e.name === 'script')
    for (const s of scripts.filter((e) => e.attributes.src !== undefined)) problems.push(`${f}: a script fetched with the page: ${s.attributes.src}`)
    const modules = scripts.filter((e) => e.attributes.type === 'module')
    if (modules.length !== 1) problems.push(`${f}: ${modules.length} inline module scripts`)
    else starts.add(modules[0]!.text)
  }
  expect(problems).toEqual([])
  expect(starts.size, 'one start script for every page').toBe(1)
})
