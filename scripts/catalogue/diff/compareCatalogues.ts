/**
 * Two versions of the catalogue, each a folder with catalogue/ and public/, compared as a reviewer
 * reads them (diffCatalogue.ts); each version that does not validate comes with the check's report;
 * the notices the changes call for that no notice covers yet (suggestNotices.ts).
 * Used by `npm run catalogue:diff` and by `npm run catalogue:try-edits`.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { generateCatalogue } from '../generateCatalogue.ts'
import { readSources } from '../read/readSources.ts'
import { formatReport } from '../report/problems.ts'
import { type CatalogueSide, diffCatalogue } from './diffCatalogue.ts'
import type { DiffReport } from './formatDiff.ts'
import { siteAddresses } from './siteAddresses.ts'
import { suggestNotices } from './suggestNotices.ts'

export interface Version {
  root: string
  /** How the report names it: "HEAD", "the work tree". */
  name: string
}

/** `today`, year-month-day (UTC): the date suggested for a notice of a change that names no day of its own. */
export function compareCatalogues(before: Version, after: Version, today = new Date().toISOString().slice(0, 10)): DiffReport {
  const [a, b] = [readSide(before.root), readSide(after.root)]
  return {
    from: before.name,
    to: after.name,
    groups: diffCatalogue(a.side, b.side),
    invalid: [
      ...(a.problems.length > 0 ? [{ version: before.name, report: formatReport(a.problems) }] : []),
      ...(b.problems.length > 0 ? [{ version: after.name, report: formatReport(b.problems) }] : []),
    ],
    notices: suggestNotices(a.side.sources, b.side.sources, today),
  }
}

function readSide(root: string): { side: CatalogueSide; problems: ReturnType<typeof generateCatalogue>['problems'] } {
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
