/**
 * Serves the built site (dist/client, made by `npm run build`) on a free loopback port for the
 * browser tests, the way a static host serves it, with the build's `_headers` applied, and starts
 * the one Chromium every test file connects to (tests/e2e/browser.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { CHROMIUM, FLAGS } from '../../scripts/harness/chromium.ts'
import { client } from '../../scripts/harness/builtSite.ts'
import { serveStatic } from '../../scripts/harness/serveStatic.ts'

export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(client, 'index.html'))) {
    throw new Error(`No built site in ${client}: run "npm run build -- --mode e2e" first (npm run test:e2e does).`)
  }
  const host = await serveStatic(client)
  project.provide('baseUrl', host.origin)
  const browser = await chromium.launchServer({ executablePath: CHROMIUM, args: FLAGS, headless: true, host: '127.0.0.1', port: 0 })
  project.provide('browserEndpoint', browser.wsEndpoint())
  return async () => {
    await browser.close()
    await host.close()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    browserEndpoint: string
  }
}
