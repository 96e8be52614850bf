/**
 * Serves the built site (`npm run build -- --mode e2e`) on a free loopback port, as the host serves
 * it, for every worker: its address reaches the tests as SITE_ORIGIN (siteTest.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { client } from '../../scripts/harness/builtSite.ts'
import { serveStatic } from '../../scripts/harness/serveStatic.ts'

export default async function globalSetup() {
  if (!fs.existsSync(path.join(client, 'index.html'))) {
    throw new Error(`No built site in ${client}: run "npm run build -- --mode e2e" first (npm test does).`)
  }
  const host = await serveStatic(client)
  process.env.SITE_ORIGIN = host.origin
  return () => host.close()
}
