import type { SizeQuery } from './sizeFilter'

/** The catalogue's packing rule (company.csv: packing_clearance_mm, packing_max_fill). */
export interface PackingRule {
  clearanceMm: number
  maxFill: number
}

export interface Instrument {
  length: number
  width: number
  height: number
}

/**
 * The smallest pouch that holds an instrument by the rule. The film goes over the instrument's
 * height, so each side needs its own measure plus the height; then the clearance to the seal on
 * both sides, and no more than `maxFill` of the side taken by the instrument. Rolls are cut to
 * length, so for them only the width counts.
 */
export function pouchFor(item: Instrument, rule: PackingRule): Required<SizeQuery> {
  const side = (measure: number) => Math.ceil(Math.max(measure + item.height + 2 * rule.clearanceMm, (measure + item.height) / rule.maxFill))
  return { w: side(item.width), l: side(item.length) }
}
