import { defineConfig } from 'vitest/config'
import { loadSiteConfig } from './src/config/siteConfig.ts'

export default defineConfig({
  // As vite.config.ts gives it to the pages; the tests are a local mode (src/config/siteConfig.ts).
  define: { __SITE_ORIGIN__: JSON.stringify(loadSiteConfig('test').SITE_URL) },
  test: {
    // Worker threads start and exchange messages faster than child processes: the unit project took a fifth less.
    pool: 'threads',
    // The dev server of tests/built/devServer.test.ts logs each of the hundreds of requests it answers.
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
        // What the built site says, read from its files (and, for a crawler's and a scanner's view, over
        // HTTP from the static host): `npm run build -- --mode e2e` first. The browser tests are
        // Playwright's (playwright.config.ts).
        extends: true,
        test: {
          name: 'built',
          include: ['tests/built/**/*.test.ts'],
          globalSetup: ['tests/built/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
