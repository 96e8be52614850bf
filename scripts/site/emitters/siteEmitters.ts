/**
 * Every file of the site besides Vike's pages and bundles, by the emitter that makes it (see
 * emitter.ts), in the order the build writes them. docs/build.md shows this list as a table.
 */
import path from 'node:path'
import sharp from 'sharp'
import { GENERATED_DIR } from '../../../src/catalogue/generatedDir.ts'
import { resolverIndexFiles } from './resolverIndexFiles.ts'
import { qrCodeSvg } from '../../../src/features/digitalLink/qrCodeSvg.ts'
import { ifuAtomFeed } from './ifuAtomFeed.ts'
import { noticeAtomFeed } from './noticeAtomFeed.ts'
import { noticeCodes } from '../../../src/features/notices/noticeCodes.ts'
import { NOTICE_CODES_PATH, noticeFeedPath } from '../../../src/features/notices/noticePaths.ts'
import { langs } from '../../../src/catalogue/langs.ts'
import { IFU_FEED_PATH } from '../../../src/features/ifu/ifuFeedPath.ts'
import { qrCodePath } from '../../../src/features/ifu/pageQrCode.ts'
import { openDataFiles } from './openDataFeed.ts'
import { OPEN_DATA_FEED_PATH } from '../../../src/features/openData/openDataPaths.ts'
import { LOGO_PATH, LOGO_SIZE } from '../../../src/features/structuredData/logoPath.ts'
import { SEARCH_INDEX_PATH } from '../../../src/search/searchIndexPath.ts'
import { catalogueWorkbooks } from './catalogueWorkbooks.ts'
import { filesUnder } from './filesUnder.ts'
import { robotsTxt, sitemapXml } from './sitemapXml.ts'
import { landingPageCss } from './landingPageCss.ts'
import { functionRoutes } from './functionRoutes.ts'
import type { EmittedFile, Emitter } from './emitter.ts'

/** Where the generator writes the search index's files, and where the site serves them. */
const SEARCH_INDEX_DIR = `${GENERATED_DIR}/search`

const images: Emitter = {
  name: 'images',
  async emit({ images }) {
    const { files } = await images()
    return [...files].map(([url, file]): EmittedFile => [url.slice(1), { file }])
  },
}

const sitemap: Emitter = {
  name: 'sitemap',
  emit: ({ data, origin }) => [
    ['sitemap.xml', sitemapXml(data.routes, origin, [OPEN_DATA_FEED_PATH])],
    ['robots.txt', robotsTxt(origin)],
  ],
}

const ifuFeed: Emitter = {
  name: 'IFU feed',
  emit: ({ data, origin }) => [[IFU_FEED_PATH.slice(1), ifuAtomFeed(data.catalogue, data.site.company.name, origin)]],
}

/** The notices' feed in each language, and the request list's index of codes with notices. */
const notices: Emitter = {
  name: 'product change notices',
  emit: ({ data, origin }) => [
    ...langs.map((lang): EmittedFile => [noticeFeedPath(lang).slice(1), noticeAtomFeed(data.catalogue, data.site.company.name, origin, lang)]),
    [NOTICE_CODES_PATH.slice(1), JSON.stringify(noticeCodes(data.catalogue))],
  ],
}

const ifuQrCodes: Emitter = {
  name: 'IFU QR codes',
  *emit({ data, origin }) {
    for (const route of data.routes.filter((r) => r.page === 'ifuDocument')) {
      for (const pagePath of [route.path.it, route.path.en]) yield [qrCodePath(pagePath).slice(1), qrCodeSvg(origin + pagePath)]
    }
  },
}

const openData: Emitter = {
  name: 'open data',
  emit: ({ data, origin }) => Object.entries(openDataFiles(data, { origin })),
}

const resolver: Emitter = {
  name: 'GS1 resolver index',
  async emit({ data, root }) {
    const files = resolverIndexFiles({ ...data.catalogue, company: data.site.company }, await landingPageCss(root))
    return [...files.map((file): EmittedFile => [file.path.slice(1), file.contents]), ['_routes.json', functionRoutes()]]
  },
}

const logo: Emitter = {
  name: 'logo',
  async emit({ root }) {
    const png = await sharp(path.join(root, 'public', 'favicon.svg'), { density: 72 * (LOGO_SIZE / 32) })
      .resize(LOGO_SIZE, LOGO_SIZE)
      .png()
      .toBuffer()
    return [[LOGO_PATH.slice(1), png]]
  },
}

const downloads: Emitter = {
  name: 'downloads',
  emit: ({ data, origin }) => catalogueWorkbooks(data.catalogue, origin),
}

const searchIndex: Emitter = {
  name: 'search index',
  emit({ root }) {
    const dir = path.join(root, SEARCH_INDEX_DIR)
    return filesUnder(dir).map((name): EmittedFile => [`${SEARCH_INDEX_PATH.slice(1)}${name}`, { file: path.join(dir, name) }])
  },
}

export const siteEmitters: readonly Emitter[] = [images, sitemap, ifuFeed, notices, ifuQrCodes, openData, resolver, logo, downloads, searchIndex]
