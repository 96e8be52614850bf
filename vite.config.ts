import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { catalogueWatch } from './scripts/site/vite/catalogueWatch.ts'
import { compileHints } from './scripts/site/vite/compileHints.ts'
import { siteFiles } from './scripts/site/vite/siteFiles.ts'
import { localModes, loadSiteConfig } from './src/config/siteConfig.ts'

/** React and Vike, which every page runs at start. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/
const VIKE = /node_modules[\\/](vike|vike-react)[\\/]/
const isFramework = (id: string) => REACT.test(id) || VIKE.test(id)

export default defineConfig(({ command, mode }) => {
  // A build for a real host must name its origin; the dev server and `vike preview` build nothing for one.
  const config = loadSiteConfig(mode, { deployment: command === 'build' && !localModes.includes(mode) })
  return {
    plugins: [vike(), react(), catalogueWatch(), siteFiles(config.SITE_URL), compileHints(isFramework)],
    // The pages' origin (src/routing/siteOrigin.ts), written into the server code at build time.
    define: { __SITE_ORIGIN__: JSON.stringify(config.SITE_URL) },
    build: {
      outDir: config.OUT_DIR,
      // React and Vike in a file each: the start script (startAfterFirstPaint.ts) runs one, then
      // the other, not both in one long task, and both are compiled as they download
      // (compileHints.ts). The longest task at start became 0.7 times as long on the phone
      // profile, for about 0.5 KB gzip more on every page's first load (split into six files by
      // the bundler, 1.1 KB). https://rolldown.rs/reference/OutputOptions.codeSplitting
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: REACT },
              { name: 'vike', test: VIKE },
            ],
          },
        },
      },
    },
  }
})
