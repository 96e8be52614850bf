import fs from 'node:fs'
import path from 'node:path'

/** Every file under `dir`, by its path relative to it with forward slashes, in sorted order; none when `dir` does not exist. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}
