import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { catalogueWatch } from './scripts/catalogueWatch.ts'
import { preactInBrowser } from './scripts/site/preactInBrowser.ts'
import { sitePlugin } from './scripts/site/sitePlugin.ts'

export default defineConfig({
  plugins: [preactInBrowser(), vike(), react(), catalogueWatch(), sitePlugin()],
  resolve: { tsconfigPaths: true },
  build: { outDir: process.env.OUT_DIR ?? 'dist' },
})
