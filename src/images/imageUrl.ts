/**
 * Addresses of the optimised images: the build's image optimiser (scripts/site/optimizeImages.ts)
 * writes and serves the files under these names, and <Picture> asks for them.
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
