import { describe, expect, test } from 'vitest'
import { argumentsAsMeant, type OptionSpec } from './npmArguments.ts'

const check: Record<string, OptionSpec> = { check: { type: 'boolean' }, root: { type: 'string' }, format: { type: 'string', choices: ['text', 'json', 'github'] }, annotate: { type: 'string' } }
const diff: Record<string, OptionSpec> = { format: { type: 'string', choices: ['text', 'markdown'] }, root: { type: 'string' } }
const edits: Record<string, OptionSpec> = { 'check-only': { type: 'boolean' }, keep: { type: 'boolean' } }

/** The environment npm 11 gives a script, with the npm_config_* variables of the options it took. */
const npm = (...swallowed: string[]) => ({ npm_lifecycle_event: 'x', ...Object.fromEntries(swallowed.map((name) => [`npm_config_${name}`, 'true'])) })

describe('options typed without "--", as npm passes them on', () => {
  test.each([
    ['npm run catalogue:check --annotate marked', check, ['--check', 'marked'], npm('annotate'), ['--check', '--annotate', 'marked']],
    ['npm run catalogue:check --format json (npm keeps --format for itself)', check, ['--check', 'json'], npm(), ['--check', '--format', 'json']],
    ['npm run catalogue:diff --format markdown', diff, ['markdown'], npm(), ['--format', 'markdown']],
    ['npm run catalogue:diff main --format markdown', diff, ['main', 'markdown'], npm(), ['--format', 'markdown', 'main']],
    ['npm run catalogue:diff --format markdown main', diff, ['markdown', 'main'], npm(), ['--format', 'markdown', 'main']],
    ['npm run catalogue:diff main (a ref, no option)', diff, ['main'], npm(), ['main']],
    ['npm run catalogue:try-edits --check-only', edits, [], npm('check_only'), ['--check-only']],
    ['with the "--", as before', check, ['--check', '--annotate', 'marked', '--format', 'json'], npm(), ['--check', '--annotate', 'marked', '--format', 'json']],
    ['run without npm (node, jiti, CI): left as typed', diff, ['markdown'], {}, ['markdown']],
  ] as const)('%s', (_typed, options, args, env, meant) => {
    expect(argumentsAsMeant(args, options, 'x', env)).toEqual(meant)
  })

  test.each([
    ['--annotate with nothing after it', ['--check'], npm('annotate')],
    ['two options whose values npm kept, in an order it did not keep', ['--check', 'marked', '/tmp/copy'], npm('annotate', 'root')],
  ] as const)('%s: says what to type, with the "--"', (_name, args, env) => {
    expect(() => argumentsAsMeant(args, check, 'catalogue:check', env)).toThrow(/npm run catalogue:check -- --(annotate|root) VALUE/)
  })
})
