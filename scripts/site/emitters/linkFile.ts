import fs from 'node:fs'

/** Until a link is refused once, files are linked; then copied. */
let linking = true

/**
 * Puts a file at `dest` as a hard link to `source` where the file system allows it (a link costs
 * no copy; at 2,000 products the search index is thousands of files) and as a copy where it does
 * not (another device, a file system without links). Safe for what the build links: the generator
 * never rewrites a file in place but writes a new folder and swaps it in
 * (scripts/catalogue/writeOutput.ts), and an encoded picture's cache file is named by its source's
 * hash and written once (scripts/site/emitters/optimizeImages.ts), so a linked file keeps its content.
 */
export function linkFile(source: string, dest: string): void {
  if (linking) {
    try {
      fs.linkSync(source, dest)
      return
    } catch (e) {
      if (!['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK'].includes((e as NodeJS.ErrnoException).code ?? '')) throw e
      linking = false
    }
  }
  fs.copyFileSync(source, dest)
}
