/**
 * Every product and code of one version of the catalogue, from its sheets as read: what the notice
 * suggestions compare (pieces per pack, withdrawal dates) and what a notice's lines and products
 * stand for. A value the schema refuses counts as absent, so a mistyped cell suggests nothing.
 */
import type { z } from 'zod'
import { positiveNumber, WithdrawnDate, wholeNumber } from '../../../src/catalogue/cells.ts'
import type { Localised } from '../../../src/catalogue/localised.ts'
import type { Size } from '../../../src/catalogue/productTable.ts'
import { type ColumnOfType, columnList, fieldOf } from '../../../src/catalogue/tableColumns.ts'
import type { CellValue, Sources } from '../read/readSources.ts'

export interface CodeEntry {
  code: string
  pieces?: number
  withdrawn?: string
  size: Size
  variant: Localised<string>
}

export interface ProductEntry {
  /** line/slug_en, as the other sheets name a product. */
  id: string
  line: string
  name: Localised<string>
  withdrawn?: string
  codes: CodeEntry[]
}

export interface CatalogueCodes {
  products: ProductEntry[]
  /** By the code in capitals (codes are unique whatever their case), with the product that shows it. */
  codes: Map<string, { entry: CodeEntry; product?: ProductEntry }>
}

const sizeColumns = columnList.flatMap(([column, def]) => (def.type === 'sizePart' ? [{ column, field: fieldOf(column as ColumnOfType<'sizePart'>) }] : []))

export const codeKey = (code: string): string => code.trim().toUpperCase()

export function catalogueCodes(sources: Sources): CatalogueCodes {
  const tables = new Map<string, CodeEntry[]>()
  for (const sheet of sources.sheets.values()) {
    if (sheet.key.startsWith('tables/')) tables.set(sheet.key, sheet.rows.filter((r) => text(r.cells.code) !== '').map((r) => codeEntry(r.cells)))
  }
  const codes: CatalogueCodes['codes'] = new Map()
  const products = (sources.sheets.get('site/products')?.rows ?? []).map(({ cells }): ProductEntry => {
    const [line, table] = [text(cells.line), text(cells.table)]
    return {
      id: `${line}/${text(cells.slug_en)}`,
      line,
      name: { it: text(cells.name_it), en: text(cells.name_en) },
      withdrawn: parsed(WithdrawnDate, cells.withdrawn),
      codes: table === '' ? [] : (tables.get(`tables/${line}/${table}`) ?? []),
    }
  })
  for (const product of products) for (const entry of product.codes) if (!codes.has(codeKey(entry.code))) codes.set(codeKey(entry.code), { entry, product })
  for (const entries of tables.values()) for (const entry of entries) if (!codes.has(codeKey(entry.code))) codes.set(codeKey(entry.code), { entry })
  return { products, codes }
}

function codeEntry(cells: Record<string, CellValue | undefined>): CodeEntry {
  const size: Size = {}
  for (const { column, field } of sizeColumns) {
    const n = parsed(positiveNumber, cells[column])
    if (n !== undefined) size[field] = n
  }
  return {
    code: text(cells.code),
    pieces: parsed(wholeNumber, cells.pieces),
    withdrawn: parsed(WithdrawnDate, cells.withdrawn),
    size,
    variant: { it: text(cells.variant_it), en: text(cells.variant_en) },
  }
}

function parsed<T>(schema: z.ZodType<T>, value: CellValue | undefined): T | undefined {
  if (value === undefined || String(value).trim() === '') return undefined
  const read = schema.safeParse(value)
  return read.success ? read.data : undefined
}

function text(value: CellValue | undefined): string {
  return value === undefined ? '' : String(value).trim()
}
