/**
 * The generated catalogue on the server side (page +data and +onBeforeRender files): the JSON the
 * generator wrote after validating it against ./generatedData.ts, the lookups by id, and the page's route
 * parameters. The JSON is typed here once; a missing lookup fails one way, with one message.
 * Never imported by browser code: each page gets only its own data.
 */
import { routeLang } from '#src/i18n/routeLang.ts'
import { readGeneratedFile } from './readGenerated'
import { type ProductType, productTypes } from './productTypes'
import type { Lang } from './langs'
import type { Category, IfuDocument, Line, Product } from './generatedData'

/**
 * Read when the server code starts (the prerender, or the dev server's first request after the
 * catalogue changed: scripts/site/vite/catalogueWatch.ts), not bundled into it: at 2,000 products the
 * catalogue is 7 MB of JSON, which as a module the bundler would parse and print, and the prerender
 * compile, for each build.
 */
export const catalogue = readGeneratedFile(process.cwd(), 'catalogue.json')
export const site = readGeneratedFile(process.cwd(), 'site.json')

function byId<T extends { id: string }>(kind: string, items: readonly T[]): (id: string) => T {
  const index = new Map(items.map((item) => [item.id, item]))
  return (id) => {
    const found = index.get(id)
    if (!found) throw new Error(`${kind} "${id}" is referred to but not in the generated catalogue; run npm run catalogue and check its report.`)
    return found
  }
}

export const productById: (id: string) => Product = byId('Product', catalogue.products)
export const lineById: (id: string) => Line = byId('Line', catalogue.lines)
export const categoryById: (id: string) => Category = byId('Category', site.categories)

/** The language and the catalogue id (`ref`) of a page of the route table (src/routing/routeTable.ts). */
export function pageParams(pageContext: { routeParams?: Record<string, string> }): { lang: Lang; ref: string } {
  return { lang: routeLang(pageContext), ref: pageContext.routeParams?.ref ?? '' }
}

/** Lazily, once per process: each made on first use, read by every page of its kind. */
function once<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}

const typesById = once(() => new Map(productTypes(catalogue.products).map((t) => [t.id, t])))
const typesByProduct = once(() => new Map([...typesById().values()].flatMap((t) => t.products.map((p) => [p.id, t] as const))))
const ifuByProduct = once(() => {
  const byProduct = new Map<string, IfuDocument[]>()
  for (const doc of catalogue.ifuDocuments) for (const id of doc.products) byProduct.set(id, [...(byProduct.get(id) ?? []), doc])
  return byProduct
})
const ifuByRef = once(() => new Map(catalogue.ifuDocuments.map((d) => [`${d.page}/${d.language}`, d])))

/** A product type compared across lines, by its id (src/catalogue/productTypes.ts). */
export const productTypeById = (id: string): ProductType | undefined => typesById().get(id)
/** The type a product is compared in, if its type has a comparison. */
export const productTypeOf = (productId: string): ProductType | undefined => typesByProduct().get(productId)
/** The IFU documents that cover a product, in catalogue order. */
export const ifuDocumentsOf = (productId: string): IfuDocument[] => ifuByProduct().get(productId) ?? []
/** An IFU document page's document, by its ref ("steripaper/de"). */
export const ifuDocumentByRef = (ref: string): IfuDocument | undefined => ifuByRef().get(ref)
