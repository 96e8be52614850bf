import { categoryLayout } from '#src/catalogue/categoryLayout.ts'
import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { catalogue, categoryById, lineById, pageParams, productById } from '#src/catalogue/data.ts'
import { cycleName } from '#src/catalogue/cycleText.ts'
import { methodNames, sterilisationMethods } from '#src/catalogue/deviceAttributes.ts'
import { tileProduct } from '#src/pageData/tileProduct.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'
import { LINE_PREVIEW } from '#src/catalogue/routesOf.ts'
import { pathOf, routeTable } from '#src/routing/routeTable.ts'

const linePages = new Set(routeTable().flatMap((r) => (r.page === 'line' && r.ref ? [r.ref] : [])))

export type Data = ReturnType<typeof data>

export function data(pageContext: RouteContext) {
  const { lang, ref } = pageParams(pageContext)
  const category = categoryById(ref)
  const id = category.id
  const layout = categoryLayout(id)
  // Cards show each product's description; lines show the line's, and their tiles a name only.
  // Each tile with the sterilisation methods its codes suit and the cycles it is validated for, for the method filter.
  const product = (productId: string) => ({
    ...tileProduct(productId, lang, { withDescription: layout === 'cards' }),
    methods: methodsOf(productId),
    cycles: [...new Set((productById(productId).cycles ?? []).map((v) => v.cycle))],
  })
  // A line may be shown in other categories too (Veristeril, Greenfit… under Dental).
  const lines = category.lines.map(lineById).map((l) => {
    // A line with a page of its own shows its first products here and leads to the rest.
    const linePage = linePages.has(l.id) ? { href: pathOf(`line:${l.id}`, lang), count: l.products.length } : null
    const shown = linePage ? l.products.slice(0, LINE_PREVIEW) : l.products
    return { id: l.id, name: l.name[lang], description: l.description[lang], note: l.note?.[lang] ?? '', products: shown.map(product), all: linePage }
  })
  const meta: PageMeta = { title: category.name[lang], description: category.description[lang] }
  const offered = new Set(lines.flatMap((l) => l.products.flatMap((p) => p.methods)))
  const validated = new Set(lines.flatMap((l) => l.products.flatMap((p) => p.cycles)))
  return {
    meta,
    name: category.name[lang],
    description: category.description[lang],
    layout,
    lines,
    /** The methods some product here suits, in the catalogue's order; none, and the page offers no filter. */
    methods: sterilisationMethods.filter((m) => offered.has(m)).map((m) => ({ id: m, name: methodNames[m][lang] })),
    /** The named cycles some product here is validated for, in the cycles sheet's order: ?method= may name one. */
    cycles: catalogue.cycles.filter((c) => validated.has(c.id)).map((c) => ({ id: c.id, name: cycleName(c, lang) })),
  }
}

/** The methods a product suits: its own, and those of any of its codes. */
function methodsOf(productId: string): string[] {
  const p = productById(productId)
  const codes = (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? (r.item.methods ?? []) : []))
  return sterilisationMethods.filter((m) => p.attributes?.methods?.includes(m) || codes.includes(m))
}
