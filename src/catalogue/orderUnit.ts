/**
 * The one unit a code is ordered in: its product's order level (pack, box or carton) and the
 * pieces that level holds. The product page's quantity box, the request list, the message and
 * the tender sheet all write it with these functions, so they name the same unit and pieces.
 * Relative imports: the generator and the build load this module in Node. No zod here: the
 * request list's pages bundle it.
 */
import type { Lang, Product, TableItem } from './schema.ts'

/** The levels a code is packed in, smallest first: pieces make a pack, packs a box, boxes a carton. */
export const packLevels = ['pack', 'box', 'carton'] as const
export type PackLevel = (typeof packLevels)[number]

/** The levels' names in each language, one and many. */
export const packLevelNames: Record<PackLevel, { it: [string, string]; en: [string, string] }> = {
  pack: { it: ['confezione', 'confezioni'], en: ['pack', 'packs'] },
  box: { it: ['scatola', 'scatole'], en: ['box', 'boxes'] },
  carton: { it: ['cartone', 'cartoni'], en: ['carton', 'cartons'] },
}

/** Whole numbers as both languages write counts of pieces: digits only, no grouping (as the product tables do). */
const formatNumber = (n: number) => String(n)

export interface OrderUnit {
  level: PackLevel
  /** Pieces in one unit. */
  pieces: number
}

/** The unit a code of this product is ordered in; undefined where its table lacks the level (the check refuses that). */
export function orderUnitOf(product: Pick<Product, 'orderUnit'>, item: Pick<TableItem, 'pieces' | 'boxPieces' | 'cartonPieces'>): OrderUnit | undefined {
  const level = product.orderUnit ?? 'pack'
  const pieces = level === 'pack' ? item.pieces : level === 'box' ? item.boxPieces : item.cartonPieces
  return pieces === undefined ? undefined : { level, pieces }
}

const piecesWord = { it: ['pezzo', 'pezzi'], en: ['piece', 'pieces'] } as const
const joiner = { it: 'da', en: 'of' } as const

/** "200 pieces", "1 pezzo". */
export function piecesText(n: number, lang: Lang): string {
  return `${formatNumber(n)} ${piecesWord[lang][n === 1 ? 0 : 1]}`
}

/** What one unit is, for `count` of them: "cartoni da 2000 pezzi", "packs of 200 pieces", "1 carton of 2000 pieces" reads "carton of …". */
export function unitText(unit: OrderUnit, lang: Lang, count = 2): string {
  return `${packLevelNames[unit.level][lang][count === 1 ? 0 : 1]} ${joiner[lang]} ${piecesText(unit.pieces, lang)}`
}

/** A quantity and the pieces it makes: "3 cartoni da 2000 pezzi (6000 pezzi)". */
export function quantityText(count: number, unit: OrderUnit, lang: Lang): string {
  return `${formatNumber(count)} ${unitText(unit, lang, count)} (${piecesText(count * unit.pieces, lang)})`
}
