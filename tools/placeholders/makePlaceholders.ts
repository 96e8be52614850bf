/**
 * npm run assets → the illustrations, flags and stand-in PDFs that the catalogue references,
 * written under public/. Re-running rewrites only what changed, and never a file put there by hand
 * (see README.md beside this file).
 *
 * --root DIR reads DIR/catalogue and writes DIR/public (default: this repository).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { readSources } from '../../scripts/catalogue/read/readSources.ts'
import { collectAssets } from './collectAssets.ts'
import { writeAssets } from './writeAssets.ts'

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { root: { type: 'string' } } })
  const root = path.resolve(values.root ?? path.join(import.meta.dirname, '../..'))
  const started = performance.now()
  // Problems in the sheets are catalogue:check's to report; here a row that fails its schema just yields no file.
  const sources = readSources(root).value
  const jobs = collectAssets(sources, root)
  const result = await writeAssets(path.join(root, 'public'), jobs)
  for (const p of result.kept) console.log(`kept ${p}: not made by this script (replaced by hand), left as it is`)
  const removed = result.removed.length > 0 ? `, ${result.removed.length} removed` : ''
  console.log(
    `Assets: ${result.written.length} written, ${result.unchanged.length} unchanged, ${result.kept.length} kept${removed}, in ${Math.round(performance.now() - started)} ms.`,
  )
}

main().catch((e: unknown) => {
  console.error(`The assets could not be made: ${e instanceof Error ? e.message : String(e)}`)
  process.exitCode = 1
})
