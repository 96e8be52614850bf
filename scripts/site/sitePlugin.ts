/**
 * Vite plugin for the files the site needs besides its pages: the optimised images (encoded
 * before the pages are prerendered, emitted into the client output, served from the cache in
 * dev), sitemap.xml / robots.txt made from the route table, the product tables as XLSX and CSV
 * downloads (buildDownloads.ts; made on request in dev), and the prerendered pages' first paint:
 * their CSS inlined, their scripts started after it.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import type { CatalogueData, Route } from '../../src/catalogue/schema.ts'
import { DOWNLOADS_DIR } from '../../src/features/downloads/downloadFiles.ts'
import { siteOrigin } from '../../src/routing/siteOrigin.ts'
import { buildDownloads } from './buildDownloads.ts'
import { buildRobots, buildSitemap } from './buildSitemap.ts'
import { inlineStylesheetsOfBuild } from './inlineStylesheets.ts'
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

export function sitePlugin(): Plugin {
  let root = process.cwd()
  let images: Promise<OptimiseResult> | undefined
  // Client and server builds both start; the images are encoded once.
  const optimised = () => (images ??= optimizeImages(root))
  const downloads = () => buildDownloads(JSON.parse(fs.readFileSync(path.join(root, 'src/generated/catalogue.json'), 'utf8')) as CatalogueData)
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
      const start = performance.now()
      const downloadFiles = downloads()
      for (const [fileName, source] of downloadFiles) this.emitFile({ type: 'asset', fileName, source })
      this.info(`downloads: ${downloadFiles.size} files in ${Math.round(performance.now() - start)} ms`)
    },
    // Vike prerenders in the server build's writeBundle; closeBundle comes after it.
    closeBundle: {
      order: 'post',
      handler() {
        if (this.environment.name !== 'ssr') return
        const client = path.join(path.dirname(this.environment.config.build.outDir), 'client')
        if (fs.existsSync(path.join(client, 'index.html'))) this.info(`first paint prepared in ${inlineStylesheetsOfBuild(client)} pages`)
      },
    },
    configureServer(server) {
      // A picture added or replaced while the dev server runs is encoded on its next request.
      const imagesDir = path.join(root, 'public', 'images') + path.sep
      const forget = (file: string) => {
        if (file.startsWith(imagesDir)) images = undefined
      }
      server.watcher.on('add', forget).on('change', forget)
      server.middlewares.use(`/${DOWNLOADS_DIR}/`, (req, res, next) => {
        const file = downloads().get(`${DOWNLOADS_DIR}/${decodeURIComponent((req.url ?? '').replace(/^\/+|\?.*$/g, ''))}`)
        if (file === undefined) return next()
        res.setHeader('content-type', typeof file === 'string' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        res.end(file)
      })
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
