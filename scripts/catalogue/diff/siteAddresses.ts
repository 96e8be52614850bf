/**
 * The addresses a version of the catalogue answers, each with what answers there: its pages in
 * both languages, each code's GTIN address (the GS1 Digital Link URI a label's QR code carries),
 * and the PDF of every IFU revision. What one version has and the next lacks will answer 404.
 */
import type { BuiltCatalogue } from '../assemble/assembleCatalogue.ts'

export function siteAddresses({ catalogue, routes }: Pick<BuiltCatalogue, 'catalogue' | 'routes'>): Map<string, string> {
  const addresses = new Map<string, string>()
  const products = new Map(catalogue.products.map((p) => [p.id, p]))
  for (const route of routes) {
    const what = route.page === 'product' ? `page of the product ${products.get(route.ref ?? '')?.name.it ?? route.ref}` : route.page === 'ifuDocument' ? `IFU document page ${route.ref}` : `${route.page} page`
    addresses.set(route.path.it, `${what}, Italian`)
    addresses.set(route.path.en, `${what}, English`)
  }
  for (const product of catalogue.products) {
    const items = [...(product.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item] : [])), ...(product.table?.withdrawn ?? [])]
    for (const item of items) if (item.gtin) addresses.set(`/01/${item.gtin}`, `GTIN address of ${item.code}, on its label`)
  }
  for (const doc of catalogue.ifuDocuments) {
    for (const rev of [doc.current, ...doc.earlier]) addresses.set(rev.pdf, `PDF of ${doc.document} rev. ${rev.revision} (${doc.language})`)
  }
  return addresses
}
