import { defineConfig } from '@playwright/test'
import { CHROMIUM, FLAGS } from './scripts/harness/chromium.ts'

/**
 * What only an edited catalogue has (a withdrawal, an expired certificate): `npm run test:edited`
 * edits a copy of the project, builds it, and runs the tests of tests/browser/edited/ there alone.
 */
const edited = process.env.CATALOGUE_EDITED === '1'

/**
 * The browser tests (tests/browser/), on the built site served as the host serves it
 * (globalSetup.ts): Debian's Chromium, what leaves the site intercepted (siteTest.ts). Each test
 * waits for the state it asserts; nothing is retried, so a flaky test fails. On GitHub the
 * workflow runs them in shards and merges their blob reports (docs/testing.md).
 */
export default defineConfig({
  testDir: edited ? 'tests/browser/edited' : 'tests/browser',
  testMatch: '**/*.test.ts',
  testIgnore: edited ? [] : ['edited/**'],
  globalSetup: './tests/browser/globalSetup.ts',
  forbidOnly: true,
  // Shards split the tests, not the files, so that each shard takes about as long.
  fullyParallel: true,
  retries: 0,
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // On GitHub each shard also writes a blob report, which the workflow merges into one (docs/testing.md).
  reporter: [...(process.env.CI ? [['blob'] as const] : []), ['list'], ['./tests/browser/loadCountReporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: FLAGS },
    // The site's first audience: an Italian browser, on a desktop, unless a test says otherwise.
    locale: 'it-IT',
    viewport: { width: 1280, height: 900 },
    // On GitHub a failed test keeps its trace for the report; here recording one cost every test a
    // tenth or more of its time, and a failure is run again with --trace=retain-on-failure.
    trace: process.env.CI ? 'retain-on-failure' : 'off',
  },
})
