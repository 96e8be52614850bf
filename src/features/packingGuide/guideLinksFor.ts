import type { Product } from '#src/catalogue/generatedData.ts'
import { drawingId, isDrawn, type ProductGuideSection } from '#src/catalogue/packingGuide.ts'

/** EMDN groups (the catalogue's `emdn` column): S0103 sterilisation wraps, Z12 chemical indicators for sterilisation. */
const WRAPS = 'S0103'
const INDICATORS = 'Z12'

/** A link from a product page into the packing guide: the section, and where in the guide it lands. */
export interface GuideLink {
  section: ProductGuideSection
  anchor: string
}

/** Which of the guide's sections fit the product, from its own data. */
function sectionsFor(product: Pick<Product, 'category' | 'pouchFinder' | 'regulatory'>): ProductGuideSection[] {
  if (product.category === 'industrial') return []
  if (product.pouchFinder) return ['size', 'seal-check']
  const emdn = product.regulatory?.emdn ?? ''
  if (emdn.startsWith(WRAPS)) return ['wrapping']
  if (emdn.startsWith(INDICATORS)) return ['storage']
  return []
}

/**
 * The packing guide's steps a product page links to, each to its drawing where the guide has one:
 * pouches and rolls (those offering the pouch finder) to choosing the size and checking the seal,
 * wraps to the folds, indicators to storage. Industrial products are not medical devices, and the
 * guide is not for them.
 */
export const guideLinksFor = (product: Pick<Product, 'category' | 'pouchFinder' | 'regulatory'>): GuideLink[] =>
  sectionsFor(product).map((section) => ({ section, anchor: isDrawn(section) ? drawingId(section) : section }))
