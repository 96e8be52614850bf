import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { firstLoadScripts } from './firstLoadScripts'
import { UnexpectedPageError } from './htmlElements'

let client: string
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true })
  fs.writeFileSync(path.join(client, file), text)
}
beforeEach(() => {
  client = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'))
  write('assets/entries/a.js', 'import "./b.js";\nimport("./lazy.js")')
  write('assets/entries/b.js', 'export const b = 1')
  write('assets/chunks/c.js', 'export const c = 1')
  write('assets/chunks/d.js', 'export const d = 1')
  write('assets/chunks/lazy.js', 'export const lazy = 1')
})
afterEach(() => fs.rmSync(client, { recursive: true, force: true }))

const data =
  '<script type="application/json" id="client-start">{"preload":["/assets/chunks/c.js"],"order":["/assets/chunks/c.js"],"entries":["/assets/entries/a.js"]}</script>'

test("the scripts the page names, in the start script's data and as elements, with their static imports; not a dynamic import, nor an address that is only text", () => {
  const html = `<html><head><script type="module" src="/assets/chunks/d.js"></script></head><body><p>"/assets/chunks/lazy.js"</p><a href="/assets/chunks/lazy.js">x</a>${data}</body></html>`
  expect([...firstLoadScripts(client, html, 'x/index.html')].sort()).toEqual([
    '/assets/chunks/c.js',
    '/assets/chunks/d.js',
    '/assets/entries/a.js',
    '/assets/entries/b.js',
  ])
})

test("a page without the start script's data stops with one sentence naming it", () => {
  const html = '<html><head><script type="module" src="/assets/chunks/d.js"></script></head><body></body></html>'
  expect(() => firstLoadScripts(client, html, 'x/index.html')).toThrow(
    new Error('x/index.html has no data block of the start script (id="client-start") listing its modules.'),
  )
  expect(() => firstLoadScripts(client, html, 'x/index.html')).toThrow(UnexpectedPageError)
})
