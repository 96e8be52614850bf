/**
 * EUDAMED's yes/no answers per device model (site/eudamed), each row naming a product's Basic
 * UDI-DI. A row naming none is left out, not refused: the EUDAMED export lists every model
 * without its answers, which is where a mistyped identifier shows.
 */
import { eudamedFlagColumns, type EudamedFlag } from '../../../src/catalogue/sheetRows.ts'
import type { CatalogueData, Product } from '../../../src/catalogue/generatedData.ts'
import type { SiteRows } from '../validate/validateSheets.ts'

export function assembleEudamed(rows: SiteRows['eudamed'], products: readonly Product[]): NonNullable<CatalogueData['eudamed']> {
  const models = new Set(products.flatMap((p) => (p.regulatory?.basicUdiDi ? [p.regulatory.basicUdiDi] : [])))
  return rows.flatMap(({ value: r }) =>
    r.basic_udi_di !== undefined && models.has(r.basic_udi_di)
      ? [{ basicUdiDi: r.basic_udi_di, flags: Object.fromEntries(eudamedFlagColumns.map((c) => [c, r[c] === true])) as Record<EudamedFlag, boolean> }]
      : [],
  )
}
