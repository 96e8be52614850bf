/**
 * Serves the built site (dist/client, made by `npm run build -- --mode e2e`) on a free loopback
 * port, with its `_headers` applied, for the tests of tests/built/ that read it over HTTP.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { client } from '../../scripts/harness/builtSite.ts'
import { serveStatic } from '../../scripts/harness/serveStatic.ts'

export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(client, 'index.html'))) {
    throw new Error(`No built site in ${client}: run "npm run build -- --mode e2e" first (npm test does).`)
  }
  const host = await serveStatic(client)
  project.provide('servedOrigin', host.origin)
  return () => host.close()
}

declare module 'vitest' {
  export interface ProvidedContext {
    servedOrigin: string
  }
}
