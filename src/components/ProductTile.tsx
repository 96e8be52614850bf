import { Picture } from '@/components/Picture'
import type { OptimisedImage } from '@/images/imageFor'

export interface TileProduct {
  id: string
  name: string
  description: string
  href: string
  image: OptimisedImage
}

const TILE_SIZES = '(min-width: 72rem) 17rem, (min-width: 34rem) 45vw, 92vw'

/**
 * A product as a card of picture and name, on category and line pages. Its name is a heading one
 * level below the one it stands under: h2 right under the page title, h3 under a line's h2.
 */
export function ProductTile({ product, withDescription, heading }: { product: TileProduct; withDescription: boolean; heading: 'h2' | 'h3' }) {
  const Heading = heading
  return (
    <li>
      <a className="card" href={product.href}>
        <Picture image={product.image} alt="" sizes={TILE_SIZES} />
        <div className="card-body">
          <Heading>{product.name}</Heading>
          {withDescription && <p>{product.description}</p>}
        </div>
      </a>
    </li>
  )
}
