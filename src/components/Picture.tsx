import type { OptimisedImage } from '@/images/imageFor'

interface Props {
  image: OptimisedImage
  alt: string
  /** The width the image is shown at, for the browser to pick a file: "(min-width: 64rem) 22rem, 90vw". */
  sizes: string
  /** The page's main picture (LCP): loaded at once and first. */
  priority?: boolean
  className?: string
}

/** An optimised raster image: AVIF, then WebP, with its intrinsic size so nothing shifts. */
export function Picture({ image, alt, sizes, priority, className }: Props) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.src}
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
