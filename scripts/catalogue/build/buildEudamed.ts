/** EUDAMED's yes/no answers per device model (site/eudamed), each row naming a product's Basic UDI-DI. */
import { type CatalogueData, eudamedFlagColumns, type Product } from '../../../src/catalogue/schema.ts'
import { type Place, type Problem, problem, type Step } from '../report/problems.ts'
import type { SiteRows } from '../validate/validateSheets.ts'

export function buildEudamed(rows: SiteRows['eudamed'], products: readonly Product[], at: (row: number, column: string) => Place): Step<NonNullable<CatalogueData['eudamed']>> {
  const known = new Set(products.flatMap((p) => (p.regulatory?.basicUdiDi ? [p.regulatory.basicUdiDi] : [])))
  const problems: Problem[] = []
  const value = rows.flatMap(({ row, value: r }) => {
    const basicUdiDi = r.basic_udi_di!
    if (!known.has(basicUdiDi)) {
      problems.push(problem('unknown-basic-udi-di', at(row, 'basic_udi_di'), { value: basicUdiDi }))
      return []
    }
    return [{ basicUdiDi, flags: Object.fromEntries(eudamedFlagColumns.map((c) => [c, r[c] === true])) as Record<(typeof eudamedFlagColumns)[number], boolean> }]
  })
  return { value, problems }
}
