/** The catalogue's device models as EUDAMED registers them: one per Basic UDI-DI, which the products of one family may share. */
import type { TableItem } from '../../src/catalogue/productTable.ts'
import type { Product } from '../../src/catalogue/generatedData.ts'

/** A device model: the products that share one Basic UDI-DI, the first of which names it, and the codes of them all. */
export interface Model {
  basicUdiDi: string
  product: Product
  products: Product[]
  items: { product: Product; item: TableItem }[]
}

/** The catalogue's products with a Basic UDI-DI, one model per Basic UDI-DI, in the order of their first product. */
export function modelsOf(products: readonly Product[]): Model[] {
  const models = new Map<string, Model>()
  for (const product of products) {
    const basicUdiDi = product.regulatory?.basicUdiDi
    if (!basicUdiDi) continue
    const model = models.get(basicUdiDi) ?? { basicUdiDi, product, products: [], items: [] }
    model.products.push(product)
    model.items.push(...(product.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [{ product, item: r.item }] : [])))
    models.set(basicUdiDi, model)
  }
  return [...models.values()]
}

/** The codes of one product of a model. */
export const itemsOf = (model: Model, product: Product) => model.items.filter((i) => i.product === product).map((i) => i.item)
