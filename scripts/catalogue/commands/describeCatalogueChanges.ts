/**
 * npm run catalogue:diff [REF]: what changed in the catalogue between git REF (default HEAD) and
 * the work tree, in words. --format markdown for a pull request or a job summary; --root DIR for
 * another repository. Exits 0 with or without changes; a version that does not validate is
 * reported as the check reports it.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { type CatalogueSide, diffCatalogue } from '../diff/diffCatalogue.ts'
import { type DiffFormat, diffFormats, formatDiffMarkdown, formatDiffText } from '../diff/formatDiff.ts'
import { generateCatalogue } from '../generateCatalogue.ts'
import { formatReport, formatUnexpected, type Problem } from '../report/problems.ts'
import { readSources } from '../read/readSources.ts'
import { siteAddresses } from '../diff/siteAddresses.ts'
import { argumentsAsMeant } from './npmArguments.ts'

function readSide(root: string): { side: CatalogueSide; problems: Problem[] } {
  const sources = readSources(root).value
  const { problems, built } = generateCatalogue({ root, check: true })
  return { side: { sources, files: hashFiles(root, 'public'), addresses: built && siteAddresses(built) }, problems }
}

/** Content hash and size of every file under DIR, by its path from the root. */
function hashFiles(root: string, dir: string): CatalogueSide['files'] {
  const files: CatalogueSide['files'] = new Map()
  const abs = path.join(root, dir)
  if (!fs.existsSync(abs)) return files
  for (const e of fs.readdirSync(abs, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue
    const file = path.join(e.parentPath, e.name)
    const bytes = fs.readFileSync(file)
    files.set(path.relative(root, file).split(path.sep).join('/'), { hash: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length })
  }
  return files
}

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

function main(): void {
  const args = argumentsAsMeant(process.argv.slice(2), { format: { type: 'string', choices: diffFormats }, root: { type: 'string' } }, process.env.npm_lifecycle_event ?? 'catalogue:diff')
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
    const before = readSide(at)
    const after = readSide(root)
    const report = {
      from: ref,
      to: 'the work tree',
      groups: diffCatalogue(before.side, after.side),
      invalid: [
        ...(before.problems.length > 0 ? [{ version: ref, report: formatReport(before.problems) }] : []),
        ...(after.problems.length > 0 ? [{ version: 'the work tree', report: formatReport(after.problems) }] : []),
      ],
    }
    console.log(format === 'markdown' ? formatDiffMarkdown(report) : formatDiffText(report))
  } finally {
    fs.rmSync(at, { recursive: true, force: true })
  }
}

try {
  main()
} catch (e) {
  console.error(formatUnexpected(e).replace('The catalogue could not be processed', 'The catalogue could not be compared').replace(/\nNothing was written; the previous data is unchanged\./, ''))
  process.exitCode = 1
}
