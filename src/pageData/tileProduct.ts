/** Server-only (page +data hooks): imageFor reads the build's image manifest. */
import { productById } from '#src/catalogue/data.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import { imageFor } from '#src/images/imageFor.ts'
import { pathOf } from '#src/routing/routeTable.ts'
import type { TileProduct } from '#src/components/ProductTile.tsx'

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
