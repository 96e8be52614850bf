/**
 * The sterilisation cycles (site/cycles), each named by a trade name or a generic name in each
 * language, and the cycles each product is validated for (site/validations). A validation names a product, optionally some of its codes, a cycle and its
 * evidence, all of which must exist; and the cycle's method must be among the methods the product
 * (or each code named) lists, so the methods column stays the summary of the validations.
 */
import type { CatalogueData, Product, SterilisationCycle, ValidatedCycle } from '../../../src/catalogue/generatedData.ts'
import type { CheckedFiles } from '../read/checkFiles.ts'
import { type Place, type Problem, problem, type Step } from '../report/problems.ts'
import type { Refusals } from '../validate/refusals.ts'
import { tradeOrGenericName } from '../validate/tradeOrGenericName.ts'
import { uniqueRows } from '../validate/uniqueRows.ts'
import type { SiteAt, SiteRows } from '../validate/validateSheets.ts'

export interface CyclesInput {
  cycleRows: SiteRows['cycles']
  validationRows: SiteRows['validations']
  products: Product[]
  documents: CatalogueData['documents']
  refused: Refusals
  at: SiteAt
  files: CheckedFiles
}

export interface Cycles {
  cycles: SterilisationCycle[]
  /** Each product's validated cycles, by product id, in the sheet's order. */
  validated: Map<string, ValidatedCycle[]>
}

type ValidationRow = SiteRows['validations'][number]['value']

export function assembleCycles({ cycleRows, validationRows, products, documents, refused, at, files }: CyclesInput): Step<Cycles> {
  const problems: Problem[] = []
  const cycles = cycleRows.map(({ row, value: c }) => {
    const model = tradeOrGenericName('model', c, (column) => at('cycles', row, column))
    const cycle = tradeOrGenericName('cycle', c, (column) => at('cycles', row, column))
    problems.push(...model.problems, ...cycle.problems)
    return {
      id: c.id,
      method: c.method,
      maker: c.maker,
      model: model.value,
      cycle: cycle.value,
      ...(c.temperature_c !== undefined && { temperatureC: c.temperature_c }),
    }
  })
  const check = validationChecks({ cycles, products, documents, refused, files })
  const validated = new Map<string, ValidatedCycle[]>()
  for (const { row, value: v } of validationRows) {
    const cell = (column: string) => at('validations', row, column)
    const found = check(v, cell)
    problems.push(...found.problems)
    if (found.value === undefined) continue
    const { product, entry } = found.value
    validated.set(product, [...(validated.get(product) ?? []), entry])
  }
  // Rows stay apart, each with its own evidence; the same product, cycle and codes twice is a repeat.
  const keyed = validationRows.map(({ row, value: v }) => ({ row, value: `${v.product} › ${v.cycle} › ${listOf(v.codes).sort().join(', ') || 'all codes'}` }))
  problems.push(...uniqueRows(keyed, (k) => k, ({ row }) => at('validations', row, 'cycle'), 'validation (product, cycle and codes)'))
  return { value: { cycles, validated }, problems }
}

/** The checks of one validation row: its entry of Product.cycles when its product and cycle exist, and the problems at its cells. */
function validationChecks({ cycles, products, documents, refused, files }: Omit<CyclesInput, 'cycleRows' | 'validationRows' | 'at'> & { cycles: SterilisationCycle[] }) {
  const cycleById = new Map(cycles.map((c) => [c.id, c]))
  const productById = new Map(products.map((p) => [p.id, p]))
  const documentById = new Map(documents.map((d) => [d.id, d]))
  const ownerOf = new Map(products.flatMap((p) => codesOf(p).map((c) => [c.code, p.id] as const)))
  const writtenCycles = refused.written('cycles', 'id')
  const writtenDocuments = refused.written('documents', 'id')
  // A name whose own row was refused is reported there, not again here.
  const refusedName = {
    product: (id: string) => refused.sheetRefused('products') || refused.productIds.has(id),
    cycle: (id: string) => refused.sheetRefused('cycles') || writtenCycles.has(id),
    code: (code: string) => refused.tablesRefused || (!ownerOf.has(code) && refused.writtenCodes.has(code)),
    document: (id: string) => refused.sheetRefused('documents') || writtenDocuments.has(id),
  }
  return (v: ValidationRow, cell: (column: string) => Place): Step<{ product: string; entry: ValidatedCycle } | undefined> => {
    const problems: Problem[] = []
    const product = productById.get(v.product)
    const cycle = cycleById.get(v.cycle)
    if (!product && !refusedName.product(v.product)) problems.push(problem('unknown-product', cell('product'), { value: v.product, one: true }))
    if (!cycle && !refusedName.cycle(v.cycle)) problems.push(problem('unknown-cycle', cell('cycle'), { value: v.cycle, known: [...cycleById.keys()] }))
    const codes = listOf(v.codes)
    const evidence = evidenceOf(v.evidence, documentById, refusedName.document, files, cell('evidence'))
    problems.push(...evidence.problems)
    if (!product) return { value: undefined, problems }
    const own = new Map(codesOf(product).map((c) => [c.code, c]))
    const foreign = codes.find((code) => !own.has(code) && !refusedName.code(code))
    if (foreign !== undefined) problems.push(problem('code-not-of-product', cell('codes'), { value: foreign, product: product.id, owner: ownerOf.get(foreign) }))
    if (!cycle) return { value: undefined, problems }
    const unlisted = unlistedMethod(product, codes.length > 0 ? codes.flatMap((c) => own.get(c) ?? []) : [...own.values()], cycle)
    if (unlisted) problems.push(problem('cycle-method-not-listed', cell('cycle'), { cycle: cycle.id, method: cycle.method, ...unlisted }))
    const entry: ValidatedCycle = { cycle: cycle.id, ...(codes.length > 0 && { codes }), ...(evidence.value && { evidence: evidence.value }) }
    return { value: { product: product.id, entry }, problems }
  }
}

/** Every code of a product, sold or withdrawn, with the methods it lists of its own (a table's methods cell). */
function codesOf(product: Product): { code: string; methods?: readonly string[] }[] {
  const sold = (product.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item] : []))
  return [...sold, ...(product.table?.withdrawn ?? [])].map((item) => ({ code: item.code, methods: item.methods }))
}

/**
 * Where the cycle's method is not listed: the product's methods column, or the methods cell of a
 * code that has its own. Without a table, the product's column alone decides.
 */
function unlistedMethod(product: Product, codes: { code: string; methods?: readonly string[] }[], cycle: SterilisationCycle): { listed: string[]; code?: string } | undefined {
  const productMethods = product.attributes?.methods ?? []
  for (const c of codes.length > 0 ? codes : [{ code: undefined, methods: undefined }]) {
    const listed = c.methods ?? productMethods
    if (listed.includes(cycle.method)) continue
    // A code showing the product's list (every code shows one once some code has its own) is the product's column to correct.
    const ownList = c.code !== undefined && c.methods !== undefined && c.methods.join() !== productMethods.join()
    return ownList ? { listed: [...listed], code: c.code } : { listed: [...productMethods] }
  }
  return undefined
}

/** The evidence a cell names: a row of the documents sheet (its PDF and id), or a PDF under /pdfs/, which must be one. */
function evidenceOf(
  written: string,
  documentById: ReadonlyMap<string, CatalogueData['documents'][number]>,
  refusedDocument: (id: string) => boolean,
  files: CheckedFiles,
  at: Place,
): Step<ValidatedCycle['evidence']> {
  if (written === '') return { value: undefined, problems: [] }
  if (written.startsWith('/pdfs/')) return { value: { pdf: written }, problems: files.check('pdf', written, at) }
  const document = documentById.get(written)
  if (document) return { value: { pdf: document.pdf, document: document.id }, problems: [] }
  return { value: undefined, problems: refusedDocument(written) ? [] : [problem('unknown-evidence', at, { value: written })] }
}

/** The names of a list cell, separated by commas (or spaces, or semicolons), each once, in the order written. */
function listOf(cell: string): string[] {
  return [...new Set(cell.split(/[,;\s]+/).filter(Boolean))]
}
