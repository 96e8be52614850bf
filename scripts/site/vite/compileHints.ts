/**
 * Marks the scripts every page runs at start for eager compilation, with V8's per-file compile
 * hint (https://github.com/WICG/explicit-javascript-compile-hints-file-based, in Chromium since
 * 136). Chromium then compiles their functions on the thread that streams them in, as they
 * download, instead of on the main thread the first time each runs, inside the page's longest
 * task. Only for code a page runs at once: an eagerly compiled function never called is wasted.
 */
import type { Plugin } from 'vite'

/** The comment V8 reads, only as the first line of a file (comments may precede it). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** `holdsModule`: whether a module (by id) makes its client chunk one to compile eagerly. */
export function compileHints(holdsModule: (id: string) => boolean): Plugin {
  return {
    name: 'site:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // After Vite's own generateBundle, which puts the map of preloaded files at the top of a chunk.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.moduleIds.some(holdsModule)) continue
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`
          // One line more at the top: the source map's lines move down by one.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
        }
      },
    },
  }
}
