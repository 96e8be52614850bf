/**
 * The publishing workflow for GitHub Actions (.github/workflows/deploy.yml), beyond what actionlint
 * checks (tests/unit/workflows.test.ts): when it runs, what it may touch, the order of its steps, and
 * that it calls scripts that exist with settings the README documents.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'

const repoRoot = path.resolve(import.meta.dirname, '../..')

interface Step {
  name?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}

interface Workflow {
  on: { push?: { branches?: string[] }; pull_request?: { paths?: string[] } | null }
  permissions?: Record<string, string>
  concurrency?: { group: string; 'cancel-in-progress': string }
  jobs: Record<string, { permissions?: unknown; steps: Step[] }>
}

const source = fs.readFileSync(path.join(repoRoot, '.github/workflows/deploy.yml'), 'utf8')
const packageJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }
// Strict: duplicate keys and YAML errors throw, as Actions refuses them.
const workflow = parse(source, { strict: true, uniqueKeys: true }) as Workflow
const scripts = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)
const runs = steps.flatMap((s) => (s.run === undefined ? [] : [s.run]))
const at = (pattern: RegExp) => steps.findIndex((s) => s.run !== undefined && pattern.test(s.run))
const stepOf = (pattern: RegExp) => steps[at(pattern)]!
/** The variables of the README's environment table. */
const documented = [...fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8').matchAll(/^\| `([A-Z_]+)` \|/gm)].map(([, name]) => name!)

describe('.github/workflows/deploy.yml', () => {
  test('runs on every push to main and every pull request, one run at a time for each', () => {
    expect(workflow.on.push).toEqual({ branches: ['main'] })
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push'])
    expect(workflow.on.pull_request?.paths).toBeUndefined()
    expect(workflow.concurrency?.group).toContain('github.event.pull_request.number || github.ref')
  })

  test('may read the repository and nothing else; secrets reach only the publishing step', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' })
    for (const job of Object.values(workflow.jobs)) expect(job.permissions).toBeUndefined()
    const publish = stepOf(/wrangler pages deploy/)
    const readers = steps.filter((s) => JSON.stringify(s).includes('secrets.'))
    expect(readers).toEqual([publish])
    expect(Object.values(publish.env ?? {}).filter((v) => v.includes('secrets.'))).toEqual([
      '${{ secrets.CLOUDFLARE_API_TOKEN }}',
      '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
    ])
    expect(source.match(/secrets\.\w+/g)).toHaveLength(2)
  })

  test('installs from the lock without install steps and publishes with the wrangler package.json pins, functions included', () => {
    expect(runs).toContain('npm ci --ignore-scripts --no-audit --no-fund')
    expect(stepOf(/wrangler pages deploy/).run).toMatch(/^\s*npx wrangler pages deploy dist\/client /m)
    expect(packageJson.devDependencies.wrangler).toMatch(/^\d+\.\d+\.\d+$/)
  })

  test('checks, builds, publishes, then writes the catalogue changes below the address', () => {
    const check = at(/npm run -s catalogue:check -- --format github --annotate \S+/)
    const build = at(/^npm run build$/m)
    const publish = at(/wrangler pages deploy/)
    const diff = at(/npm run -s catalogue:diff -- "\$base" --format markdown >> "\$GITHUB_STEP_SUMMARY"/)
    expect(check).toBeGreaterThanOrEqual(0)
    expect([check < build, build < publish, publish < diff]).toEqual([true, true, true])
    expect(steps[publish]!.run).toMatch(/npm run -s deploy:summary -- "\$WRANGLER_OUTPUT_FILE_PATH" "\$SITE_URL" >> "\$GITHUB_STEP_SUMMARY"/)
    // The changes are written whether or not the check passed, on pull requests.
    expect(steps[diff]!.if).toBe("${{ !cancelled() && github.event_name == 'pull_request' }}")
  })

  test('a pull request from a fork is built but not published, and its summary says why', () => {
    const fromThisRepository = 'github.event.pull_request.head.repo.full_name == github.repository'
    expect(stepOf(/wrangler pages deploy/).if).toContain(fromThisRepository)
    const note = steps.find((s) => s.if?.includes(fromThisRepository.replace('==', '!=')))
    expect(note?.run).toMatch(/## No preview[\s\S]*>> "\$GITHUB_STEP_SUMMARY"/)
  })

  test("builds with every setting of the README's environment table, from repository variables", () => {
    expect(documented).toContain('SITE_URL')
    expect(stepOf(/^npm run build$/m).env).toEqual(Object.fromEntries(documented.map((name) => [name, `\${{ vars.${name} }}`])))
  })

  test('names only npm scripts that exist, and passes event data through env, not into the script', () => {
    for (const run of runs) {
      for (const [, script] of run.matchAll(/npm run (?:-s )?([\w:-]+)/g)) expect(Object.keys(scripts)).toContain(script)
      expect(run).not.toContain('${{')
    }
  })
})
