/**
 * A product's device attributes and registration facts beyond its identifiers (deviceAttributes.ts):
 * read from its products.csv row, checked against the nomenclature and the standards sheet, and
 * given to each of its codes, whose table may hold a value of its own where a size differs.
 */
import type { ProductTable, TableItem } from '../../../src/catalogue/productTable.ts'
import type { DeviceAttributes, Product } from '../../../src/catalogue/generatedData.ts'
import { type Nomenclature, lookUpEmdn } from '../reference/emdnNomenclature.ts'
import { type Place, type Problem, problem, type Step } from '../report/problems.ts'
import { optionalBilingual } from '../validate/optionalBilingual.ts'
import type { SiteRows } from '../validate/validateSheets.ts'

type ProductRowValue = SiteRows['products'][number]['value']
type StandardRowValue = SiteRows['standards'][number]['value']

/** The attributes the row gives, and no empty field; none at all when it gives none. */
export function attributesOf(p: ProductRowValue, standards: ReadonlyMap<string, StandardRowValue>, at: (column: string) => Place): Step<DeviceAttributes | undefined> {
  const problems: Problem[] = []
  const storage = optionalBilingual({ it: p.storage_it, en: p.storage_en }, 'storage conditions', (lang) => at(`storage_${lang}`))
  problems.push(...storage.problems)
  const materials = optionalBilingual({ it: p.materials_it, en: p.materials_en }, 'materials', (lang) => at(`materials_${lang}`))
  problems.push(...materials.problems)
  const ids = p.standards
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
  for (const id of ids.filter((id) => !standards.has(id))) problems.push(problem('unknown-standard', at('standards'), { value: id, known: [...standards.keys()] }))
  const named = ids.flatMap((id) => {
    const s = standards.get(id)
    return s ? [{ id, name: s.name, title: { it: s.title_it, en: s.title_en } }] : []
  })
  const given: DeviceAttributes = {
    sterile: p.sterile,
    singleUse: p.single_use,
    latexFree: p.latex_free,
    pvcFree: p.pvc_free,
    methods: p.methods,
    standards: named.length > 0 ? named : undefined,
    storage: storage.value,
    materials: materials.value,
  }
  const attributes = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as DeviceAttributes
  return { value: Object.keys(attributes).length > 0 ? attributes : undefined, problems }
}

/** The EMDN code's term, or the problem at its cell: a code the nomenclature does not have, or a group rather than a terminal term. */
export function emdnTermOf(code: string | undefined, nomenclature: () => Nomenclature, at: Place): Step<string | undefined> {
  if (code === undefined) return { value: undefined, problems: [] }
  const found = lookUpEmdn(code, nomenclature())
  if (found.kind === 'terminal') return { value: found.term, problems: [] }
  if (found.kind === 'group') return { value: undefined, problems: [problem('emdn-not-terminal', at, { value: code, term: found.term, children: found.children })] }
  return { value: undefined, problems: [problem('unknown-emdn', at, { value: code, ...(found.nearest && { nearest: found.nearest }) })] }
}

/** The product's value of each field a code may hold apart from it. */
function productValues(product: Product): Partial<TableItem> {
  const a = product.attributes
  const r = product.regulatory
  return { methods: a?.methods, sterile: a?.sterile, singleUse: a?.singleUse, latexFree: a?.latexFree, pvcFree: a?.pvcFree, bdRdm: r?.bdRdm, bdRdmType: r?.bdRdmType }
}
const overrideFields = ['methods', 'sterile', 'singleUse', 'latexFree', 'pvcFree', 'bdRdm', 'bdRdmType'] as const

/**
 * Where some code of the table has a value of its own, every code shows one in that column: the
 * others the product's, so an empty cell never reads as "none". Returns the codes left with a
 * BD/RDM number but no type, which an e-invoice cannot name.
 */
export function giveCodesTheirAttributes(product: Product, table: ProductTable): string[] {
  const items = table.rows.flatMap((r) => (r.kind === 'item' ? [r.item] : []))
  const defaults = productValues(product)
  for (const field of overrideFields) {
    if (!items.some((item) => item[field] !== undefined) || defaults[field] === undefined) continue
    for (const item of items) if (item[field] === undefined) (item as Record<string, unknown>)[field] = defaults[field]
  }
  return items.filter((item) => (item.bdRdm ?? defaults.bdRdm) !== undefined && (item.bdRdmType ?? defaults.bdRdmType) === undefined).map((item) => item.code)
}

/** The table column each order level needs, and the codes of the table that lack it. */
const levelColumns = { box: { column: 'box_pieces', field: 'boxPieces' }, carton: { column: 'carton_pieces', field: 'cartonPieces' } } as const
export function codesWithoutOrderLevel(orderUnit: 'box' | 'carton', table: ProductTable, at: Place): Problem[] {
  const { column, field } = levelColumns[orderUnit]
  const codes = table.rows.flatMap((r) => (r.kind === 'item' && r.item[field] === undefined ? [r.item.code] : []))
  return codes.length > 0 ? [problem('missing-order-level', at, { level: orderUnit, column, codes })] : []
}
