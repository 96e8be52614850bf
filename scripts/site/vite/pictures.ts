/**
 * Encodes the pictures before anything is rendered, and gives the server code their manifest
 * (src/images/imageFor.ts) as the module `virtual:image-manifest`, from the same encoding as the
 * images emitter's files: the pages write each <picture> with its variants and its size.
 */
import type { Plugin } from 'vite'
import type { SiteInput } from './siteInput.ts'

const MANIFEST = 'virtual:image-manifest'
/** Vite's mark of a module no file holds (https://vite.dev/guide/api-plugin#virtual-modules-convention). */
const RESOLVED_MANIFEST = `\0${MANIFEST}`

export function pictures(site: SiteInput): Plugin {
  return {
    name: 'site-files:pictures',
    async buildStart() {
      const { PictureError } = await import('../emitters/optimizeImages.ts')
      try {
        const { encoded, files } = await (await site.input()).images()
        if (encoded > 0) this.info(`images: ${encoded} encoded, ${files.size} in all`)
      } catch (e) {
        if (!(e instanceof PictureError)) throw e
        // A fault in the site's files, not in the build: one plain line, as catalogue:check writes it.
        console.error(`${e.message}\nThe site was not built.`)
        process.exit(1)
      }
    },
    resolveId: (id) => (id === MANIFEST ? RESOLVED_MANIFEST : undefined),
    async load(id) {
      if (id !== RESOLVED_MANIFEST) return undefined
      // Every page's manifest would travel to the browser: only the server code writes <picture> elements.
      if (this.environment.config.consumer === 'client') this.error(`${MANIFEST} is for the server code only; a browser module imports it.`)
      const { manifest } = await (await site.input()).images()
      return `export default ${JSON.stringify(manifest)}`
    },
  }
}
