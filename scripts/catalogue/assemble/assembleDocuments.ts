/**
 * Documents for tenders beyond declarations and certificates (site/documents): test reports,
 * technical files, plant declarations, safety data sheets. Each covers the lines, products and
 * codes it names, which must exist; its PDF must be a PDF; a validity date near or past is warned of.
 */
import type { CatalogueData, Line, Product } from '../../../src/catalogue/generatedData.ts'
import type { CheckedFiles } from '../read/checkFiles.ts'
import type { CodeLocation } from '../read/readProductTable.ts'
import { type Place, type Problem, problem, type Step } from '../report/problems.ts'
import type { Refusals } from '../validate/refusals.ts'
import type { SiteAt, SiteRows } from '../validate/validateSheets.ts'
import { validityWarnings } from './validityWarnings.ts'

export interface DocumentsInput {
  rows: SiteRows['documents']
  lines: Line[]
  products: Product[]
  /** Every code of every table read, on sale or withdrawn. */
  codes: CodeLocation[]
  refused: Refusals
  at: SiteAt
  files: CheckedFiles
  /** Today as year-month-day (UTC): a validity date within 60 days of it, or before it, is warned of. */
  today: string
}

type Documents = CatalogueData['documents']

export function assembleDocuments({ rows, lines, products, codes, refused, at, files, today }: DocumentsInput): Step<Documents> {
  const problems: Problem[] = []
  const known = knownNames({ lines, products, codes, refused })
  const documents = rows.map(({ row, value: d }) => {
    const cell = (column: string) => at('documents', row, column)
    problems.push(...files.check('pdf', d.pdf, cell('pdf')))
    const covered = {
      lines: listOf(d.lines),
      products: listOf(d.products),
      codes: listOf(d.codes),
    }
    problems.push(...unknownNames(covered, known, cell))
    if (covered.lines.length + covered.products.length + covered.codes.length === 0) problems.push(problem('document-covers-nothing', cell('lines')))
    problems.push(...validity(d.issued, d.valid_until, today, cell('valid_until')))
    return {
      id: d.id,
      kind: d.kind,
      title: { it: d.title_it, en: d.title_en },
      ...covered,
      pdf: d.pdf,
      language: d.language,
      issued: d.issued,
      ...(d.valid_until !== undefined && { validUntil: d.valid_until }),
    }
  })
  return { value: documents, problems }
}

/** Whether a line, product or code named by a sheet exists; a name whose own row was refused is reported there, not again. */
export function knownNames({ lines, products, codes, refused }: Pick<DocumentsInput, 'lines' | 'products' | 'codes' | 'refused'>) {
  const lineIds = new Set(lines.map((l) => l.id))
  const productIds = new Set(products.map((p) => p.id))
  const codeSet = new Set(codes.map((c) => c.code))
  const writtenLines = refused.written('lines', 'id')
  return {
    lineIds: [...lineIds],
    lines: (id: string) => lineIds.has(id) || refused.sheetRefused('lines') || writtenLines.has(id),
    products: (id: string) => productIds.has(id) || refused.sheetRefused('products') || refused.productIds.has(id),
    codes: (code: string) => codeSet.has(code) || refused.tablesRefused || refused.writtenCodes.has(code),
  }
}

/** Each line, product or code of the lists that does not exist, at its column's cell. */
export function unknownNames(named: Record<'lines' | 'products' | 'codes', string[]>, known: ReturnType<typeof knownNames>, cell: (column: string) => Place): Problem[] {
  return [
    ...named.lines.filter((v) => !known.lines(v)).map((value) => problem('unknown-line', cell('lines'), { value, lines: known.lineIds })),
    ...named.products.filter((v) => !known.products(v)).map((value) => problem('unknown-product', cell('products'), { value, productsOnly: true })),
    ...named.codes.filter((v) => !known.codes(v)).map((value) => problem('unknown-code', cell('codes'), { value })),
  ]
}

/** The names of a list cell, separated by commas (or spaces, or semicolons), each once, in the order written. */
export function listOf(cell: string): string[] {
  return [...new Set(cell.split(/[,;\s]+/).filter(Boolean))]
}

/** A validity that ends before the document was issued is a typing mistake; one near or past its end is warned of. */
function validity(issued: string, validUntil: string | undefined, today: string, at: Place): Problem[] {
  if (validUntil !== undefined && validUntil < issued) return [problem('valid-until-before-issued', at, { value: validUntil, issued })]
  return validityWarnings('document', validUntil, today, at)
}
