/** The sections of the packing guide (catalogue/guide/packing-guide.<lang>.md) that show a drawing, after their heading. */
export const drawnGuideSections = ['size', 'filling', 'double-packing', 'wrapping', 'seal-check'] as const
export type DrawnGuideSection = (typeof drawnGuideSections)[number]

/** The sections product pages link to, to their drawing where they have one (guideLinksFor). */
const productGuideSections = ['size', 'seal-check', 'wrapping', 'storage'] as const
export type ProductGuideSection = (typeof productGuideSections)[number]

/**
 * The sections pages rely on: product pages link to them, the guide shows its drawings in them and
 * the label symbols under `symbols`. The generator refuses a guide without any of them, so no link
 * on the site lands on a section that is not there, and no drawing is left out.
 */
export const requiredGuideSections: readonly string[] = [...new Set([...drawnGuideSections, ...productGuideSections, 'symbols'])]

/** A drawing's id in the guide page, the address a product page links to. */
export const drawingId = (section: DrawnGuideSection): string => `${section}-drawing`

export const isDrawn = (section: string): section is DrawnGuideSection => (drawnGuideSections as readonly string[]).includes(section)

/** A section's id, as written after its heading: "## Storage {#storage}". */
export const GUIDE_SECTION_ID = /^[a-z][a-z0-9-]*$/
