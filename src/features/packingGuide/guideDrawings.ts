import type { Company } from '#src/catalogue/generatedData.ts'
import { drawingId, type DrawnGuideSection } from '#src/catalogue/packingGuide.ts'
import type { Dictionary } from '#src/i18n/dictionary.ts'
import { type DrawingKey, type DrawingTexts, drawingTexts } from './drawings/drawingTexts.ts'
import { doublePackingDrawing } from './drawings/doublePackingDrawing.ts'
import { fillingDrawing } from './drawings/fillingDrawing.ts'
import { sealCheckDrawing } from './drawings/sealCheckDrawing.ts'
import { sizeDrawing } from './drawings/sizeDrawing.ts'
import { wrappingDrawing } from './drawings/wrappingDrawing.ts'

/** The least width of a seal, as EN 868-5 asks and the guide's text says. */
const SEAL_WIDTH_MM = 6

/** Each section's drawing, and the text under it. */
const drawings: Record<DrawnGuideSection, { draw: (t: DrawingTexts) => string; caption: DrawingKey }> = {
  size: { draw: sizeDrawing, caption: 'size.caption' },
  filling: { draw: fillingDrawing, caption: 'filling.caption' },
  'double-packing': { draw: doublePackingDrawing, caption: 'double.caption' },
  wrapping: { draw: wrappingDrawing, caption: 'wrapping.caption' },
  'seal-check': { draw: sealCheckDrawing, caption: 'seal.caption' },
}

/** A drawing as the page shows it: its id, its SVG (each with its text alternative) and its caption. */
export interface GuideDrawing {
  id: string
  svg: string
  caption: string
}

/**
 * The guide's drawings in a language, made when the page is prerendered: markup, no code in the
 * browser. They state the pouch finder's rule with the company's values, as the guide's text does.
 */
export function guideDrawings(dictionary: Dictionary, packing: Company['packing']): Record<DrawnGuideSection, GuideDrawing> {
  const t = drawingTexts(dictionary, { mm: packing.clearanceMm, fill: Math.round(packing.maxFill * 100), seal: SEAL_WIDTH_MM })
  const entries = Object.entries(drawings) as [DrawnGuideSection, (typeof drawings)[DrawnGuideSection]][]
  return Object.fromEntries(entries.map(([section, { draw, caption }]) => [section, { id: drawingId(section), svg: draw(t), caption: t(caption) }])) as Record<
    DrawnGuideSection,
    GuideDrawing
  >
}
