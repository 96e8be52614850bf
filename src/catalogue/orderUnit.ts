/**
 * The levels a code is packed in (pack, box, carton), each with its pieces and its GTIN, and the
 * one a code is ordered in: its product's order level and the pieces that level holds. The
 * product page's quantity box, the request list, the message, the tender sheet, the open data
 * feed, the EUDAMED export and the resolver's landing page all take them from here, so they name
 * the same levels, pieces and GTINs. The generator and the build load this module in Node.
 * No zod here: the request list's pages and the resolver's Function bundle it.
 */
import { type PackLevel, packLevelNames, packLevels } from './packLevels.ts'
import type { Lang } from './langs.ts'
import type { TableItem } from './productTable.ts'
import type { Product } from './generatedData.ts'

/**
 * Where each level's pieces and GTIN are in a code's row: the one place that ties a column of the
 * product tables to a level (pieces, gtin: the pack; box_pieces, box_gtin: the box; …).
 */
export const levelFields = {
  pack: { pieces: 'pieces', gtin: 'gtin' },
  box: { pieces: 'boxPieces', gtin: 'boxGtin' },
  carton: { pieces: 'cartonPieces', gtin: 'cartonGtin' },
} as const satisfies Record<PackLevel, { pieces: keyof TableItem; gtin: keyof TableItem }>

/** One level of a code: the pieces it holds, and its GTIN where the catalogue gives one. */
export interface PackagingLevel {
  level: PackLevel
  pieces: number
  gtin?: string
}

type LevelColumns = (typeof levelFields)[PackLevel]['pieces' | 'gtin']

/**
 * The levels a code has, smallest first: the pack always, the box and the carton where its row
 * gives their pieces. A level's GTIN without its pieces is refused by the catalogue check, so
 * every GTIN of a code is on one of these levels.
 */
export function levelsOf(item: Pick<TableItem, 'pieces'> & Partial<Pick<TableItem, LevelColumns>>): PackagingLevel[] {
  return packLevels.flatMap((level) => {
    const pieces = item[levelFields[level].pieces]
    const gtin = item[levelFields[level].gtin]
    return pieces === undefined ? [] : [{ level, pieces, ...(gtin !== undefined ? { gtin } : {}) }]
  })
}

/** Whole numbers as both languages write counts of pieces: digits only, no grouping (as the product tables do). */
const formatNumber = (n: number) => String(n)

export interface OrderUnit {
  level: PackLevel
  /** Pieces in one unit. */
  pieces: number
}

/** The unit a code of this product is ordered in; undefined where its table lacks the level (the check refuses that). */
export function orderUnitOf(product: Pick<Product, 'orderUnit'>, item: Parameters<typeof levelsOf>[0]): OrderUnit | undefined {
  const level = product.orderUnit ?? 'pack'
  const found = levelsOf(item).find((l) => l.level === level)
  return found && { level, pieces: found.pieces }
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
