/**
 * npm run catalogue:try-edits [--check-only] [--keep]: makes a copy of the project, applies to its
 * catalogue the edits a product manager makes in a season, saved as a spreadsheet app saves them,
 * then runs the check and the whole test suite in the copy. Every edit the check accepts must pass
 * the tests: this is how to see that it does. Then the edits the check must refuse, each on a copy
 * of its own. --check-only stops after the check; --keep leaves the copy for a look.
 *
 * The edits: the season's own (seasonEdits.ts), optional columns left empty and filled
 * (emptyColumnEdits.ts, filledColumnEdits.ts), withdrawals and a new IFU revision
 * (withdrawalEdits.ts). The files they change are saved again by LibreOffice Calc, as a product
 * manager's Calc saves them, and the change list says what happened.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { argumentsAsMeant } from '../../scripts/catalogue/commands/npmArguments.ts'
import { compareCatalogues } from '../../scripts/catalogue/diff/compareCatalogues.ts'
import { formatDiffText } from '../../scripts/catalogue/diff/formatDiff.ts'
import { repoRoot } from '../../scripts/harness/catalogueCopy.ts'
import { saveAgainWithCalc, SofficeMissing } from '../catalogueCopies/saveAgainWithCalc.ts'
import { emptyColumnEdits } from './emptyColumnEdits.ts'
import { filledColumnEdits } from './filledColumnEdits.ts'
import { changedFiles, copyProject } from './projectCopy.ts'
import { tryRefusedEdits } from './refusedEdits.ts'
import { seasonEdits } from './seasonEdits.ts'
import { withdrawalEdits } from './withdrawalEdits.ts'

const options = { 'check-only': { type: 'boolean' }, keep: { type: 'boolean' } } as const
const { values } = parseArgs({ args: argumentsAsMeant(process.argv.slice(2), options, 'catalogue:try-edits'), options })

/** Saves the changed files again with Calc; false when soffice failed, having said why. */
async function savedByCalc(root: string): Promise<boolean> {
  const files = changedFiles(root)
  try {
    await saveAgainWithCalc(files.map((f) => path.join(root, f)))
    console.log(`- saved again by LibreOffice Calc: ${files.join(', ')}`)
    return true
  } catch (e) {
    if (!(e instanceof SofficeMissing)) {
      console.error(`\nThe edited files could not be saved again by LibreOffice Calc. ${(e as Error).message}`)
      return false
    }
    console.log(`- not saved again by LibreOffice Calc: ${e.message}`)
    return true
  }
}

function run(root: string, command: string, args: string[]): number {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1
}

const root = copyProject({ own: true })
console.log(`Copy of the project: ${root}`)
for (const [what, apply] of [...seasonEdits, ...emptyColumnEdits, ...filledColumnEdits, ...withdrawalEdits]) console.log(`- ${what}: ${apply(root)}`)
let status = (await savedByCalc(root)) ? 0 : 1
if (status === 0) {
  console.log(`\n${formatDiffText(compareCatalogues({ root: repoRoot, name: 'the project' }, { root, name: 'the edited copy' }))}`)
  console.log('\nEdits the check must refuse, each on a copy of its own:')
  if (tryRefusedEdits() > 0) status = 1
}
if (status === 0) status = run(root, 'npm', ['run', 'catalogue:check'])
// npm test runs the withdrawal tests too (test:edited), on a copy of this copy.
if (status === 0 && !values['check-only']) status = run(root, 'npm', ['test'])
console.log(status === 0 ? '\nThe edited catalogue passes.' : `\nThe edited catalogue fails (exit ${status}).`)
if (!values.keep) fs.rmSync(root, { recursive: true, force: true })
process.exitCode = status
