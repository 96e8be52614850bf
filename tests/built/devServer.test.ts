/**
 * `npm run dev` answers every address the build writes: each file of the built site is asked of
 * the dev server (Vike's, through its API, in the e2e mode the build was made in). A page answers
 * 200 with the built page's title, its client-navigation data 200 as JSON, and every other file
 * (the emitters' files: scripts/site/emitters/siteEmitters.ts, and public/) 200 with the very
 * bytes the build wrote, an emitted file with the host's content type.
 */
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { dev } from 'vike/api'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { hostContentType } from '../../scripts/site/emitters/hostContentType.ts'
import { filesUnder } from '../../scripts/site/emitters/filesUnder.ts'
import { inPool } from '../../scripts/site/emitters/inPool.ts'
import { client, root } from '../../scripts/harness/builtSite.ts'

/**
 * Files of the build that are no address of the site in dev: Vite's bundles (dev serves the
 * sources as modules instead), `_headers` (the host reads it and serves it to no one; the dev
 * server's headers are Vite's), and the not-found page, which both answer at any unknown address.
 */
const notInDev = (file: string) => file.startsWith('assets/') || file === '_headers' || file === '404.html'

/** The address a built file answers at: a folder's index.html at the folder. */
const addressOf = (file: string) => '/' + encodeURI(file === 'index.html' ? '' : file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file)

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

let server: ViteDevServer
let origin: string
beforeAll(async () => {
  ;({ viteServer: server } = await dev({
    viteConfig: { root, mode: 'e2e', logLevel: 'error', server: { host: '127.0.0.1', port: 0, strictPort: false, watch: null } },
  }))
  origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`
}, 120_000)
afterAll(async () => {
  await server?.close()
})

test('every address the build writes answers in npm run dev, with the same file', { timeout: 600_000 }, async () => {
  const files = filesUnder(client).filter((file) => !notInDev(file))
  // Whatever the catalogue: the pages, their data for client navigation, and the emitters' files.
  expect(files).toContain('index.html')
  expect(files).toContain('sitemap.xml')
  expect(files.some((f) => f.startsWith('search-index/'))).toBe(true)
  const differences: string[] = []
  // At most four at a time: the dev server renders pages on request.
  await inPool(files, 4, async (file) => {
    const response = await fetch(origin + addressOf(file))
    const body = Buffer.from(await response.arrayBuffer())
    const built = fs.readFileSync(path.join(client, file))
    const type = response.headers.get('content-type') ?? ''
    if (response.status !== 200) differences.push(`${file}: ${response.status} in dev`)
    else if (file.endsWith('.html')) {
      if (!type.startsWith('text/html')) differences.push(`${file}: ${type} in dev`)
      else if (titleOf(body.toString()) !== titleOf(built.toString()))
        differences.push(`${file}: title "${titleOf(body.toString())}" in dev, "${titleOf(built.toString())}" built`)
    } else if (file.endsWith('.pageContext.json')) {
      if (!type.startsWith('application/json')) differences.push(`${file}: ${type} in dev`)
      // Files of public/ the dev server serves itself, by Vite's types; the host's types of the built site are tested in tests/host.
    } else if (!fs.existsSync(path.join(root, 'public', file)) && type !== hostContentType(file))
      differences.push(`${file}: ${type} in dev, ${hostContentType(file)} on the host`)
    else if (!body.equals(built)) differences.push(`${file}: ${body.length} bytes in dev, ${built.length} built, not the same`)
  })
  expect(differences).toEqual([])
})
