import type { Product } from '#src/catalogue/generatedData.ts'
import type { LinkedGuideSection } from '#src/catalogue/packingGuide.ts'

/** EMDN groups (the catalogue's `emdn` column): S0103 sterilisation wraps, Z12 chemical indicators for sterilisation. */
const WRAPS = 'S0103'
const INDICATORS = 'Z12'

/**
 * The packing guide's sections a product page links to, from the product's own data: pouches and
 * rolls (those offering the pouch finder) to choosing the size and sealing, wraps to wrapping,
 * indicators to storage. Industrial products are not medical devices, and the guide is not for them.
 */
export function guideSectionsFor(product: Pick<Product, 'category' | 'pouchFinder' | 'regulatory'>): LinkedGuideSection[] {
  if (product.category === 'industrial') return []
  if (product.pouchFinder) return ['size', 'sealing']
  const emdn = product.regulatory?.emdn ?? ''
  if (emdn.startsWith(WRAPS)) return ['wrapping']
  if (emdn.startsWith(INDICATORS)) return ['storage']
  return []
}
