/**
 * npm run catalogue:diff [REF]: what changed in the catalogue between git REF (default HEAD) and
 * the work tree, in words. --format markdown for a pull request or a job summary; --root DIR for
 * another repository. Exits 0 with or without changes; a version that does not validate is
 * reported as the check reports it.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { compareCatalogues } from '../diff/compareCatalogues.ts'
import { type DiffFormat, diffFormats, formatDiffMarkdown, formatDiffText } from '../diff/formatDiff.ts'
import { formatUnexpected } from '../report/problems.ts'
import { type CommandOutput, consoleOutput } from './commandOutput.ts'
import { argumentsAsMeant, npmRun } from './npmArguments.ts'

/** The catalogue and public/ folders as they are at REF, in a temporary folder. */
function checkout(root: string, ref: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-at-'))
  const present = execFileSync('git', ['-C', root, 'ls-tree', '--name-only', ref, '--', 'catalogue', 'public'], { encoding: 'utf8' }).split('\n').filter(Boolean)
  if (present.length > 0) {
    const tar = path.join(dir, 'at.tar')
    execFileSync('git', ['-C', root, 'archive', '--format=tar', '-o', tar, ref, '--', ...present])
    execFileSync('tar', ['-xf', tar, '-C', dir])
    fs.rmSync(tar)
  }
  return dir
}

function main(argv: readonly string[], { out }: CommandOutput): void {
  const args = argumentsAsMeant(argv, { format: { type: 'string', choices: diffFormats }, root: { type: 'string' } }, npmRun.script ?? 'catalogue:diff')
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { format: { type: 'string', default: 'text' }, root: { type: 'string' } } })
  const format = values.format as DiffFormat
  if (!diffFormats.includes(format)) throw new Error(`--format must be one of ${diffFormats.join(', ')}, not "${values.format}"`)
  const root = path.resolve(values.root ?? path.join(import.meta.dirname, '../../..'))
  const ref = positionals[0] ?? 'HEAD'
  try {
    execFileSync('git', ['-C', root, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { stdio: 'ignore' })
  } catch {
    throw new Error(`"${ref}" is not a commit, branch or tag of this repository`)
  }
  const at = checkout(root, ref)
  try {
    const report = compareCatalogues({ root: at, name: ref }, { root, name: 'the work tree' })
    out(format === 'markdown' ? formatDiffMarkdown(report) : formatDiffText(report))
  } finally {
    fs.rmSync(at, { recursive: true, force: true })
  }
}

/** The command on its arguments (as npm passes them, after the script's name); its exit code. */
export function describeCatalogueChanges(argv: readonly string[], output: CommandOutput = consoleOutput): number {
  try {
    main(argv, output)
    return 0
  } catch (e) {
    output.err(formatUnexpected(e).replace('The catalogue could not be processed', 'The catalogue could not be compared').replace(/\nNothing was written; the previous data is unchanged\./, ''))
    return 1
  }
}

// Run as a command (npm run catalogue:diff); imported, it only defines describeCatalogueChanges.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = describeCatalogueChanges(process.argv.slice(2))
