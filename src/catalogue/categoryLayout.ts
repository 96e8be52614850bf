import type { CategoryId } from './sheetRows.ts'

/** Categories whose products are shown one by one as cards, not grouped by line. */
const PRODUCT_CARD_CATEGORIES: readonly CategoryId[] = ['industrial']

/** How a category page lists its products: as cards, or in a section per line (with the line's heading, `#line-<id>`). */
export const categoryLayout = (id: CategoryId): 'cards' | 'lines' => (PRODUCT_CARD_CATEGORIES.includes(id) ? 'cards' : 'lines')
