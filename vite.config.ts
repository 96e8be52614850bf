import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, loadEnv } from 'vite'
import { catalogueWatch } from './scripts/build/catalogueWatch.ts'
import { outDir } from './scripts/build/outDir.ts'
import { sitePlugin } from './scripts/build/sitePlugin.ts'
import { parseBuildEnv } from './src/config/buildConfig.ts'

/** Builds for a real host are the production ones; `--mode e2e` (npm test) and `--mode preview` (npm start) are local. */
const deploymentModes = ['production']

export default defineConfig(({ command, mode }) => {
  // Variables set in the shell win over the .env files, as in Vite itself.
  const parsed = parseBuildEnv({ ...loadEnv(mode, process.cwd(), ''), ...process.env }, command === 'build' && deploymentModes.includes(mode))
  if ('problems' in parsed) {
    console.error(parsed.problems.join('\n'))
    process.exit(1)
  }
  // Prerendering runs in this process and reads the origin from here (src/routing/siteOrigin.ts).
  process.env.SITE_URL = parsed.config.SITE_URL
  return {
    plugins: [vike(), react(), catalogueWatch(), sitePlugin(parsed.config.SITE_URL)],
    resolve: { tsconfigPaths: true },
    build: { outDir: outDir() },
  }
})
