/**
 * The production client build runs the pages on preact/compat instead of react-dom. React 19's
 * client runtime alone is about 73 KB gzip and Vike's router 27 KB, which leaves nothing of the
 * 100 KB first-load budget for the site itself; preact/compat runs the same components in about
 * 11 KB. Prerendering (the server build) and `vike dev` keep React, so the HTML is React's and
 * development keeps React's hydration checks; the browser tests run on the production build.
 */
import type { Plugin } from 'vite'

const browserRuntime: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
}

export function preactInBrowser(): Plugin {
  return {
    name: 'preact-in-browser',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer, options) {
      const target = browserRuntime[id]
      if (!target || this.environment.name !== 'client') return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}
