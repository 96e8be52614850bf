/**
 * npm run catalogue        → validate catalogue/ and write src/generated/
 * npm run catalogue:check  → validate only; exit 1 with the report if anything is wrong
 */
import path from 'node:path'
import { generateCatalogue } from './catalogue/generateCatalogue.ts'
import { formatReport } from './catalogue/problems.ts'

const check = process.argv.includes('--check')
const root = path.resolve(import.meta.dirname, '..')
const started = performance.now()
const result = generateCatalogue({ root, check })

if (result.problems.length > 0) {
  console.error(formatReport(result.problems))
  process.exit(1)
}
const s = result.summary!
const ms = Math.round(performance.now() - started)
console.log(
  `Catalogue ${check ? 'is valid' : 'written to src/generated'}: ${s.lines} lines, ${s.products} products, ${s.codes} codes, ${s.pages} pages, from ${s.files} files in ${ms} ms.`,
)
