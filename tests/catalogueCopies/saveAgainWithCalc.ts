/**
 * Catalogue files opened and saved again by LibreOffice Calc, as a product manager's Calc saves
 * them: a workbook as a workbook, a CSV file as UTF-8 with its own separator. Files that take the
 * same options go through one soffice run, whose start-up is most of its time.
 */
import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/** soffice is not installed: a caller may say so and go on without Calc's save. */
export class SofficeMissing extends Error {
  constructor() {
    super('LibreOffice is not installed (no soffice on the PATH)')
  }
}

/** Whether LibreOffice's soffice is installed, for the tests that save files as Calc does. */
export function hasSoffice(): boolean {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** soffice's arguments for one kind of file; a CSV file's filter options: separator, quote, UTF-8, from line 1. */
function conversionOf(file: string): string[] {
  if (!file.endsWith('.csv')) return ['--convert-to', 'xlsx']
  const options = `${fs.readFileSync(file, 'utf8').split('\n', 1)[0]!.includes(';') ? 59 : 44},34,76,1`
  return [`--infilter=CSV:${options}`, '--convert-to', `csv:Text - txt - csv (StarCalc):${options}`]
}

/** The files in runs of one kind each, no two of a run with the same name: soffice writes each run's files into one folder. */
function runsOf(files: readonly string[]): { args: string[]; files: string[] }[] {
  const runs: { args: string[]; files: string[] }[] = []
  for (const file of files) {
    const args = conversionOf(file)
    const run = runs.find((r) => r.args.join(' ') === args.join(' ') && !r.files.some((f) => path.basename(f) === path.basename(file)))
    if (run) run.files.push(file)
    else runs.push({ args, files: [file] })
  }
  return runs
}

/** Saves each file again in place. Throws SofficeMissing without soffice, and an error with what soffice printed when it saved one not. */
export async function saveAgainWithCalc(files: readonly string[]): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'calc-'))
  try {
    for (const [i, run] of runsOf(files).entries()) {
      const out = path.join(work, String(i))
      let printed: string
      try {
        const { stdout, stderr } = await promisify(execFile)('soffice', [
          `-env:UserInstallation=file://${work}/profile`,
          '--headless',
          ...run.args,
          '--outdir',
          out,
          ...run.files,
        ])
        printed = `${stdout}${stderr}`
      } catch (e) {
        const err = e as NodeJS.ErrnoException & { stdout?: string; stderr?: string }
        if (err.code === 'ENOENT') throw new SofficeMissing()
        throw new Error(`LibreOffice (soffice) failed on ${run.files.join(', ')}: ${err.message}\n${err.stdout ?? ''}${err.stderr ?? ''}`)
      }
      // soffice exits 0 when it cannot load a file: what it did not write is the failure.
      const unsaved = run.files.filter((f) => !fs.existsSync(path.join(out, path.basename(f))))
      if (unsaved.length > 0) throw new Error(`LibreOffice (soffice) did not save ${unsaved.join(', ')}; it printed:\n${printed}`)
      for (const file of run.files) fs.copyFileSync(path.join(out, path.basename(file)), file)
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
