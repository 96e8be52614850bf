/** A throwaway copy of the whole project, to edit its catalogue and build or test it there. */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { repoRoot } from '../../scripts/harness/catalogueCopy.ts'

/**
 * The project as committed and changed, without what installing and building make. The installed
 * packages are hard links when `own` (tools that look at the project, as the lint does, treat them
 * as the copy's own), else one link to the project's: enough to build and run tests, and made at once.
 */
export function copyProject({ own }: { own: boolean }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-edits-'))
  // What git ignores and is made again (.cache, the pictures' encodings, is kept: it saves the build their time).
  const made = (name: string) => ['node_modules', '.git', '.wrangler', 'marked'].includes(name) || name.startsWith('dist')
  for (const name of fs.readdirSync(repoRoot)) if (!made(name)) fs.cpSync(path.join(repoRoot, name), path.join(dir, name), { recursive: true })
  fs.rmSync(path.join(dir, 'src/generated'), { recursive: true, force: true })
  const packages = path.join(repoRoot, 'node_modules')
  if (own) {
    try {
      execFileSync('cp', ['-al', packages, path.join(dir, 'node_modules')])
      return dir
    } catch {
      // Another file system than the project's: hard links cannot cross it.
    }
  }
  fs.symlinkSync(packages, path.join(dir, 'node_modules'), 'dir')
  return dir
}

/** The catalogue files the edits changed or added under `root`, compared with the project's. */
export function changedFiles(root: string): string[] {
  const dir = path.join(root, 'catalogue')
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(csv|xlsx)$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((file) => !fs.existsSync(path.join(repoRoot, file)) || !fs.readFileSync(path.join(repoRoot, file)).equals(fs.readFileSync(path.join(root, file))))
}
