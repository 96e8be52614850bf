/**
 * How each product is heat-sealed (site/sealing): a row per line, and a row per product where one
 * differs. A product's row overrides its line's parameter by parameter: a range it leaves empty is
 * the line's. Each range is checked for its order, and temperatures for what a sealer can do.
 */
import type { Line, Product, Sealing } from '../../../src/catalogue/generatedData.ts'
import { sealingParameters } from '../../../src/catalogue/sheetRows.ts'
import { type Place, type Problem, problem, type Step } from '../report/problems.ts'
import type { Refusals } from '../validate/refusals.ts'
import { uniqueRows } from '../validate/uniqueRows.ts'
import type { SiteAt, SiteRows } from '../validate/validateSheets.ts'

/**
 * Heat sealers for sterile barrier materials work between these temperatures (°C) (HDPE nonwoven
 * near the low end, paper and film near 200); a value outside is a Fahrenheit value or a digit too many.
 */
const SEALING_TEMPERATURE_C = { low: 60, high: 260 } as const

export interface SealingInput {
  rows: SiteRows['sealing']
  lines: Line[]
  products: Product[]
  refused: Refusals
  at: SiteAt
}

type SealingRowValue = SiteRows['sealing'][number]['value']
type Range = NonNullable<Sealing['temperatureC']>

/** Each product's sealing parameters, by product id; a product of a line the sheet does not name has none. */
export function assembleSealing({ rows, lines, products, refused, at }: SealingInput): Step<Map<string, Sealing>> {
  const problems: Problem[] = []
  const lineIds = new Set(lines.map((l) => l.id))
  const productIds = new Set(products.map((p) => p.id))
  const writtenLines = refused.written('lines', 'id')
  const byLine = new Map<string, Sealing>()
  const byProduct = new Map<string, Sealing>()
  const keys: { row: number; value: string }[] = []
  for (const { row, value: s } of rows) {
    const cell = (column: string) => at('sealing', row, column)
    const product = s.product === '' ? undefined : productIdOf(s.line, s.product)
    keys.push({ row, value: product ?? s.line })
    if (!lineIds.has(s.line)) {
      if (!refused.sheetRefused('lines') && !writtenLines.has(s.line)) problems.push(problem('unknown-line', cell('line'), { value: s.line, lines: [...lineIds] }))
    } else if (product !== undefined && !(productIds.has(product) && product.startsWith(`${s.line}/`)) && !refused.sheetRefused('products') && !refused.productIds.has(product)) {
      problems.push(problem('unknown-product', cell('product'), { value: s.product, line: s.line }))
    }
    const sealing = sealingOf(s, cell)
    problems.push(...sealing.problems)
    if (product === undefined) byLine.set(s.line, sealing.value)
    else byProduct.set(product, sealing.value)
  }
  problems.push(...uniqueRows(keys, (k) => k, ({ row }) => at('sealing', row, 'product'), 'sealing row (line, and product where given)'))
  const sealed = new Map<string, Sealing>()
  for (const p of products) {
    const merged = { ...byLine.get(p.line), ...byProduct.get(p.id) }
    if (Object.keys(merged).length > 0) sealed.set(p.id, ordered(merged))
  }
  return { value: sealed, problems }
}

/** "flat-pouches" or "steripaper/flat-pouches" in the row of line steripaper: the product's id. */
function productIdOf(line: string, written: string): string {
  return written.includes('/') ? written : `${line}/${written}`
}

/** The ranges a row gives, each checked; the problems at their cells. */
function sealingOf(s: SealingRowValue, cell: (column: string) => Place): Step<Sealing> {
  const problems: Problem[] = []
  const sealing: Sealing = {}
  for (const { field, name, unit } of sealingParameters) {
    const [minColumn, maxColumn] = [`${name}_min_${unit}`, `${name}_max_${unit}`] as const
    const min = s[minColumn as keyof SealingRowValue] as number | undefined
    const max = s[maxColumn as keyof SealingRowValue] as number | undefined
    if (min === undefined && max === undefined) continue
    if (min !== undefined && max !== undefined && min > max) problems.push(problem('minimum-above-maximum', cell(minColumn), { value: min, max, maxColumn }))
    if (field === 'temperatureC') {
      for (const [value, column] of [
        [min, minColumn],
        [max, maxColumn],
      ] as const) {
        if (value !== undefined && (value < SEALING_TEMPERATURE_C.low || value > SEALING_TEMPERATURE_C.high)) problems.push(problem('sealing-temperature-range', cell(column), { value, ...SEALING_TEMPERATURE_C }))
      }
    }
    const range: Range = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) }
    sealing[field] = range
  }
  if (Object.keys(sealing).length === 0) problems.push(problem('sealing-without-values', cell('temperature_min_c')))
  return { value: sealing, problems }
}

/** The parameters in the schema's order, whichever row gave each: the same JSON for the same values. */
function ordered(s: Sealing): Sealing {
  return Object.fromEntries(sealingParameters.flatMap(({ field }) => (s[field] ? [[field, s[field]]] : []))) as Sealing
}
