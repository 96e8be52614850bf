/**
 * Writes every download file (buildDownloads.ts) of the generated catalogue into a folder, one
 * file at a time. Run by the build in a process of its own, so that on a large catalogue the
 * spreadsheets are made on the second core while the pages are prerendered on the first, and their
 * memory is not added to the prerender's.
 * Usage: node --import tsx scripts/site/writeDownloads.ts <catalogue.json> <folder>
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CatalogueData } from '../../src/catalogue/schema.ts'
import { buildDownloads } from './buildDownloads.ts'

const [cataloguePath, folder] = process.argv.slice(2)
if (!cataloguePath || !folder) throw new Error('usage: writeDownloads.ts <catalogue.json> <folder>')
const start = performance.now()
const files = buildDownloads(JSON.parse(fs.readFileSync(cataloguePath, 'utf8')) as CatalogueData)
for (const [name, content] of files) {
  const file = path.join(folder, name)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content)
}
console.log(`downloads: ${files.size} files in ${Math.round(performance.now() - start)} ms`)
