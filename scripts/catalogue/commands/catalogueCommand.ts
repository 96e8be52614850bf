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
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { listPictures } from '../read/checkFiles.ts'
import { inflatePicturesAhead } from '../read/pngDamage.ts'
import { formatReport, formatSummary, formatUnexpected, formatWarnings } from '../report/problems.ts'
import { formatGithub, formatJson, type ReportFormat, reportFormats } from '../report/reportFormats.ts'
import { type CommandOutput, consoleOutput } from './commandOutput.ts'
import { argumentsAsMeant, npmRun } from './npmArguments.ts'

/** Beside the build's encoded pictures (.cache/images), which nothing commits. */
const SOUND_PICTURES_FILE = '.cache/catalogue/sound-pictures.json'

async function main(format: ReportFormat, args: { root?: string; check: boolean; annotate?: string }, { out, err }: CommandOutput): Promise<number> {
  const repository = path.join(import.meta.dirname, '../../..')
  const root = path.resolve(args.root ?? repository)
  // The pictures' image data inflates on the thread pool while this thread loads the generator.
  const pictures = listPictures(root).map((picture) => path.join(root, 'public', picture))
  const picturesAhead = inflatePicturesAhead(pictures, path.join(repository, SOUND_PICTURES_FILE))
  const [{ generateCatalogue }, { SourceCells }, { z }] = await Promise.all([import('../generateCatalogue.ts'), import('../report/locateProblems.ts'), import('zod')])
  // Each schema here checks one catalogue, once: compiling its fast path cost more than it saved.
  z.config({ jitless: true })
  const started = performance.now()
  const result = generateCatalogue({ root, check: args.check, picturesAhead: await picturesAhead })
  const cells = new SourceCells(root)
  if (format === 'json') out(formatJson(result.problems, cells))
  // Warnings never change the exit code: the catalogue is written all the same.
  if (result.warnings.length > 0 && format === 'github') out(formatGithub(result.warnings, cells, 'warning'))
  if (result.problems.length > 0) {
    if (format === 'github') out(formatGithub(result.problems, cells))
    // The human report goes to stderr in every format: stdout stays for machines.
    err(formatReport(result.problems))
    if (args.annotate !== undefined) {
      const { annotateSources } = await import('../report/annotateSources.ts')
      const outDir = path.resolve(args.annotate)
      const { written, skipped } = await annotateSources(result.problems, cells, outDir)
      for (const file of written) err(`Marked copy: ${path.join(outDir, file)}`)
      for (const file of skipped) err(`No marked copy of ${file}: it has no cells to mark.`)
    }
    return 1
  }
  const summary = formatSummary(result.summary!, args.check, performance.now() - started)
  if (format === 'json') err(summary)
  else out(summary)
  // On stderr, as the report of problems: stdout stays for machines.
  if (result.warnings.length > 0) err(formatWarnings(result.warnings))
  return 0
}

/** The command on its arguments (as npm passes them, after the script's name); its exit code. */
export async function catalogueCommand(argv: readonly string[], output: CommandOutput = consoleOutput): Promise<number> {
  let format: ReportFormat = 'text'
  try {
    const command = npmRun.script ?? 'catalogue:check'
    const args = argumentsAsMeant(argv, { check: { type: 'boolean' }, root: { type: 'string' }, format: { type: 'string', choices: reportFormats }, annotate: { type: 'string' } }, command)
    const { values } = parseArgs({
      args,
      options: { check: { type: 'boolean', default: false }, root: { type: 'string' }, format: { type: 'string', default: 'text' }, annotate: { type: 'string' } },
    })
    if (!(reportFormats as readonly string[]).includes(values.format!)) throw new Error(`--format must be one of ${reportFormats.join(', ')}, not "${values.format}"`)
    format = values.format as ReportFormat
    return await main(format, { root: values.root, check: values.check ?? false, annotate: values.annotate }, output)
  } catch (e) {
    // A product manager reads this: one plain sentence, no stack trace.
    const text = formatUnexpected(e)
    if (format === 'json') output.out(JSON.stringify([{ file: '', sheet: null, row: null, column: null, value: null, message: text, code: 'unexpected' }], null, 2))
    if (format === 'github') output.out(`::error title=catalogue check::${text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}`)
    output.err(text)
    return 1
  }
}

// Run as a command (npm run catalogue…); imported, it only defines catalogueCommand.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await catalogueCommand(process.argv.slice(2))
