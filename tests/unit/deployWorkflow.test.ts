/**
 * The publishing workflow for GitHub Actions (.github/workflows/deploy.yml), beyond what actionlint
 * checks (tests/unit/workflows.test.ts): when it runs and what it may touch, read from the parsed
 * YAML; and what its steps do, seen by running each step's script in bash as the runner does, with
 * npm, npx and git replaced by stand-ins that record what they are asked: which commands, in which
 * order, with which settings, and what reaches the job summary, on a push and on pull requests.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { data, Evaluator, Lexer, Parser } from '@actions/expressions'
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
  on: { push?: { branches?: string[] }; pull_request?: { paths?: string[] } | null; schedule?: { cron: string }[] }
  permissions?: Record<string, string>
  concurrency?: { group: string; 'cancel-in-progress': string }
  jobs: Record<string, { permissions?: unknown; steps?: Step[]; uses?: string; needs?: string; if?: string }>
}

const source = fs.readFileSync(path.join(repoRoot, '.github/workflows/deploy.yml'), 'utf8')
const packageJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
  devDependencies: Record<string, string>
}
// Strict: duplicate keys and YAML errors throw, as Actions refuses them.
const workflow = parse(source, { strict: true, uniqueKeys: true }) as Workflow
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps ?? [])
/** The variables of the README's environment table. */
const documented = [...fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8').matchAll(/^\| `([A-Z_]+)` \|/gm)].map(([, name]) => name!)

/** One command a step ran: the program and its arguments, with the settings it saw. */
interface Command {
  step: number
  argv: string[]
  env: { SITE_URL: string }
}

/** What a run of the job did: every command, each step's exit status (undefined: not run), and the job summary it wrote. */
interface Run {
  commands: Command[]
  exits: (number | undefined)[]
  summary: string
  output: string
}

/** A run's event, the repository variables and secrets it has, and whether a pull request comes from a fork. */
interface Trigger {
  event: 'push' | 'pull_request' | 'schedule'
  fork?: boolean
  vars?: Record<string, string>
  secrets?: Record<string, string>
}

const REPOSITORY = 'maker/catalogue'
const SHA = 'c0ffee'

/** The `github`, `vars` and `secrets` contexts of a run, as Actions gives them to expressions. */
function contextOf({ event, fork = false, vars = {}, secrets = {} }: Trigger): data.Dictionary {
  const pullRequest = { number: 12, head: { sha: 'abc123', repo: { full_name: fork ? 'someone/catalogue' : REPOSITORY } }, base: { sha: 'base456' } }
  const github = {
    event_name: event,
    repository: REPOSITORY,
    sha: SHA,
    ref: event === 'pull_request' ? 'refs/pull/12/merge' : 'refs/heads/main',
    event: event === 'pull_request' ? { pull_request: pullRequest } : {},
  }
  return JSON.parse(JSON.stringify({ github, vars, secrets }), data.reviver) as data.Dictionary
}

/** An expression as Actions evaluates it (GitHub's own evaluator), with the job's status so far for its status functions. */
function evaluate(expression: string, context: data.Dictionary, failed: boolean): data.ExpressionData {
  const status = (value: boolean) => ({ minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(value) })
  const functions = { success: status(!failed), failure: status(failed), cancelled: status(false), always: status(true) }
  const tree = new Parser(
    new Lexer(expression).lex().tokens,
    ['github', 'vars', 'secrets', 'needs'],
    Object.entries(functions).map(([name, f]) => ({ name, ...f })),
  ).parse()
  return new Evaluator(tree, context, new Map(Object.entries(functions).map(([name, f]) => [name, { name, ...f }]))).evaluate()
}

/** Whether a step runs: its `if`, which is success() when absent and is joined to success() when it calls no status function. */
function runs(step: Step, context: data.Dictionary, failed: boolean): boolean {
  const condition = (step.if ?? 'success()').replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
  const withStatus = /\b(success|failure|cancelled|always)\(\)/.test(condition) ? condition : `success() && (${condition})`
  const result = evaluate(withStatus, context, failed)
  if (!(result instanceof data.BooleanData)) throw new Error(`The condition ${step.if} gives no true or false.`)
  return result.value
}

/** Stand-ins for the programs the steps call: each records its arguments and what it saw, and prints a line naming itself. */
function standIns(dir: string): string {
  const bin = path.join(dir, 'bin')
  fs.mkdirSync(bin)
  for (const program of ['npm', 'npx', 'git']) {
    const script = `#!/bin/bash\n{ printf '%s' ${program}; printf '\\t%s' "$@"; printf '\\tSITE_URL=%s\\n' "$SITE_URL"; } >> "$RECORD"\necho "${program} output: $*"\n`
    fs.writeFileSync(path.join(bin, program), script, { mode: 0o755 })
  }
  return bin
}

/**
 * Runs the job's steps as the runner does: each whose `if` holds, its `env` evaluated, its script
 * in bash -eo pipefail, a job summary file shared by all; a failed step fails the job.
 */
function runJob(trigger: Trigger): Run {
  const context = contextOf(trigger)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-'))
  const bin = standIns(dir)
  const record = path.join(dir, 'record')
  const summary = path.join(dir, 'summary.md')
  fs.writeFileSync(record, '')
  fs.writeFileSync(summary, '')
  const run: Run = { commands: [], exits: [], summary: '', output: '' }
  steps.forEach((step, n) => {
    const failed = run.exits.some((e) => e !== undefined && e !== 0)
    if (step.run === undefined || !runs(step, context, failed)) return run.exits.push(undefined)
    const env = Object.fromEntries(
      Object.entries(step.env ?? {}).map(([name, value]) => [
        name,
        value.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) => {
          const result = evaluate(expression, context, failed)
          return result instanceof data.Null ? '' : result.coerceString()
        }),
      ]),
    )
    let status = 0
    try {
      run.output += execFileSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run], {
        cwd: dir,
        encoding: 'utf8',
        env: {
          PATH: `${bin}:${process.env.PATH}`,
          RECORD: record,
          GITHUB_STEP_SUMMARY: summary,
          GITHUB_EVENT_NAME: trigger.event,
          GITHUB_REF_NAME: trigger.event === 'pull_request' ? '12/merge' : 'main',
          GITHUB_HEAD_REF: trigger.event === 'pull_request' ? 'feature' : '',
          RUNNER_TEMP: dir,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    } catch (error) {
      status = (error as { status: number }).status
      run.output += (error as { stdout: string }).stdout
    }
    run.exits.push(status)
    for (const line of fs.readFileSync(record, 'utf8').split('\n').filter(Boolean).slice(run.commands.length)) {
      const fields = line.split('\t')
      run.commands.push({ step: n, argv: fields.slice(0, -1), env: { SITE_URL: fields.at(-1)!.replace(/^SITE_URL=/, '') } })
    }
  })
  run.summary = fs.readFileSync(summary, 'utf8')
  return run
}

const VARS = { SITE_URL: 'https://www.example.it', CLOUDFLARE_PROJECT_NAME: 'catalogue' }
const SECRETS = { CLOUDFLARE_API_TOKEN: 'token', CLOUDFLARE_ACCOUNT_ID: 'account' }
const push = runJob({ event: 'push', vars: VARS, secrets: SECRETS })
const pullRequest = runJob({ event: 'pull_request', vars: VARS, secrets: SECRETS })

/** The first command a run ran with these first arguments. */
const find = (run: Run, ...start: string[]) => run.commands.find((c) => start.every((a, i) => c.argv[i] === a))
const failures = (run: Run) => run.exits.filter((e) => e !== undefined && e !== 0)

/** Whether a job runs, by its `if`, for an event whose `tests` job ended so (`skipped` when it did not run). */
function jobRuns(job: { if?: string }, event: Trigger['event'], tests: 'success' | 'failure' | 'cancelled' | 'skipped'): boolean {
  const context = contextOf({ event, vars: VARS, secrets: SECRETS })
  ;(context as unknown as { add: (key: string, value: data.ExpressionData) => void }).add(
    'needs',
    JSON.parse(JSON.stringify({ tests: { result: tests } }), data.reviver) as data.Dictionary,
  )
  const result = evaluate((job.if ?? 'success()').replace(/^\$\{\{([\s\S]*)\}\}$/, '$1'), context, false)
  return result instanceof data.BooleanData && result.value
}

describe('.github/workflows/deploy.yml', () => {
  test("publishes main, on a push or a day's run, only once every test passed (test.yml); a pull request's preview at once", () => {
    const { tests, publish } = workflow.jobs
    expect(tests?.uses).toBe('./.github/workflows/test.yml')
    expect(publish?.needs).toBe('tests')
    expect((['push', 'schedule', 'pull_request'] as const).map((event) => jobRuns(tests!, event, 'skipped'))).toEqual([true, true, false])
    for (const event of ['push', 'schedule'] as const)
      expect((['success', 'failure', 'cancelled', 'skipped'] as const).map((result) => jobRuns(publish!, event, result))).toEqual([true, false, false, false])
    expect(jobRuns(publish!, 'pull_request', 'skipped')).toBe(true)
  })

  test('runs on every push to main, every pull request and once a day, one run at a time for each', () => {
    expect(workflow.on.push).toEqual({ branches: ['main'] })
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'schedule'])
    // Minute, hour, then every day of every month: the build's day moves on once a day (docs/product-changes.md).
    expect(workflow.on.schedule?.map((s) => s.cron.split(' ').slice(2).join(' '))).toEqual(['* * *'])
    expect(workflow.on.pull_request?.paths).toBeUndefined()
    expect(workflow.concurrency?.group).toContain('github.event.pull_request.number || github.ref')
  })

  test('may read the repository and nothing else; secrets reach only the step that publishes', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' })
    for (const job of Object.values(workflow.jobs)) expect(job.permissions).toBeUndefined()
    const readers = steps.filter((s) => JSON.stringify(s).includes('secrets.'))
    expect(readers.map((s) => steps.indexOf(s))).toEqual([find(push, 'npx', 'wrangler')?.step])
    expect(Object.values(readers[0]!.env ?? {}).filter((v) => v.includes('secrets.'))).toEqual([
      '${{ secrets.CLOUDFLARE_API_TOKEN }}',
      '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
    ])
    expect(source.match(/secrets\.\w+/g)).toHaveLength(2)
  })

  test('a push installs from the lock without install scripts, checks, builds, and publishes the built site with the pinned wrangler', () => {
    expect(failures(push)).toEqual([])
    const install = find(push, 'npm', 'ci')
    const check = find(push, 'npm', 'run', '-s', 'catalogue:check')
    const build = find(push, 'npm', 'run', 'build')
    const publish = find(push, 'npx', 'wrangler', 'pages', 'deploy')
    expect(install?.argv).toContain('--ignore-scripts')
    const order = [install, check, build, publish].map((c) => c?.step ?? -1)
    expect(
      order.every((step, i) => step >= 0 && (i === 0 || step > order[i - 1]!)),
      order.join(' < '),
    ).toBe(true)
    expect(build?.env.SITE_URL).toBe(VARS.SITE_URL)
    // The folder the build writes (README), and main: the branch Cloudflare publishes to the domains.
    expect(publish?.argv.slice(4)).toEqual(['dist/client', '--project-name=catalogue', '--branch=main', `--commit-hash=${SHA}`, '--commit-dirty=true'])
    expect(packageJson.devDependencies.wrangler).toMatch(/^\d+\.\d+\.\d+$/)
    // Then the deploy's own report, with the address, goes to the job summary.
    const report = find(push, 'npm', 'run', '-s', 'deploy:summary')
    expect([report?.step, report?.argv.at(-1)]).toEqual([publish?.step, VARS.SITE_URL])
    expect(push.summary).toBe(`npm output: ${report!.argv.slice(1).join(' ')}\n`)
  })

  test("a day's scheduled run builds and publishes main as a push does, and writes no catalogue changes", () => {
    const run = runJob({ event: 'schedule', vars: VARS, secrets: SECRETS })
    expect(failures(run)).toEqual([])
    expect(find(run, 'npm', 'run', 'build')?.env.SITE_URL).toBe(VARS.SITE_URL)
    expect(find(run, 'npx', 'wrangler', 'pages', 'deploy')?.argv).toEqual(find(push, 'npx', 'wrangler', 'pages', 'deploy')?.argv)
    expect(find(run, 'npm', 'run', '-s', 'catalogue:diff')).toBeUndefined()
  })

  test('a pull request publishes a preview of its branch, then writes the catalogue changes since its base below the address', () => {
    expect(failures(pullRequest)).toEqual([])
    expect(find(pullRequest, 'npx', 'wrangler', 'pages', 'deploy')?.argv).toEqual(expect.arrayContaining(['--branch=feature', '--commit-hash=abc123']))
    expect(find(pullRequest, 'git', 'merge-base')?.argv).toEqual(['git', 'merge-base', 'base456', 'HEAD'])
    const changes = find(pullRequest, 'npm', 'run', '-s', 'catalogue:diff')
    expect(changes?.argv.slice(5)).toEqual(['git output: merge-base base456 HEAD', '--format', 'markdown'])
    expect(pullRequest.summary.split('\n').filter(Boolean)).toEqual([expect.stringContaining('deploy:summary'), expect.stringContaining('catalogue:diff')])
  })

  test('when the check fails, the marked copies are kept and the catalogue changes still written; nothing is published', () => {
    const context = contextOf({ event: 'pull_request', vars: VARS, secrets: SECRETS })
    const changes = steps[find(pullRequest, 'npm', 'run', '-s', 'catalogue:diff')!.step]!
    const publish = steps[find(pullRequest, 'npx', 'wrangler')!.step]!
    const keep = steps.find((s) => s.with?.name === 'catalogue-marked-copies')!
    expect([runs(keep, context, true), runs(changes, context, true), runs(publish, context, true)]).toEqual([true, true, false])
    expect(runs(keep, context, false)).toBe(false)
  })

  test('a pull request without the settings (Dependabot, or before they are set) is built and checked with a local address, and its summary says why there is no preview', () => {
    const run = runJob({ event: 'pull_request' })
    expect(failures(run)).toEqual([])
    expect(find(run, 'npm', 'run', 'build')?.env.SITE_URL).toBe('http://localhost:3000')
    expect(find(run, 'npm', 'run', '-s', 'export:eudamed')?.env.SITE_URL).toBe('http://localhost:3000')
    expect(find(run, 'npx', 'wrangler')).toBeUndefined()
    expect(run.summary).toMatch(/^## No preview\n\nThis run lacks one of the secrets/)
  })

  test('a pull request from a fork is built and checked, not published, and its summary says why', () => {
    const run = runJob({ event: 'pull_request', fork: true })
    expect(failures(run)).toEqual([])
    expect(find(run, 'npm', 'run', 'build')).toBeDefined()
    expect(find(run, 'npx', 'wrangler')).toBeUndefined()
    expect(run.summary).toMatch(/^## No preview\n\nPull requests from forks get no secrets/)
  })

  test('a push without the publishing settings fails, and says what to set', () => {
    const run = runJob({ event: 'push', vars: { SITE_URL: VARS.SITE_URL } })
    expect(failures(run)).toEqual([1])
    expect(run.output).toMatch(/::error::Not published: set .*CLOUDFLARE_API_TOKEN/)
    expect(find(run, 'npx', 'wrangler')).toBeUndefined()
  })

  test("builds with every setting of the README's environment table, from repository variables", () => {
    expect(documented).toContain('SITE_URL')
    const build = find(push, 'npm', 'run', 'build')!
    expect(steps[build.step]!.env).toEqual(Object.fromEntries(documented.map((name) => [name, `\${{ vars.${name} }}`])))
  })

  test(".env.example lists each of those settings, and the browser tests' build sets each one: its pages carry the code visitors get", () => {
    const names = (file: string) =>
      [...fs.readFileSync(path.join(repoRoot, file), 'utf8').matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].filter(([, , value]) => value !== '').map(([, name]) => name)
    const listed = [...fs.readFileSync(path.join(repoRoot, '.env.example'), 'utf8').matchAll(/^([A-Z0-9_]+)=/gm)].map(([, name]) => name)
    expect(listed).toEqual(expect.arrayContaining(documented))
    expect(names('.env.e2e').sort()).toEqual([...documented].sort())
  })

  test('runs only npm scripts that exist, and passes event data through env, not into the script', () => {
    const scripts = [...push.commands, ...pullRequest.commands]
      .filter((c) => c.argv[0] === 'npm' && c.argv[1] === 'run')
      .map((c) => c.argv.slice(2).find((a) => !a.startsWith('-'))!)
    expect(scripts.length).toBeGreaterThan(3)
    for (const script of scripts) expect(Object.keys(packageJson.scripts)).toContain(script)
    for (const step of steps) expect(step.run ?? '').not.toContain('${{')
  })
})
