/**
 * The compatibility table of the catalogue: product lines (rows) against the sterilisation methods
 * and their named cycles (columns). A line is validated for a column when its products are: all of
 * them, some (with how many), or none; a cycle's cell links the test reports that show it. Built at
 * prerender time, so the page needs no catalogue code in the browser.
 */
import { methodNames, type SterilisationMethod, sterilisationMethods } from '#src/catalogue/deviceAttributes.ts'
import type { CatalogueData, Product, SterilisationCycle } from '#src/catalogue/generatedData.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import { cycleName } from '#src/catalogue/cycleText.ts'

/** A column: a method (any cycle of it), or one of its named cycles. */
export interface MatrixColumn {
  /** The method's id, or the cycle's: what ?method= and ?cycle= name. */
  id: string
  method: SterilisationMethod
  /** Absent for the method's own column. */
  cycle?: string
  label: string
  /** The sterilizer's maker, for a cycle's column. */
  maker?: string
}

export interface MatrixCell {
  state: 'all' | 'some' | 'none'
  /** Products of the line validated, of those it has. */
  validated: number
  of: number
  /** The test reports of the line's products for this cycle, each once. */
  evidence: { pdf: string; title?: string }[]
}

interface MatrixRow {
  line: string
  name: string
  /** The line's page, or its category's where it has none. */
  href?: string
  cells: Record<string, MatrixCell>
}

export interface CompatibilityMatrix {
  /** The methods the catalogue names, each with its own column and then its cycles'. */
  groups: { method: SterilisationMethod; name: string; columns: MatrixColumn[] }[]
  rows: MatrixRow[]
}

/** Every method a product or any of its codes suits. */
function methodsOf(product: Product): Set<string> {
  const own = product.attributes?.methods ?? []
  const byCode = product.table?.rows.flatMap((r) => (r.kind === 'item' ? (r.item.methods ?? []) : [])) ?? []
  return new Set([...own, ...byCode])
}

function cellOf(products: readonly Product[], suits: (p: Product) => boolean, evidence: MatrixCell['evidence']): MatrixCell {
  const validated = products.filter(suits).length
  const state = validated === 0 ? 'none' : validated === products.length ? 'all' : 'some'
  return { state, validated, of: products.length, evidence }
}

export function compatibilityMatrix(
  catalogue: Pick<CatalogueData, 'lines' | 'products' | 'cycles' | 'documents'>,
  lang: Lang,
  hrefOf: (line: string) => string | undefined,
): CompatibilityMatrix {
  const onSale = catalogue.products.filter((p) => p.withdrawn === undefined && p.table)
  const cyclesOf = (method: SterilisationMethod): SterilisationCycle[] => catalogue.cycles.filter((c) => c.method === method)
  const named = (method: SterilisationMethod) => onSale.some((p) => methodsOf(p).has(method)) || cyclesOf(method).length > 0
  const groups = sterilisationMethods.filter(named).map((method) => ({
    method,
    name: methodNames[method][lang],
    columns: [
      { id: method, method, label: methodNames[method][lang] },
      ...cyclesOf(method).map((c): MatrixColumn => ({ id: c.id, method, cycle: c.id, label: cycleName(c, lang), maker: c.maker })),
    ] as MatrixColumn[],
  }))
  const titles = new Map(catalogue.documents.map((d) => [d.id, d.title[lang]]))
  const rows = catalogue.lines.flatMap((line): MatrixRow[] => {
    const products = onSale.filter((p) => p.line === line.id)
    if (products.length === 0) return []
    const cells: Record<string, MatrixCell> = {}
    for (const group of groups)
      for (const column of group.columns) {
        const validations = products.flatMap((p) => (p.cycles ?? []).filter((v) => v.cycle === column.cycle))
        const evidence = [...new Map(validations.flatMap((v) => (v.evidence ? [[v.evidence.pdf, v.evidence] as const] : []))).values()].map((e) => ({
          pdf: e.pdf,
          ...(e.document && titles.has(e.document) ? { title: titles.get(e.document)! } : {}),
        }))
        cells[column.id] = column.cycle
          ? cellOf(products, (p) => (p.cycles ?? []).some((v) => v.cycle === column.cycle), evidence)
          : cellOf(products, (p) => methodsOf(p).has(column.method), [])
      }
    const href = hrefOf(line.id)
    return [{ line: line.id, name: line.name[lang], ...(href ? { href } : {}), cells }]
  })
  return { groups, rows }
}
