import { defineConfig } from 'vitest/config'
import { loadSiteConfig } from './src/config/siteConfig.ts'

export default defineConfig({
  // As vite.config.ts gives it to the pages; the tests are a local mode (src/config/siteConfig.ts).
  define: { __SITE_ORIGIN__: JSON.stringify(loadSiteConfig('test').SITE_URL) },
  test: {
    // The dev server of tests/e2e/devServer.test.ts logs each of the hundreds of requests it answers.
    onConsoleLog: (log) => !/\[vike\]\[request-\d+\]/.test(log),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'scripts/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'tools/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/catalogueCopies/**/*.test.ts',
            'tests/host/**/*.test.ts',
          ],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Tests of what only an edited catalogue has (a withdrawal, an expired certificate): npm run test:edited runs them on an edited copy, as project `edited`.
          exclude: ['tests/e2e/withdrawn.test.ts', 'tests/e2e/dossierEdited.test.ts', 'tests/e2e/noticesEdited.test.ts'],
          // One browser and one site server for all files; pages are cheap, browser starts are not.
          globalSetup: ['tests/e2e/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A page waits for its scripts until it is painted and loaded: on a busy machine that takes longer than a second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'edited',
          include: ['tests/e2e/withdrawn.test.ts', 'tests/e2e/dossierEdited.test.ts', 'tests/e2e/noticesEdited.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
