/**
 * Build-time image optimiser: every raster image under public/images becomes AVIF and WebP files
 * in a few widths, plus a manifest that the pages read to write <picture> elements with width and
 * height (../vite/pictures.ts gives it to them). The pictures pages are shared with also get a
 * link-preview variant, and those shown as thumbnails small ones. Encoded files are cached by the
 * source's content hash in .cache/images, so a rebuild only encodes what changed.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { ImageManifest } from '../../../src/images/imageFor.ts'
import { IMAGE_URL_PREFIX, SHARE_IMAGE, THUMBNAIL_WIDTHS, imageFileName, shareImageFileName, thumbnailUrl } from '../../../src/images/imageUrl.ts'
import { RASTER_PICTURE } from '../../catalogue/read/checkFiles.ts'
import { inPool } from './inPool.ts'

/** Candidate widths: cards (≈360 CSS px) at 1× and 2×, product images (≤ 896 px), wide banners. */
const WIDTHS = [400, 800, 1200, 1600]
/** Bumped when the encoder settings change, so cached files are not reused with old settings. */
const SETTINGS_VERSION = 2
// AVIF effort 1 encodes about five times faster than 2 for files some 8 % larger.
const AVIF = { quality: 50, effort: 1 }
const WEBP = { quality: 72, effort: 4 }
// 4:4:4 keeps the thin coloured lines of the drawings crisp; a preview is some 30 KB.
const SHARE_JPEG = { quality: 82, mozjpeg: true, chromaSubsampling: '4:4:4' }
/** libvips already uses both cores for one image; two images at once keeps both busy between steps. */
const CONCURRENCY = 2

const IMAGE_CACHE = '.cache/images/files'

/**
 * The widths a source of `width` pixels is encoded at: every candidate narrower than it, then the
 * source's own width, capped at the largest candidate, once (a srcset may not list a width twice).
 */
export function variantWidths(width: number): number[] {
  const widest = Math.min(width, WIDTHS.at(-1)!)
  return [...WIDTHS.filter((w) => w < widest), widest]
}

/**
 * A picture under public/images that the encoder cannot read. The catalogue check reads every
 * picture the catalogue names, so this means a file the check did not see or a damage it could
 * not; it is told the way the check tells it, for the person who put the file there.
 */
export class PictureError extends Error {
  constructor(publicPath: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message.split('\n')[0] : String(cause)
    super(`public${publicPath}: the picture cannot be read (${reason}). Export it again as PNG (or JPEG for photographs), or remove it from public/images.`)
  }
}

/** The pictures that need more than the page variants, by public path. */
export interface PictureUses {
  /** Pictures pages are shared with (src/features/sharing/sharePicture.ts): a link-preview variant each. */
  share: ReadonlySet<string>
  /** Pictures shown as thumbnails (search suggestions): small variants named after their path. */
  thumbnails: ReadonlySet<string>
}

export interface OptimiseResult {
  manifest: ImageManifest
  /** Every encoded file: its URL path on the site → absolute cache path. */
  files: Map<string, string>
  encoded: number
}

/** `usesOf` is given the public paths of every picture found, and tells which need which extra variants. */
export async function optimizeImages(root: string, usesOf: (pictures: readonly string[]) => PictureUses): Promise<OptimiseResult> {
  const publicDir = path.join(root, 'public')
  const cacheDir = path.join(root, IMAGE_CACHE)
  fs.mkdirSync(cacheDir, { recursive: true })
  const sources = listRasterImages(path.join(publicDir, 'images')).sort()
  const publicPathOf = (file: string) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`
  const uses = usesOf(sources.map(publicPathOf))
  const manifest: ImageManifest = {}
  const files = new Map<string, string>()
  let encoded = 0
  // Loaded here, not at the top: the build's configuration imports this file in every process that
  // reads it (the prerender too), and only this function needs the image library.
  const { default: sharp } = await import('sharp')
  await inPool(sources, CONCURRENCY, async (file) => {
    const publicPath = publicPathOf(file)
    const input = fs.readFileSync(file)
    const hash = createHash('sha1').update(input).update(String(SETTINGS_VERSION)).digest('hex').slice(0, 10)
    const { width, height } = await sharp(input)
      .metadata()
      .catch((e: unknown) => Promise.reject(new PictureError(publicPath, e)))
    if (!width || !height) throw new PictureError(publicPath, 'it has no size')
    const widths = variantWidths(width)
    // Each file encoded once into the cache, by the source's hash, and served at its URL path.
    const variant = async (url: string, cacheName: string, encode: () => Promise<Buffer>) => {
      const cached = path.join(cacheDir, cacheName)
      if (!fs.existsSync(cached)) {
        writeAtomically(cached, await encode().catch((e: unknown) => Promise.reject(new PictureError(publicPath, e))))
        encoded++
      }
      // Thumbnails are named after their source without its extension: a.png and a.jpg would clash.
      if ((files.get(url) ?? cached) !== cached)
        throw new Error(`public${publicPath} and another picture of the same name would share the thumbnail ${url}; rename one of them.`)
      files.set(url, cached)
    }
    for (const w of widths) {
      for (const format of ['avif', 'webp'] as const) {
        const name = imageFileName(hash, w, format)
        await variant(`${IMAGE_URL_PREFIX}${name}`, name, () => {
          const pipeline = sharp(input).resize({ width: w, withoutEnlargement: true })
          return (format === 'avif' ? pipeline.avif(AVIF) : pipeline.webp(WEBP)).toBuffer()
        })
      }
    }
    if (uses.share.has(publicPath)) {
      await variant(`${IMAGE_URL_PREFIX}${shareImageFileName(hash)}`, shareImageFileName(hash), () => shareVariant(sharp, input, width, height))
    }
    if (uses.thumbnails.has(publicPath)) {
      for (const w of THUMBNAIL_WIDTHS) {
        await variant(thumbnailUrl(publicPath, w), `${hash}-thumbnail-${w}.webp`, () =>
          sharp(input).resize({ width: w, withoutEnlargement: true }).webp(WEBP).toBuffer(),
        )
      }
    }
    manifest[publicPath] = { id: hash, widths, width, height }
  })
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)))
  return { manifest: sorted, files, encoded }
}

/**
 * The link-preview variant, SHARE_IMAGE's size. A picture wider than that (a banner) is cropped at
 * its sides to its most salient part; a narrower one (a product drawing, which a crop would cut) is
 * shown whole, widened with copies of its edge pixels, which continue its background. Transparency
 * becomes white, as the pages show it.
 */
async function shareVariant(sharp: (typeof import('sharp'))['default'], input: Buffer, width: number, height: number): Promise<Buffer> {
  const { width: W, height: H } = SHARE_IMAGE
  if (width / height > W / H) {
    return sharp(input)
      .resize({ width: W, height: H, fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg(SHARE_JPEG)
      .toBuffer()
  }
  const { data, info } = await sharp(input).resize({ width: W, height: H, fit: 'inside' }).toBuffer({ resolveWithObject: true })
  const left = Math.floor((W - info.width) / 2)
  return sharp(data)
    .extend({ left, right: W - info.width - left, top: 0, bottom: H - info.height, extendWith: 'copy' })
    .flatten({ background: '#ffffff' })
    .jpeg(SHARE_JPEG)
    .toBuffer()
}

function listRasterImages(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && RASTER_PICTURE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
}

/** Writes beside the target and renames, so a build that stops halfway never leaves half a file. */
function writeAtomically(file: string, data: Buffer | string): void {
  const tmp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(tmp, data)
  fs.renameSync(tmp, file)
}
