/**
 * Vite plugin for the files the site needs besides its pages: the optimised images, with the link
 * previews and thumbnails of the pictures that need them (encoded before the pages are
 * prerendered, emitted into the client output, served from the cache in dev), sitemap.xml /
 * robots.txt made from the route table, the IFU feed, the search index, the raster logo of the
 * structured data, the QR code of every IFU document page's address, and the index of the GS1
 * Digital Link resolver with the host's routes to its Pages Function (functions/, `_routes.json`).
 * In dev it also serves the product-table downloads, made on request (the build writes them
 * beside the prerender, scripts/build/buildSite.ts), and answers the resolver's addresses with the
 * same handler the Function runs, reading the same index made in memory.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { defaultAllowedOrigins, type Plugin } from 'vite'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import type { CatalogueData, SiteData } from '../../src/catalogue/schema.ts'
import { sharePictureOf } from '../../src/features/sharing/sharePicture.ts'
import { DOWNLOADS_DIR } from '../../src/features/downloads/downloadFiles.ts'
import { buildIfuFeed, IFU_FEED_PATH } from '../../src/features/ifu/ifuFeed.ts'
import { openDataFiles } from '../../src/features/openData/openDataFeed.ts'
import { OPEN_DATA_FEED_PATH } from '../../src/features/openData/openDataPaths.ts'
import { qrCodePath } from '../../src/features/ifu/pageQrCode.ts'
import { qrCodeSvg } from '../../src/features/digitalLink/qrCodeSvg.ts'
import { resolveDigitalLink, resolvesPath } from '../../src/features/digitalLink/resolveDigitalLink.ts'
import { resolverIndexFiles } from '../../src/features/digitalLink/resolverIndexFiles.ts'
import { filesReader } from '../../src/features/digitalLink/resolverReaders.ts'
import type { ResolverReader } from '../../src/features/digitalLink/resolverData.ts'
import { LOGO_PATH, LOGO_SIZE } from '../../src/features/structuredData/logoPath.ts'
import { IMAGE_URL_PREFIX, THUMBNAIL_URL_PREFIX } from '../../src/images/imageUrl.ts'
import { buildDownloads } from './buildDownloads.ts'
import { buildRobots, buildSitemap } from './buildSitemap.ts'
import { type OptimiseResult, PictureError, type PictureUses, optimizeImages } from './optimizeImages.ts'
import { landingPageCss } from './landingPageCss.ts'
import { linkTree } from './linkTree.ts'
import { pagesRoutes } from './pagesRoutes.ts'
import { readRoutes } from './routePages.ts'

/** Where the generator writes the search index's files, and where the site serves them. */
const SEARCH_INDEX_DIR = `${GENERATED_DIR}/search`
const SEARCH_INDEX_URL_PREFIX = '/search-index/'

const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

/**
 * The pictures that need more than the page variants: each page's share picture, by the rule its
 * <head> follows, and the product pictures the search suggestions show as thumbnails.
 */
function picturesInUse(generatedDir: string, pictures: readonly string[]): PictureUses {
  const generated = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(generatedDir, name), 'utf8'))
  const catalogue = generated('catalogue.json') as CatalogueData
  const pictureOf = sharePictureOf({ catalogue, site: generated('site.json') as SiteData, pictures })
  return {
    share: new Set(readRoutes(generatedDir).flatMap((r) => [pictureOf(r, 'it').src, pictureOf(r, 'en').src])),
    thumbnails: new Set(catalogue.products.map((p) => p.image)),
  }
}

/** The resolver's index, from the generated catalogue: the same files in dev and in the build. */
async function resolverFiles(root: string) {
  const generated = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, name), 'utf8'))
  const catalogue = generated('catalogue.json') as CatalogueData
  return resolverIndexFiles({ ...catalogue, company: (generated('site.json') as SiteData).company }, await landingPageCss(root))
}

/** siteOrigin: the checked SITE_URL (vite.config.ts), for the sitemap and robots.txt. */
export function sitePlugin(siteOrigin: string): Plugin {
  let root = process.cwd()
  let clientOutDir = ''
  let images: Promise<OptimiseResult> | undefined
  // Client and server builds both start; the images are encoded once.
  const optimised = () => (images ??= optimizeImages(root, (pictures) => picturesInUse(path.join(root, GENERATED_DIR), pictures)))
  const generatedData = () => ({
    site: JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'site.json'), 'utf8')) as SiteData,
    catalogue: JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'catalogue.json'), 'utf8')) as CatalogueData,
  })
  // The open data feed and its schema (src/features/openData/openDataFeed.ts): the same files in dev and in the build.
  const openData = () => openDataFiles(generatedData(), { origin: siteOrigin })
  const downloads = () =>
    new Map(buildDownloads(JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'catalogue.json'), 'utf8')) as CatalogueData, siteOrigin))
  return {
    name: 'site-files',
    // The dev server's own CORS answer to OPTIONS would stand in for the resolver's, whose methods
    // and Link header GS1 asks for: the preflight goes on to it. Its allowed origins stay Vite's.
    config: () => ({ server: { cors: { origin: defaultAllowedOrigins, preflightContinue: true } } }),
    configResolved(config) {
      root = config.root
      clientOutDir = path.resolve(root, config.environments.client?.build.outDir ?? 'dist/client')
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
      for (const [url, file] of files) {
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: fs.readFileSync(file) })
      }
      const routes = readRoutes(path.join(root, GENERATED_DIR))
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: buildSitemap(routes, siteOrigin, [OPEN_DATA_FEED_PATH]) })
      for (const [fileName, source] of Object.entries(openData())) this.emitFile({ type: 'asset', fileName, source })
      for (const route of routes.filter((r) => r.page === 'ifuDocument')) {
        for (const pagePath of [route.path.it, route.path.en])
          this.emitFile({ type: 'asset', fileName: qrCodePath(pagePath).slice(1), source: qrCodeSvg(siteOrigin + pagePath) })
      }
      for (const file of await resolverFiles(root)) this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: file.contents })
      this.emitFile({ type: 'asset', fileName: '_routes.json', source: pagesRoutes() })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: buildRobots(siteOrigin) })
      const generated = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, name), 'utf8'))
      const feed = buildIfuFeed(generated('catalogue.json') as CatalogueData, (generated('site.json') as SiteData).company.name, siteOrigin)
      this.emitFile({ type: 'asset', fileName: IFU_FEED_PATH.slice(1), source: feed })
      const logo = await sharp(path.join(root, 'public', 'favicon.svg'), { density: 72 * (LOGO_SIZE / 32) })
        .resize(LOGO_SIZE, LOGO_SIZE)
        .png()
        .toBuffer()
      this.emitFile({ type: 'asset', fileName: LOGO_PATH.slice(1), source: logo })
    },
    // The search and code index files are linked into the output, not emitted: at 2,000 products
    // they are thousands of files and tens of megabytes that the bundler would hold in memory until
    // the end, and copying them takes seconds.
    writeBundle() {
      if (this.environment.name !== 'client') return
      const dir = path.join(root, SEARCH_INDEX_DIR)
      if (fs.existsSync(dir)) linkTree(dir, path.join(clientOutDir, SEARCH_INDEX_URL_PREFIX))
    },
    configureServer(server) {
      // A picture added or replaced while the dev server runs is encoded on its next request, and so
      // are the previews and thumbnails a regenerated catalogue asks for.
      const imagesDir = path.join(root, 'public', 'images') + path.sep
      const generatedDir = path.join(root, GENERATED_DIR) + path.sep
      const forget = (file: string) => {
        if (file.startsWith(imagesDir) || file.startsWith(generatedDir)) images = undefined
      }
      let resolverIndex: Promise<ResolverReader> | undefined
      server.watcher.on('add', forget).on('change', forget)
      // A regenerated catalogue is a new index; the next scan reads it.
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(generatedDir)) resolverIndex = undefined
      })
      // The GS1 Digital Link addresses, answered as the Pages Function answers them.
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
        if (!resolvesPath(url.pathname)) return next()
        const headers = new Headers(
          Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])),
        )
        ;(resolverIndex ??= resolverFiles(root).then(filesReader))
          .then((read) => resolveDigitalLink(new Request(url, { method: req.method, headers }), read))
          .then(async (response) => {
            res.writeHead(response.status, [...response.headers].flat())
            res.end(Buffer.from(await response.arrayBuffer()))
          })
          .catch(next)
      })
      server.middlewares.use(`/${DOWNLOADS_DIR}/`, (req, res, next) => {
        const file = downloads().get(`${DOWNLOADS_DIR}/${decodeURIComponent((req.url ?? '').replace(/^\/+|\?.*$/g, ''))}`)
        if (file === undefined) return next()
        res.setHeader(
          'content-type',
          typeof file === 'string' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        res.end(file)
      })
      server.middlewares.use('/data/', (req, res, next) => {
        const file = openData()[`data/${decodeURIComponent((req.url ?? '').replace(/^\/+|\?.*$/g, ''))}`]
        if (file === undefined) return next()
        res.setHeader('content-type', 'application/json; charset=utf-8')
        res.end(file)
      })
      server.middlewares.use(SEARCH_INDEX_URL_PREFIX, (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').replace(/^\/+|\?.*$/g, ''))
        const file = path.join(root, SEARCH_INDEX_DIR, name)
        if (name.includes('..') || !fs.existsSync(file)) return next()
        res.setHeader('content-type', 'application/json')
        res.end(fs.readFileSync(file))
      })
      server.middlewares.use((req, res, next) => {
        const url = decodeURIComponent((req.url ?? '').replace(/\?.*$/, ''))
        if (!url.startsWith(IMAGE_URL_PREFIX) && !url.startsWith(THUMBNAIL_URL_PREFIX)) return next()
        optimised()
          .then(({ files }) => {
            const file = files.get(url)
            if (!file) return next()
            res.setHeader('content-type', CONTENT_TYPES[path.extname(file).slice(1)] ?? 'application/octet-stream')
            res.end(fs.readFileSync(file))
          })
          .catch(next)
      })
    },
  }
}
