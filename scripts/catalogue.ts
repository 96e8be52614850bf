/**
 * npm run catalogue        → validate catalogue/ and write src/generated/
 * npm run catalogue:check  → validate only; exit 1 with the report if anything is wrong
 *
 * --root DIR reads DIR/catalogue and DIR/public and writes DIR/src/generated (default: this
 * repository), so tests and the benchmark can run it on a copy.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { generateCatalogue } from './catalogue/generateCatalogue.ts'
import { formatReport, formatSummary, formatUnexpected } from './catalogue/problems.ts'

function main(): number {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false }, root: { type: 'string' } } })
  const root = path.resolve(values.root ?? path.join(import.meta.dirname, '..'))
  const check = values.check ?? false
  const started = performance.now()
  const result = generateCatalogue({ root, check })
  if (result.problems.length > 0) {
    console.error(formatReport(result.problems))
    return 1
  }
  console.log(formatSummary(result.summary!, check, performance.now() - started))
  return 0
}

try {
  process.exitCode = main()
} catch (e) {
  // A product manager reads this: one plain sentence, no stack trace.
  console.error(formatUnexpected(e))
  process.exitCode = 1
}
