/**
 * The packing guide's sections that pages rely on (catalogue/guide/packing-guide.<lang>.md): product
 * pages link to them, and the page puts the label symbols under `symbols`. The generator refuses a
 * guide without any of them, so no link on the site lands on a section that is not there.
 */
export const linkedGuideSections = ['size', 'wrapping', 'sealing', 'storage', 'symbols'] as const
export type LinkedGuideSection = (typeof linkedGuideSections)[number]

/** A section's id, as written after its heading: "## Storage {#storage}". */
export const GUIDE_SECTION_ID = /^[a-z][a-z0-9-]*$/
