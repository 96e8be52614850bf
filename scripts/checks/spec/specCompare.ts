/**
 * npm run spec:compare: how the shipped catalogue differs from the specification's routes, lines
 * and sample data (scripts/checks/spec/compareWithSpec.ts). For the team, when reading the catalogue
 * against the specification: product managers own the catalogue, so differences are expected,
 * and this always exits 0. It is not part of npm test or CI.
 */
import path from 'node:path'
import { buildCatalogue } from '../../catalogue/build/buildCatalogue.ts'
import { CheckedFiles } from '../../catalogue/read/checkFiles.ts'
import { crossCheck } from '../../catalogue/validate/crossCheck.ts'
import { formatReport } from '../../catalogue/report/problems.ts'
import { readSources } from '../../catalogue/read/readSources.ts'
import { validateSheets } from '../../catalogue/validate/validateSheets.ts'
import { compareWithSpec } from './compareWithSpec.ts'

const root = path.resolve(import.meta.dirname, '../../..')
const read = readSources(root)
const sheets = validateSheets(read.value)
const files = new CheckedFiles(root)
const built = buildCatalogue(read.value, sheets.value, files)
const checked = crossCheck(read.value, sheets.value, built.value, files)
const problems = [read, sheets, built, checked].flatMap((step) => step.problems)

if (problems.length > 0) {
  console.log(`${formatReport(problems)}\nThe comparison with the specification needs a catalogue the check accepts.`)
} else {
  const differences = compareWithSpec(checked.value)
  for (const { statement, difference } of differences) console.log(`✗ ${statement}\n  ${difference.replace(/\n/g, '\n  ')}\n`)
  console.log(
    differences.length === 0
      ? 'The catalogue agrees with every statement of the specification compared here.'
      : `${differences.length} statements of the specification differ from the catalogue.`,
  )
}
