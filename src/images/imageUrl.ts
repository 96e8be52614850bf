/**
 * Addresses of the optimised images: the build's image optimiser (scripts/site/emitters/optimizeImages.ts)
 * writes and serves the files under these names, and the pages ask for them.
 */

/** The folder the files are served from. Their names change with their content, so they are cached for a year. */
export const IMAGE_URL_PREFIX = '/img/'

/** One encoded file: the source's content hash, the width in pixels and the format, e.g. "3f2a9c01de-800.avif". */
export function imageFileName(id: string, width: number, format: string): string {
  return `${id}-${width}.${format}`
}

export function imageUrl(id: string, width: number, format: string): string {
  return `${IMAGE_URL_PREFIX}${imageFileName(id, width, format)}`
}

/**
 * A page's link preview (og:image): the size Facebook, LinkedIn and X show as a large card. JPEG,
 * which every preview reader takes: the site's drawings come out sharp at a seventh of a PNG's
 * size or less.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, format: 'jpg', type: 'image/jpeg' } as const

/** The link-preview file of a picture, by the picture's content hash, e.g. "3f2a9c01de-1200x630.jpg". */
export function shareImageFileName(id: string): string {
  return `${id}-${SHARE_IMAGE.width}x${SHARE_IMAGE.height}.${SHARE_IMAGE.format}`
}

export function shareImageUrl(id: string): string {
  return `${IMAGE_URL_PREFIX}${shareImageFileName(id)}`
}

/**
 * Thumbnails are named after their picture's path, which is all the search index's records carry;
 * a name that stays when the picture changes is re-validated by the browser, not cached for a year,
 * so they have a folder of their own.
 */
export const THUMBNAIL_URL_PREFIX = '/thumbnails/'
/** Thumbnails: a search suggestion's (48 px) at 1× and at 2–3×, a search result's (88–160 px) at 1× to 2×. */
export const THUMBNAIL_WIDTHS = [64, 128, 192, 320] as const

/** "/images/products/a/b.png", 64 → "/thumbnails/images/products/a/b-64.webp" */
export function thumbnailUrl(publicPath: string, width: number): string {
  return `${THUMBNAIL_URL_PREFIX}${publicPath.replace(/^\/+/, '').replace(/\.[^./]*$/, '')}-${width}.webp`
}

export function thumbnailSrcSet(publicPath: string): string {
  return THUMBNAIL_WIDTHS.map((w) => `${thumbnailUrl(publicPath, w)} ${w}w`).join(', ')
}
