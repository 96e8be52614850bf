/**
 * npm run catalogue           → validate catalogue/ and write src/generated/
 * npm run catalogue:check     → validate only; exit 1 with the report if anything is wrong
 * npm run catalogue:annotate  → the same, and marked copies of the files with problems in marked/
 *
 * --root DIR reads DIR/catalogue and DIR/public and writes DIR/src/generated (default: this
 * repository), so tests and the benchmark can run it on a copy.
 * --format text|json|github: the report for people (default), a JSON list of problems, or GitHub
 * Actions annotations. --annotate DIR writes copies of the files with problems, marked, into DIR.
 * Warnings (a certificate about to expire) are printed after the summary, or as `::warning` lines,
 * and leave the exit code 0.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { generateCatalogue } from '../generateCatalogue.ts'
import { SourceCells } from '../report/locateProblems.ts'
import { formatReport, formatSummary, formatUnexpected, formatWarnings } from '../report/problems.ts'
import { formatGithub, formatJson, type ReportFormat, reportFormats } from '../report/reportFormats.ts'
import { argumentsAsMeant, npmRun } from './npmArguments.ts'

async function main(format: ReportFormat, args: { root?: string; check: boolean; annotate?: string }): Promise<number> {
  const root = path.resolve(args.root ?? path.join(import.meta.dirname, '../../..'))
  const started = performance.now()
  const result = generateCatalogue({ root, check: args.check })
  const cells = new SourceCells(root)
  if (format === 'json') console.log(formatJson(result.problems, cells))
  // Warnings never change the exit code: the catalogue is written all the same.
  if (result.warnings.length > 0 && format === 'github') console.log(formatGithub(result.warnings, cells, 'warning'))
  if (result.problems.length > 0) {
    if (format === 'github') console.log(formatGithub(result.problems, cells))
    // The human report goes to stderr in every format: stdout stays for machines.
    console.error(formatReport(result.problems))
    if (args.annotate !== undefined) {
      const { annotateSources } = await import('../report/annotateSources.ts')
      const outDir = path.resolve(args.annotate)
      const { written, skipped } = await annotateSources(result.problems, cells, outDir)
      for (const file of written) console.error(`Marked copy: ${path.join(outDir, file)}`)
      for (const file of skipped) console.error(`No marked copy of ${file}: it has no cells to mark.`)
    }
    return 1
  }
  const summary = formatSummary(result.summary!, args.check, performance.now() - started)
  if (format === 'json') console.error(summary)
  else console.log(summary)
  // On stderr, as the report of problems: stdout stays for machines.
  if (result.warnings.length > 0) console.error(formatWarnings(result.warnings))
  return 0
}

let format: ReportFormat = 'text'
try {
  const command = npmRun.script ?? 'catalogue:check'
  const args = argumentsAsMeant(process.argv.slice(2), { check: { type: 'boolean' }, root: { type: 'string' }, format: { type: 'string', choices: reportFormats }, annotate: { type: 'string' } }, command)
  const { values } = parseArgs({
    args,
    options: { check: { type: 'boolean', default: false }, root: { type: 'string' }, format: { type: 'string', default: 'text' }, annotate: { type: 'string' } },
  })
  if (!(reportFormats as readonly string[]).includes(values.format!)) throw new Error(`--format must be one of ${reportFormats.join(', ')}, not "${values.format}"`)
  format = values.format as ReportFormat
  process.exitCode = await main(format, { root: values.root, check: values.check ?? false, annotate: values.annotate })
} catch (e) {
  // A product manager reads this: one plain sentence, no stack trace.
  const text = formatUnexpected(e)
  if (format === 'json') console.log(JSON.stringify([{ file: '', sheet: null, row: null, column: null, value: null, message: text, code: 'unexpected' }], null, 2))
  if (format === 'github') console.log(`::error title=catalogue check::${text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}`)
  console.error(text)
  process.exitCode = 1
}
