/**
 * Server-only (page +data hooks): the optimised versions of a raster image under public/, as the
 * build's image optimiser (scripts/site/emitters/optimizeImages.ts) encoded them; the build's
 * plugin gives the server code their manifest (scripts/site/vite/pictures.ts).
 */
import manifest from 'virtual:image-manifest'

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

/** The optimised image for a public path such as "/images/products/steripaper/flat-pouches.png". */
export function imageFor(publicPath: string): OptimisedImage {
  const image = manifest[publicPath]
  if (!image) throw new Error(`${publicPath} is not among the encoded pictures; is the file under public/images? Rebuild, or restart the dev server.`)
  return image
}

/** The public paths of every optimised image, to find an optional picture such as the hero. */
export function imagePaths(): string[] {
  return Object.keys(manifest)
}
