/**
 * Error reporting is in the site only when a DSN is set at build time: the client entry
 * (src/pages/+client.ts), bundled as the build bundles it, holds the SDK (in a chunk of its own,
 * loaded when needed) with a DSN and nothing of it without one. The site as published, with a DSN,
 * is the browser tests' (tests/browser/errorReporting.test.ts).
 */
import path from 'node:path'
import { build, type Rolldown } from 'vite'
import { describe, expect, test } from 'vitest'
import { repoRoot } from '../../scripts/harness/catalogueCopy.ts'

/** A string of the SDK itself, found in any bundle that contains it. */
const SDK_MARK = 'sentry.javascript'

/** The chunks of the client entry, bundled and minified with this DSN. */
async function clientEntry(dsn: string): Promise<Rolldown.OutputChunk[]> {
  const output = await build({
    root: repoRoot,
    configFile: false,
    logLevel: 'silent',
    define: { 'import.meta.env.VITE_SENTRY_DSN': JSON.stringify(dsn) },
    build: { write: false, lib: { entry: path.join(repoRoot, 'src/pages/+client.ts'), formats: ['es'] } },
  })
  return (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : [])).filter((o) => o.type === 'chunk')
}

describe('the client entry', () => {
  test('with a DSN holds error reporting, in a chunk loaded when needed', async () => {
    const chunks = await clientEntry('https://key@errors.invalid/1')
    const withSdk = chunks.filter((c) => c.code.includes(SDK_MARK))
    expect(withSdk).toHaveLength(1)
    expect(withSdk[0]!.isEntry).toBe(false)
  }, 60_000)

  test('without a DSN holds nothing of it', async () => {
    const chunks = await clientEntry('')
    expect(chunks.length).toBeGreaterThan(0)
    expect(chunks.filter((c) => c.code.includes(SDK_MARK)).map((c) => c.fileName)).toEqual([])
  }, 60_000)
})
