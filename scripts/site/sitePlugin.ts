/**
 * Vite plugin for the files the site needs besides its pages: the optimised images (encoded
 * before the pages are prerendered, emitted into the client output, served from the cache in
 * dev) and sitemap.xml / robots.txt made from the route table.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import type { Route } from '../../src/catalogue/schema.ts'
import { buildRobots, buildSitemap } from './buildSitemap.ts'
import { IMAGE_URL_PREFIX, type OptimiseResult, optimizeImages } from './optimizeImages.ts'

/** Where the generator writes the search index's files, and where the site serves them. */
const SEARCH_INDEX_DIR = 'src/generated/search'
export const SEARCH_INDEX_URL_PREFIX = '/search-index/'

/** Every file of the search index: path under the folder → absolute path. */
function searchIndexFiles(root: string): [string, string][] {
  const dir = path.join(root, SEARCH_INDEX_DIR)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name)
      return [path.relative(dir, file).split(path.sep).join('/'), file]
    })
}

/** siteOrigin: the checked SITE_URL (vite.config.ts), for the sitemap and robots.txt. */
export function sitePlugin(siteOrigin: string): Plugin {
  let root = process.cwd()
  let images: Promise<OptimiseResult> | undefined
  // Client and server builds both start; the images are encoded once.
  const optimised = () => (images ??= optimizeImages(root))
  return {
    name: 'site-files',
    configResolved(config) {
      root = config.root
    },
    async buildStart() {
      const { encoded, files } = await optimised()
      if (encoded > 0) this.info(`images: ${encoded} encoded, ${files.size} in all`)
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return
      const { files } = await optimised()
      for (const [name, file] of files) {
        this.emitFile({ type: 'asset', fileName: `${IMAGE_URL_PREFIX.slice(1)}${name}`, source: fs.readFileSync(file) })
      }
      const routes = JSON.parse(fs.readFileSync(path.join(root, 'src/generated/routes.json'), 'utf8')) as Route[]
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: buildSitemap(routes, siteOrigin) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: buildRobots(siteOrigin) })
      for (const [name, file] of searchIndexFiles(root)) this.emitFile({ type: 'asset', fileName: `${SEARCH_INDEX_URL_PREFIX.slice(1)}${name}`, source: fs.readFileSync(file) })
    },
    configureServer(server) {
      // A picture added or replaced while the dev server runs is encoded on its next request.
      const imagesDir = path.join(root, 'public', 'images') + path.sep
      const forget = (file: string) => {
        if (file.startsWith(imagesDir)) images = undefined
      }
      server.watcher.on('add', forget).on('change', forget)
      server.middlewares.use(SEARCH_INDEX_URL_PREFIX, (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').replace(/^\/+|\?.*$/g, ''))
        const file = path.join(root, SEARCH_INDEX_DIR, name)
        if (name.includes('..') || !fs.existsSync(file)) return next()
        res.setHeader('content-type', 'application/json')
        res.end(fs.readFileSync(file))
      })
      server.middlewares.use(IMAGE_URL_PREFIX, (req, res, next) => {
        optimised()
          .then(({ files }) => {
            const file = files.get(decodeURIComponent((req.url ?? '').replace(/^\/+|\?.*$/g, '')))
            if (!file) return next()
            res.setHeader('content-type', file.endsWith('.avif') ? 'image/avif' : 'image/webp')
            res.end(fs.readFileSync(file))
          })
          .catch(next)
      })
    },
  }
}
