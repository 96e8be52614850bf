/**
 * The first paint of every built page waits for no stylesheet request: the page's CSS is in one
 * <style> element, and its stylesheet links are disabled (kept for the client router); the client
 * starts after the first paint.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

const client = path.join(path.resolve(import.meta.dirname, '../..'), process.env.OUT_DIR ?? 'dist', 'client')
const htmlFiles = fs.readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))

describe('CSS delivery', () => {
  test('every page carries its CSS inline and links no render-blocking stylesheet', () => {
    expect(htmlFiles.length).toBeGreaterThan(100)
    const problems: string[] = []
    for (const f of htmlFiles) {
      const html = fs.readFileSync(path.join(client, f), 'utf8')
      const head = html.slice(0, html.indexOf('</head>'))
      const styles = head.match(/<style>[\s\S]*?<\/style>/g) ?? []
      if (styles.length !== 1 || !styles[0]!.includes('--accent')) problems.push(`${f}: ${styles.length} <style> elements with the site's CSS`)
      const blocking = (html.match(/<link rel="stylesheet"[^>]*>/g) ?? []).filter((l) => !/\sdisabled\b/.test(l))
      if (blocking.length > 0) problems.push(`${f}: ${blocking.join(' ')}`)
      // The start script, the same in every page, follows the data block that lists the page's modules.
      const start =
        /<script type="application\/json" id="client-start">([^<]*)<\/script>\n<script type="module" async>\nconst \{ preload, order, entries \} = JSON\.parse\(document\.getElementById\("client-start"\)\.textContent\)\nlet started = false\n/.exec(
          html,
        )
      const modules = start && (JSON.parse(start[1]!) as Record<string, string[]>)
      if (!modules || modules.preload!.length === 0 || modules.order!.length !== modules.preload!.length || modules.entries!.length === 0)
        problems.push(`${f}: the client is not started after the first paint`)
      if (/<link rel="modulepreload"/.test(head)) problems.push(`${f}: a module is fetched before the first paint`)
    }
    expect(problems).toEqual([])
  })
})
