/**
 * Server-only (page +data hooks): the optimised versions of a raster image under public/, as
 * written by the build's image optimiser (scripts/build/emitters/optimizeImages.ts) into its manifest.
 */
import fs from 'node:fs'
import path from 'node:path'

/**
 * Kept small because it travels in every page's data: one AVIF and one WebP file for each width,
 * at the addresses of src/images/imageUrl.ts.
 */
export interface OptimisedImage {
  /** Content hash of the source and the encoder settings. */
  id: string
  widths: number[]
  /** Intrinsic size of the source, so the browser reserves the space before the image arrives. */
  width: number
  height: number
}
export type ImageManifest = Record<string, OptimisedImage>

export const IMAGE_MANIFEST = '.cache/images/manifest.json'

let cached: { mtimeMs: number; manifest: ImageManifest } | undefined

function readManifest(): ImageManifest {
  const file = path.join(process.cwd(), IMAGE_MANIFEST)
  const { mtimeMs } = fs.statSync(file)
  if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) as ImageManifest }
  return cached.manifest
}

/** The optimised image for a public path such as "/images/products/steripaper/flat-pouches.png". */
export function imageFor(publicPath: string): OptimisedImage {
  const image = readManifest()[publicPath]
  if (!image) throw new Error(`${publicPath} is not in the image manifest (${IMAGE_MANIFEST}); is the file under public/? Rebuild, or restart the dev server.`)
  return image
}

/** The public paths of every optimised image, to find an optional picture such as the hero. */
export function imagePaths(): string[] {
  return Object.keys(readManifest())
}
