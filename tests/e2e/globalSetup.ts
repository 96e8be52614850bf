/**
 * Serves the built site (dist/client, made by `npm run build`) on a free loopback port for the
 * browser tests, the way a static host serves it: /en → en/index.html, unknown paths → 404.html,
 * and starts the one Chromium every test file connects to (tests/e2e/browser.ts).
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { chromium } from 'playwright-core'
import sirv from 'sirv'
import type { TestProject } from 'vitest/node'
import { CHROMIUM, FLAGS } from './chromium'

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..')
  const dir = path.join(root, process.env.OUT_DIR ?? 'dist', 'client')
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No built site in ${dir}: run "npm run build" first (npm run test:e2e does).`)
  }
  const notFound = path.join(dir, '404.html')
  const serve = sirv(dir, { extensions: ['html'], dev: false, etag: true })
  const server = http.createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(fs.existsSync(notFound) ? fs.readFileSync(notFound) : 'Not found')
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('static server has no port')
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`)
  const browser = await chromium.launchServer({ executablePath: CHROMIUM, args: FLAGS, headless: true, host: '127.0.0.1', port: 0 })
  project.provide('browserEndpoint', browser.wsEndpoint())
  return async () => {
    await browser.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    browserEndpoint: string
  }
}
