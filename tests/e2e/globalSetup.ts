/**
 * Serves the built site (dist/client, made by `npm run build`) on a free loopback port for the
 * browser tests, the way a static host serves it, with the build's `_headers` applied.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { serveStatic } from './staticHost'

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..')
  const dir = path.join(root, process.env.OUT_DIR ?? 'dist', 'client')
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No built site in ${dir}: run "npm run build" first (npm run test:e2e does).`)
  }
  const host = await serveStatic(dir)
  project.provide('baseUrl', host.origin)
  return host.close
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
