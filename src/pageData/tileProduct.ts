/** Server-only (page +data hooks): imageFor reads the build's image manifest. */
import { productById } from '@/catalogue/data'
import type { Lang } from '@/catalogue/langs'
import { imageFor } from '@/images/imageFor'
import { pathOf } from '@/routing/routeTable'
import type { TileProduct } from '@/components/ProductTile'

/**
 * A product as its tile shows it. The description comes only where the tile shows it: whatever
 * the page's data holds travels twice, in the HTML and again in the page context the browser
 * hydrates from.
 */
export function tileProduct(productId: string, lang: Lang, { withDescription }: { withDescription: boolean }): TileProduct {
  const p = productById(productId)
  const tile: TileProduct = { id: p.id, name: p.name[lang], href: pathOf(`product:${p.id}`, lang), image: imageFor(p.image) }
  return withDescription ? { ...tile, description: p.description[lang] } : tile
}
