import type { OptimisedImage } from '#src/images/imageFor.ts'
import { imageUrl } from '#src/images/imageUrl.ts'

interface Props {
  image: OptimisedImage
  alt: string
  /** The width the image is shown at, for the browser to pick a file: "(min-width: 64rem) 22rem, 90vw". */
  sizes: string
  /** The page's main picture (LCP): loaded at once and first. */
  priority?: boolean
  className?: string
}

const srcSet = (image: OptimisedImage, format: string) => image.widths.map((w) => `${imageUrl(image.id, w, format)} ${w}w`).join(', ')

/** An optimised raster image: AVIF, then WebP, with its intrinsic size so nothing shifts. */
export function Picture({ image, alt, sizes, priority, className }: Props) {
  const fallback = image.widths.find((w) => w >= 800) ?? image.widths.at(-1)!
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
      <img
        src={imageUrl(image.id, fallback, 'webp')}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  )
}
