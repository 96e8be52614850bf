import { Picture } from '#src/components/Picture.tsx'
import type { OptimisedImage } from '#src/images/imageFor.ts'

export interface TileProduct {
  id: string
  name: string
  /** Only on the tiles that show it (tileProduct.ts). */
  description?: string
  href: string
  image: OptimisedImage
}

const TILE_SIZES = '(min-width: 72rem) 17rem, (min-width: 34rem) 45vw, 92vw'

interface Props {
  product: TileProduct
  /** One level below the heading the tile stands under: h2 right under the page title, h3 under a line's h2. */
  heading: 'h2' | 'h3'
  /** The page's first tile: its picture is the largest thing a phone shows first, so it is not lazy. */
  first?: boolean
  /** Left out by a filter of the page (the category page's sterilisation method). */
  hidden?: boolean
}

/** A product as a card of picture and name, on category and line pages. */
export function ProductTile({ product, heading, first, hidden }: Props) {
  const Heading = heading
  return (
    <li hidden={hidden}>
      <a className="card" href={product.href}>
        <Picture image={product.image} alt="" sizes={TILE_SIZES} priority={first} />
        <div className="card-body">
          <Heading>{product.name}</Heading>
          {product.description && <p>{product.description}</p>}
        </div>
      </a>
    </li>
  )
}
