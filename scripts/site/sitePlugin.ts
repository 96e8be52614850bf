/**
 * Vite plugin for the files the site needs besides its pages: the optimised images (encoded
 * before the pages are prerendered, emitted into the client output, served from the cache in
 * dev), sitemap.xml / robots.txt made from the route table, the product tables as XLSX and CSV
 * downloads (buildDownloads.ts; made on request in dev), and the prerendered pages' first paint
 * (their CSS inlined, their scripts started after it) with the security headers made from them.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Plugin } from 'vite'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import type { CatalogueData, Route, SiteData } from '../../src/catalogue/schema.ts'
import { DOWNLOADS_DIR } from '../../src/features/downloads/downloadFiles.ts'
import { buildIfuFeed, IFU_FEED_PATH } from '../../src/features/ifu/ifuFeed.ts'
import { IMAGE_URL_PREFIX } from '../../src/images/imageUrl.ts'
import { buildDownloads } from './buildDownloads.ts'
import { buildRobots, buildSitemap } from './buildSitemap.ts'
import { firstPaintRewrite } from './inlineStylesheets.ts'
import { type OptimiseResult, PictureError, optimizeImages } from './optimizeImages.ts'
import { writeSecurityHeaders } from './securityHeaders.ts'

/** Where the generator writes the search index's files, and where the site serves them. */
const SEARCH_INDEX_DIR = `${GENERATED_DIR}/search`
export const SEARCH_INDEX_URL_PREFIX = '/search-index/'

/**
 * Starts writing the downloads in a process of its own (writeDownloads.ts), into a temporary
 * folder: it runs while the pages are prerendered, and its files join the output at the end.
 * Resolves to its report line; rejects with what it wrote on failure.
 */
function makeDownloadsAside(root: string): { folder: string; done: Promise<string> } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-downloads-'))
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/site/writeDownloads.ts'), path.join(root, GENERATED_DIR, 'catalogue.json'), folder], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const done = new Promise<string>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(output.trim()) : reject(new Error(`The downloads could not be written:\n${output.trim()}`))))
  })
  // A build that stops before the end never asks; its failure is then not another one to report.
  done.catch(() => undefined)
  return { folder, done }
}

/**
 * Downloads being written, by project root. Process-wide: the server build, whose end awaits them,
 * runs with a plugin instance of its own, not the client build's that started them.
 */
const downloadsUnderway: Map<string, { folder: string; done: Promise<string> }> = ((globalThis as { siteDownloadsUnderway?: Map<string, { folder: string; done: Promise<string> }> }).siteDownloadsUnderway ??= new Map())

/** siteOrigin: the checked SITE_URL (vite.config.ts), for the sitemap and robots.txt. */
export function sitePlugin(siteOrigin: string): Plugin {
  let root = process.cwd()
  let clientOutDir = ''
  let sentryDsn: string | undefined
  let images: Promise<OptimiseResult> | undefined
  // Client and server builds both start; the images are encoded once.
  const optimised = () => (images ??= optimizeImages(root))
  const downloads = () => new Map(buildDownloads(JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'catalogue.json'), 'utf8')) as CatalogueData))
  return {
    name: 'site-files',
    configResolved(config) {
      root = config.root
      clientOutDir = path.resolve(root, config.environments.client?.build.outDir ?? 'dist/client')
      sentryDsn = config.env.VITE_SENTRY_DSN as string | undefined
    },
    async buildStart() {
      try {
        const { encoded, files } = await optimised()
        if (encoded > 0) this.info(`images: ${encoded} encoded, ${files.size} in all`)
      } catch (e) {
        if (!(e instanceof PictureError)) throw e
        // A fault in the site's files, not in the build: one plain line, as catalogue:check writes it.
        console.error(`${e.message}\nThe site was not built.`)
        process.exit(1)
      }
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return
      const { files } = await optimised()
      for (const [name, file] of files) {
        this.emitFile({ type: 'asset', fileName: `${IMAGE_URL_PREFIX.slice(1)}${name}`, source: fs.readFileSync(file) })
      }
      const routes = JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'routes.json'), 'utf8')) as Route[]
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: buildSitemap(routes, siteOrigin) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: buildRobots(siteOrigin) })
      downloadsUnderway.set(root, makeDownloadsAside(root))
      const generated = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, name), 'utf8'))
      const feed = buildIfuFeed(generated('catalogue.json') as CatalogueData, (generated('site.json') as SiteData).company.name, siteOrigin)
      this.emitFile({ type: 'asset', fileName: IFU_FEED_PATH.slice(1), source: feed })
    },
    // The search and code index files are copied, not emitted: at 2,000 products they are thousands
    // of files and tens of megabytes that the bundler would hold in memory until the end.
    writeBundle() {
      if (this.environment.name !== 'client') return
      const dir = path.join(root, SEARCH_INDEX_DIR)
      if (fs.existsSync(dir)) fs.cpSync(dir, path.join(clientOutDir, SEARCH_INDEX_URL_PREFIX), { recursive: true })
    },
    // Vike prerenders in the server build's writeBundle; closeBundle comes after it. The policy's
    // hashes are taken from the pages as finally written: each page is rewritten for its first paint
    // as it is read for the policy, so the pages are read twice in all, not three times.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (this.environment.name !== 'ssr' || !fs.existsSync(path.join(clientOutDir, 'index.html'))) return
        const downloadsMade = downloadsUnderway.get(root)
        if (downloadsMade) {
          downloadsUnderway.delete(root)
          this.info(await downloadsMade.done)
          fs.cpSync(downloadsMade.folder, clientOutDir, { recursive: true })
          fs.rmSync(downloadsMade.folder, { recursive: true, force: true })
        }
        const { policy, pages } = writeSecurityHeaders(clientOutDir, sentryDsn || undefined, firstPaintRewrite(clientOutDir))
        this.environment.logger.info(`first paint prepared, security headers: _headers and a policy in ${pages} pages (${policy.length} characters)`)
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
