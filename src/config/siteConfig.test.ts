import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { loadSiteConfig, missingSiteUrl, parseSiteConfig } from './siteConfig'

describe('parseSiteConfig', () => {
  test('a deployment without SITE_URL stops with one sentence', () => {
    expect(parseSiteConfig({}, { deployment: true })).toEqual({ problems: [missingSiteUrl] })
    expect(parseSiteConfig({ SITE_URL: '  ' }, { deployment: true })).toEqual({ problems: [missingSiteUrl] })
    expect(missingSiteUrl).toMatch(/^No site built: set SITE_URL .*\.$/)
  })

  test('a local build without SITE_URL has the local origin, and the output folder dist', () => {
    expect(parseSiteConfig({}, { deployment: false })).toEqual({ config: { SITE_URL: 'http://localhost:3000', OUT_DIR: 'dist' } })
  })

  test('SITE_URL set wins in a local build too', () => {
    expect(parseSiteConfig({ SITE_URL: 'https://www.example.it' }, { deployment: false })).toMatchObject({ config: { SITE_URL: 'https://www.example.it' } })
  })

  test('the origin loses its trailing slash; OUT_DIR is kept', () => {
    expect(parseSiteConfig({ SITE_URL: 'https://www.example.it/', OUT_DIR: 'dist-mine' }, { deployment: true })).toMatchObject({
      config: { SITE_URL: 'https://www.example.it', OUT_DIR: 'dist-mine' },
    })
  })

  test('every bad value is listed, each with its variable and value', () => {
    const result = parseSiteConfig(
      { SITE_URL: 'www.example.it/catalogo', VITE_SENTRY_DSN: 'not a dsn', VITE_EMAILJS_SERVICE_ID: 'service id', OUT_DIR: '/tmp/site' },
      { deployment: true },
    )
    expect('problems' in result && result.problems).toEqual([
      'SITE_URL="www.example.it/catalogo": expected the public address of the site, such as https://www.example.it',
      'OUT_DIR="/tmp/site": expected a folder inside the project, such as dist-mine',
      'VITE_EMAILJS_SERVICE_ID="service id": expected an id of letters, digits, "-" and "_"',
      'VITE_SENTRY_DSN="not a dsn": expected a Sentry DSN, such as https://key@o0.ingest.sentry.io/0',
    ])
  })

  test('a bad SITE_URL is refused in a local build as well: no fallback to the local origin', () => {
    expect(parseSiteConfig({ SITE_URL: 'localhost' }, { deployment: false })).toEqual({
      problems: ['SITE_URL="localhost": expected the public address of the site, such as https://www.example.it'],
    })
  })

  test('an origin with a path is refused', () => {
    expect(parseSiteConfig({ SITE_URL: 'https://www.example.it/catalogo' }, { deployment: true })).toEqual({
      problems: ['SITE_URL="https://www.example.it/catalogo": expected an origin without a path, such as https://www.example.it'],
    })
  })
})

describe('loadSiteConfig: the .env files of the mode and the shell', () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-config-'))
    // The shell of whoever runs the tests must not decide them.
    for (const name of [
      'SITE_URL',
      'OUT_DIR',
      'VITE_SENTRY_DSN',
      'VITE_EMAILJS_PUBLIC_KEY',
      'VITE_EMAILJS_SERVICE_ID',
      'VITE_EMAILJS_TEMPLATE_ID',
      'VITE_EMAILJS_IFU_TEMPLATE_ID',
    ])
      vi.stubEnv(name, undefined)
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
    fs.rmSync(root, { recursive: true, force: true })
  })

  /** Runs loadSiteConfig and gives what it returned, or what it printed before it ended the process. */
  function load(mode: string, options: { deployment?: boolean } = {}) {
    const printed: string[] = []
    vi.spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line))
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`)
    })
    try {
      return { config: loadSiteConfig(mode, { ...options, root }) }
    } catch (e) {
      return { exit: (e as Error).message, printed }
    }
  }

  test('production without SITE_URL prints the sentence and ends the process with 1', () => {
    expect(load('production')).toEqual({ exit: 'exit 1', printed: [missingSiteUrl] })
  })

  test('any mode but the local ones is a deployment', () => {
    expect(load('staging')).toEqual({ exit: 'exit 1', printed: [missingSiteUrl] })
  })

  test.each(['development', 'test', 'e2e', 'preview'])('the local mode %s has the local origin', (mode) => {
    expect(load(mode).config?.SITE_URL).toBe('http://localhost:3000')
  })

  test("the mode's .env file is read, and the shell wins over it", () => {
    fs.writeFileSync(path.join(root, '.env.staging'), 'SITE_URL=https://staging.example.it\nOUT_DIR=dist-staging\n')
    expect(load('staging').config).toMatchObject({ SITE_URL: 'https://staging.example.it', OUT_DIR: 'dist-staging' })
    vi.stubEnv('OUT_DIR', 'dist-shell')
    expect(load('staging', { deployment: false }).config).toMatchObject({ SITE_URL: 'https://staging.example.it', OUT_DIR: 'dist-shell' })
  })

  test('a caller may say a mode builds nothing for a host (the dev server in production mode)', () => {
    expect(load('production', { deployment: false }).config?.SITE_URL).toBe('http://localhost:3000')
  })
})
