import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { catalogueWatch } from './scripts/site/vite/catalogueWatch.ts'
import { siteFiles } from './scripts/site/vite/siteFiles.ts'
import { localModes, loadSiteConfig } from './src/config/siteConfig.ts'

export default defineConfig(({ command, mode }) => {
  // A build for a real host must name its origin; the dev server and `vike preview` build nothing for one.
  const config = loadSiteConfig(mode, { deployment: command === 'build' && !localModes.includes(mode) })
  return {
    plugins: [vike(), react(), catalogueWatch(), siteFiles(config.SITE_URL)],
    // The pages' origin (src/routing/siteOrigin.ts), written into the server code at build time.
    define: { __SITE_ORIGIN__: JSON.stringify(config.SITE_URL) },
    build: {
      outDir: config.OUT_DIR,
      // React and Vike, which every page runs, in one file with the start script: split by the
      // bundler into six, they cost every page's first load about 1.1 KB more of gzip.
      // https://rolldown.rs/reference/OutputOptions.codeSplitting
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|vike|vike-react)[\\/]/ }] } },
      },
    },
  }
})
