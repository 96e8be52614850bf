/**
 * Products, each with its address under its category and line, its picture, its texts, and its
 * table of codes read from catalogue/tables/. Codes are unique across the whole catalogue: an
 * order names a code, not a product.
 */
import path from 'node:path'
import { type Lang } from '../../../src/catalogue/langs.ts'
import type { ProductTable } from '../../../src/catalogue/productTable.ts'
import type { Category, Line, Product } from '../../../src/catalogue/generatedData.ts'
import { joinPath } from '../../../src/catalogue/routesOf.ts'
import type { CheckedFiles } from '../read/checkFiles.ts'
import { optionalBilingual } from '../validate/optionalBilingual.ts'
import { type Place, type Problem, problem, type Step } from '../report/problems.ts'
import { type CodeLocation, readProductTable, seenAt } from '../read/readProductTable.ts'
import type { Sources } from '../read/readSources.ts'
import { safeMarkdown } from '../read/safeMarkdown.ts'
import { emdnNomenclature, type Nomenclature } from '../reference/emdnNomenclature.ts'
import { attributesOf, codesWithoutOrderLevel, emdnTermOf, giveCodesTheirAttributes } from './assembleDeviceAttributes.ts'
import type { SiteAt, SiteRows } from '../validate/validateSheets.ts'

export interface ProductsInput {
  sources: Sources
  rows: SiteRows
  lines: Line[]
  categories: Category[]
  /** Ids of every line row, valid or not: a product of a line whose row has an error is not reported again. */
  rawLineIds: Set<string>
  at: SiteAt
  files: CheckedFiles
  /** The EMDN the emdn column is checked against; the bundled one unless a test gives its own. */
  nomenclature?: Nomenclature
  /** Today, year-month-day: nothing is withdrawn later than today. */
  today: string
}

export interface BuiltProducts {
  products: Product[]
  /** Every code of every table read, where it is. */
  codes: CodeLocation[]
  /** Keys of the tables named by a product row, valid or not. */
  tables: Set<string>
}

type ProductRowValue = SiteRows['products'][number]['value']

/** What reading one product's table needs, and what it adds to. */
interface TableReading {
  sources: Sources
  tables: Set<string>
  codes: CodeLocation[]
  standards: ReadonlyMap<string, SiteRows['standards'][number]['value']>
  /** Read when a product first names an EMDN code. */
  nomenclature: () => Nomenclature
  today: string
}

export function assembleProducts(input: ProductsInput): Step<BuiltProducts> {
  const { rows, at } = input
  const problems: Problem[] = []
  const standards = new Map(rows.standards.map(({ value }) => [value.id, value]))
  const reading: TableReading = { sources: input.sources, tables: new Set(), codes: [], standards, nomenclature: input.nomenclature ? () => input.nomenclature! : emdnNomenclature, today: input.today }
  const lineById = new Map(input.lines.map((l) => [l.id, l]))
  const categoryById = new Map(input.categories.map((c) => [c.id, c]))
  const pathCategoryOf = new Map(rows.lines.map(({ value: l }) => [l.id, l.path_category ?? l.category]))
  const products: Product[] = []
  for (const { row, value: p } of rows.products) {
    const line = lineById.get(p.line)
    if (!line) {
      if (rows.lines.length > 0 && !input.rawLineIds.has(p.line)) problems.push(problem('unknown-line', at('products', row, 'line'), { value: p.line, lines: input.lines.map((l) => l.id) }))
      continue
    }
    const category = categoryById.get(pathCategoryOf.get(line.id) ?? line.category)
    const product = assembleProduct(p, line, category, (column) => at('products', row, column), input.files, reading)
    problems.push(...product.problems)
    products.push(product.value)
  }
  problems.push(
    ...readTablesOfInvalidRows(reading),
    ...linesWithoutProducts(input),
    ...uniqueCodes(reading.codes),
  )
  return { value: { products, codes: reading.codes, tables: reading.tables }, problems }
}

function assembleProduct(p: ProductRowValue, line: Line, category: Category | undefined, at: (column: string) => Place, files: CheckedFiles, reading: TableReading): Step<Product> {
  const problems = files.check('picture', p.image, at('image'))
  const product: Product = {
    id: `${line.id}/${p.slug_en}`,
    line: line.id,
    category: line.category,
    slug: { it: p.slug_it, en: p.slug_en },
    path: {
      it: joinPath(category?.slug.it ?? '', line.slug.it, p.slug_it),
      en: joinPath(category?.slug.en ?? '', line.slug.en, p.slug_en),
    },
    name: { it: p.name_it, en: p.name_en },
    description: { it: p.description_it, en: p.description_en },
    image: p.image,
  }
  if (p.pouch_finder) product.pouchFinder = true
  if (p.shelf_life_months !== undefined) product.shelfLifeMonths = p.shelf_life_months
  if (p.withdrawn !== undefined) {
    product.withdrawn = p.withdrawn
    if (p.withdrawn > reading.today) problems.push(problem('future-withdrawal', at('withdrawn'), { value: p.withdrawn, today: reading.today }))
  }
  const note = optionalBilingual({ it: p.note_it, en: p.note_en }, 'note', (lang) => at(`note_${lang}`))
  problems.push(...note.problems)
  if (note.value) product.note = note.value
  const features = optionalBilingual({ it: p.features_it, en: p.features_en }, 'features text', (lang) => at(`features_${lang}`))
  problems.push(...features.problems)
  if (features.value) {
    const text = features.value
    const html = (lang: Lang) => {
      const page = safeMarkdown(text[lang])
      for (const { fault } of page.problems) problems.push(problem('unsafe-markdown', at(`features_${lang}`), fault))
      return page.html
    }
    product.features = { it: html('it'), en: html('en') }
  }
  if (p.table !== '') {
    const table = productTable(line.id, p.table, at('table'), reading)
    problems.push(...table.problems)
    if (table.value) product.table = table.value
    // A product still sold has a code still sold: one whose codes are all withdrawn is withdrawn itself.
    if (table.value && p.withdrawn === undefined && !table.value.rows.some((r) => r.kind === 'item')) problems.push(problem('no-code-sold', at('withdrawn'), { table: p.table }))
  } else if (!features.value) {
    problems.push(problem('no-table', at('table')))
  }
  const emdnTerm = emdnTermOf(p.emdn, reading.nomenclature, at('emdn'))
  problems.push(...emdnTerm.problems)
  const regulatory = regulatoryOf(p, emdnTerm.value)
  if (regulatory) product.regulatory = regulatory
  if (p.bd_rdm !== undefined && p.bd_rdm_type === undefined) problems.push(problem('bd-rdm-without-type', at('bd_rdm_type')))
  const attributes = attributesOf(p, reading.standards, at)
  problems.push(...attributes.problems)
  if (attributes.value) product.attributes = attributes.value
  if (p.order_unit !== 'pack') product.orderUnit = p.order_unit
  if (product.table) {
    const untyped = giveCodesTheirAttributes(product, product.table)
    // A product's own number without a type is reported once, above; here the codes' numbers.
    const productUntyped = p.bd_rdm !== undefined && p.bd_rdm_type === undefined
    if (untyped.length > 0 && !productUntyped) problems.push(problem('bd-rdm-without-type', at('bd_rdm_type'), { codes: untyped }))
    if (product.orderUnit) problems.push(...codesWithoutOrderLevel(product.orderUnit, product.table, at('order_unit')))
  }
  return { value: product, problems }
}

/** The regulatory values the row gives, and no empty field; none at all when it gives none. */
function regulatoryOf(p: ProductRowValue, emdnTerm: string | undefined): Product['regulatory'] {
  const given = { basicUdiDi: p.basic_udi_di, emdn: p.emdn, emdnTerm, bdRdm: p.bd_rdm, bdRdmType: p.bd_rdm_type, riskClass: p.risk_class }
  const regulatory = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined && value !== '')) as NonNullable<Product['regulatory']>
  return Object.keys(regulatory).length > 0 ? regulatory : undefined
}

/** The sheet the product row names in its line's workbook (or folder of CSV files). */
function productTable(lineId: string, name: string, at: Place, reading: TableReading): Step<ProductTable | undefined> {
  const { sources, tables, codes } = reading
  const tableKey = `tables/${lineId}/${name}`
  const tableSheet = sources.sheets.get(tableKey)
  tables.add(tableKey)
  if (!tableSheet) {
    const workbook = [...sources.sheets.values()].filter((s) => s.key.startsWith(`tables/${lineId}/`))
    const sheets = workbook.map((s) => s.sheet ?? path.basename(s.file))
    return { value: undefined, problems: [problem('unknown-sheet', at, { value: name, line: lineId, sheets })] }
  }
  const problems: Problem[] = []
  const table = readProductTable(tableSheet, problems, codes, reading.today)
  return { value: table, problems }
}

/** A product row's cell as written, whether or not the row is valid. */
function rawText(value: unknown): string {
  return value === undefined ? '' : String(value).trim()
}

/**
 * Rows already reported as invalid still say which line and table they mean; using that keeps
 * one mistake from showing up again as "no products" or "no product names this table", and
 * still checks the table's own cells.
 */
function readTablesOfInvalidRows({ sources, tables, codes, today }: TableReading): Problem[] {
  const problems: Problem[] = []
  for (const { cells } of sources.sheets.get('site/products')?.rows ?? []) {
    const key = `tables/${rawText(cells.line)}/${rawText(cells.table)}`
    const tableSheet = sources.sheets.get(key)
    if (rawText(cells.table) === '' || tables.has(key) || !tableSheet) continue
    tables.add(key)
    readProductTable(tableSheet, problems, codes, today)
  }
  return problems
}

function linesWithoutProducts({ sources, rows, lines, at }: ProductsInput): Problem[] {
  const named = new Set((sources.sheets.get('site/products')?.rows ?? []).map(({ cells }) => rawText(cells.line)))
  return lines
    .filter((line) => !named.has(line.id) && rows.products.length > 0)
    .map((line) => problem('line-without-products', at('lines', rows.lines.find((r) => r.value.id === line.id)?.row ?? 1, 'id'), { line: line.id }))
}

function uniqueCodes(codes: CodeLocation[]): Problem[] {
  const problems: Problem[] = []
  const firstByCode = new Map<string, CodeLocation>()
  for (const c of codes) {
    const key = c.code.toUpperCase()
    const first = firstByCode.get(key)
    if (!first) {
      firstByCode.set(key, c)
      continue
    }
    problems.push(problem('duplicate-code', { file: c.file, sheet: c.sheet, row: c.row, column: c.column }, { value: c.code, firstAt: seenAt(first, c) }))
  }
  return problems
}
