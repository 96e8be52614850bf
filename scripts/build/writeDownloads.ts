/**
 * Writes every download file (buildDownloads.ts) of the generated catalogue into a folder, one
 * file at a time. Run by the build, bundled, on a thread of its own (startThread.ts), or by hand:
 * node --import tsx scripts/build/writeDownloads.ts <catalogue.json> <folder> <origin>
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CatalogueData } from '../../src/catalogue/schema.ts'
import { buildDownloads } from './buildDownloads.ts'

const [cataloguePath, folder, origin] = process.argv.slice(2)
if (!cataloguePath || !folder || !origin) throw new Error('usage: writeDownloads.ts <catalogue.json> <folder> <origin>')
// Below the bundler and the prerender, which the build waits for (on Linux a priority is a thread's own).
os.setPriority(10)
const start = performance.now()
const folders = new Set<string>()
let count = 0
// Each file is written as soon as it is made, and then let go.
for (const [name, content] of buildDownloads(JSON.parse(fs.readFileSync(cataloguePath, 'utf8')) as CatalogueData, origin)) {
  const file = path.join(folder, name)
  const dir = path.dirname(file)
  if (!folders.has(dir)) fs.mkdirSync(dir, { recursive: true })
  folders.add(dir)
  fs.writeFileSync(file, content)
  count++
}
console.log(`downloads: ${count} files in ${Math.round(performance.now() - start)} ms`)
