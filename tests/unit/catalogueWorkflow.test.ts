/**
 * The catalogue workflow for GitHub Actions: it must parse, have the structure Actions requires,
 * and call scripts that exist, with the options they accept.
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
  name?: string
  on: { pull_request?: { paths?: string[] } }
  permissions?: Record<string, string>
  jobs: Record<string, { 'runs-on': string; steps: Step[]; 'timeout-minutes'?: number }>
}

const source = fs.readFileSync(path.join(repoRoot, '.github/workflows/catalogue.yml'), 'utf8')
// Strict: duplicate keys and YAML errors throw, as Actions refuses them.
const workflow = parse(source, { strict: true, uniqueKeys: true }) as Workflow
const scripts = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)
const runs = steps.flatMap((s) => (s.run === undefined ? [] : [s.run]))

describe('.github/workflows/catalogue.yml', () => {
  test('runs on pull requests that touch catalogue/ or public/', () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request'])
    expect(workflow.on.pull_request?.paths).toEqual(['catalogue/**', 'public/**'])
    expect(workflow.permissions).toEqual({ contents: 'read' })
  })

  test('every job has a runner and steps, and every step does one thing: uses an action or runs a command', () => {
    expect(Object.keys(workflow.jobs).length).toBeGreaterThan(0)
    for (const [id, job] of Object.entries(workflow.jobs)) {
      expect(id).toMatch(/^[A-Za-z_][A-Za-z0-9_-]*$/)
      expect(typeof job['runs-on']).toBe('string')
      expect(Array.isArray(job.steps) && job.steps.length > 0).toBe(true)
      for (const step of job.steps) {
        expect(Object.keys(step).every((k) => ['name', 'uses', 'run', 'if', 'with', 'env', 'id', 'shell', 'continue-on-error', 'timeout-minutes', 'working-directory'].includes(k))).toBe(true)
        expect((step.uses === undefined) !== (step.run === undefined)).toBe(true)
        if (step.uses !== undefined) expect(step.uses).toMatch(/^[\w.-]+\/[\w.-]+@[\w.-]+$/)
        if (step.with !== undefined) expect(step.uses).toBeDefined()
      }
    }
  })

  test('checks with annotations, builds, and writes the diff as the job summary, in that order', () => {
    const at = (pattern: RegExp) => runs.findIndex((r) => pattern.test(r))
    const check = at(/npm run -s catalogue:check -- --format github --annotate \S+/)
    const build = at(/^npm run build$/)
    const diff = at(/npm run -s catalogue:diff -- "\$base" --format markdown >> "\$GITHUB_STEP_SUMMARY"/)
    expect(check).toBeGreaterThanOrEqual(0)
    expect(build).toBeGreaterThan(check)
    expect(diff).toBeGreaterThan(build)
    // The summary is written whether or not the check passed.
    expect(steps.find((s) => s.run?.includes('catalogue:diff'))?.if).toBe('${{ !cancelled() }}')
  })

  test('names only npm scripts that exist, and passes event data through env, not into the script', () => {
    for (const run of runs) {
      for (const [, script] of run.matchAll(/npm run (?:-s )?([\w:-]+)/g)) expect(Object.keys(scripts)).toContain(script)
      expect(run).not.toContain('${{')
    }
  })
})
