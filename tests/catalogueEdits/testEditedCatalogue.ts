/**
 * npm run test:edited: the browser tests of tests/browser/edited/ (withdrawals, the tender dossier's,
 * the notices'), which need
 * what the shipped catalogue may not have, on a copy of the project whose catalogue withdraws a
 * product and a code and adds an IFU revision as catalogue:try-edits does (withdrawalEdits.ts),
 * expires a certificate and drops a line's declaration (dossierEdits.ts), and adds a notice dated
 * next week (noticeEdits.ts). The copy is built
 * as the browser tests' site (--mode e2e), and the project runs there.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { copyProject } from './projectCopy.ts'
import { dropADeclaration, expireACertificate } from './dossierEdits.ts'
import { addAFutureNotice } from './noticeEdits.ts'
import { addIfuRevisionNewestFirst, withdrawACode, withdrawAProduct } from './withdrawalEdits.ts'

function run(root: string, command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`$ ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
}

const root = copyProject({ own: false })
try {
  console.log(
    `A copy of the project that withdraws a product and a code, with an expired certificate, a line without its declaration, a new IFU revision and a notice of next week, in ${root}:`,
  )
  const edits = [withdrawAProduct, withdrawACode, expireACertificate, dropADeclaration, addIfuRevisionNewestFirst, addAFutureNotice]
  console.log(edits.map((edit) => `- ${edit(root)}`).join('\n'))
  // The build runs the generator first, on the copy's catalogue.
  let status = run(root, 'npm', ['run', '-s', 'build', '--', '--mode', 'e2e'])
  if (status === 0) status = run(root, 'npx', ['playwright', 'test'], { CATALOGUE_EDITED: '1' })
  process.exitCode = status
} finally {
  fs.rmSync(root, { recursive: true, force: true })
}
