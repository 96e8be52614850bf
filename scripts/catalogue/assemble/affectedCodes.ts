import type { Notice, Product } from '../../../src/catalogue/generatedData.ts'
import { codesOf } from './derivedNotices.ts'

/** The codes a notice's lists affect (the union of their codes), by product in catalogue order, and those products' lines. */
export function affectedCodes(products: Product[]) {
  const productOfCode = new Map(products.flatMap((p) => codesOf(p).map((c) => [c, p.id] as const)))
  return (named: Record<'lines' | 'products' | 'codes', string[]>): Pick<Notice, 'lines' | 'products'> => {
    const lineSet = new Set(named.lines)
    const productSet = new Set(named.products)
    const codeSet = new Set(named.codes)
    const byProduct = products.flatMap((p) => {
      const whole = lineSet.has(p.line) || productSet.has(p.id)
      const codes = codesOf(p).filter((c) => whole || (codeSet.has(c) && productOfCode.get(c) === p.id))
      return codes.length > 0 ? [{ id: p.id, codes, line: p.line }] : []
    })
    return { lines: [...new Set(byProduct.map((p) => p.line))], products: byProduct.map(({ id, codes }) => ({ id, codes })) }
  }
}
