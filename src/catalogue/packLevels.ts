// Below deviceAttributeCells.ts, which reads them in a product's order-unit cell, and orderUnit.ts, which reads the product's types.

/** The levels a code is packed in, smallest first: pieces make a pack, packs a box, boxes a carton. */
export const packLevels = ['pack', 'box', 'carton'] as const
export type PackLevel = (typeof packLevels)[number]

/** The levels' names in each language, one and many. */
export const packLevelNames: Record<PackLevel, { it: [string, string]; en: [string, string] }> = {
  pack: { it: ['confezione', 'confezioni'], en: ['pack', 'packs'] },
  box: { it: ['scatola', 'scatole'], en: ['box', 'boxes'] },
  carton: { it: ['cartone', 'cartoni'], en: ['carton', 'cartons'] },
}
