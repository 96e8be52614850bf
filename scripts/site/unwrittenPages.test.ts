import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { unwrittenPages } from './unwrittenPages'

let client: string
beforeEach(() => (client = fs.mkdtempSync(path.join(os.tmpdir(), 'unwritten-'))))
afterEach(() => fs.rmSync(client, { recursive: true, force: true }))

const write = (file: string) => {
  fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true })
  fs.writeFileSync(path.join(client, file), '<!DOCTYPE html>')
}

test('names the addresses of the route table that have no page, in either language', () => {
  for (const file of ['index.html', 'en/index.html', 'sanitario/index.html', 'medical/index.html', 'sanitario/steripaper/index.html']) write(file)
  const routes = [
    { path: { it: '/', en: '/en' } },
    { path: { it: '/sanitario', en: '/medical' } },
    { path: { it: '/sanitario/steripaper', en: '/medical/steripaper' } },
    { path: { it: '/dentale', en: '/dental' } },
  ]
  expect(unwrittenPages(client, routes)).toEqual(['/medical/steripaper', '/dentale', '/dental'])
})

test('a page context without its page does not count as the page', () => {
  write('sanitario/index.pageContext.json')
  expect(unwrittenPages(client, [{ path: { it: '/sanitario', en: '/sanitario' } }])).toEqual(['/sanitario', '/sanitario'])
})
