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

/** A product as a card of picture and name, on category and line pages. */
export function ProductTile({ product, withDescription }: { product: TileProduct; withDescription: boolean }) {
  return (
    <li>
      <a className="card" href={product.href}>
        <Picture image={product.image} alt="" sizes={TILE_SIZES} />
        <div className="card-body">
          <h3>{product.name}</h3>
          {withDescription && <p>{product.description}</p>}
        </div>
      </a>
    </li>
  )
}
