/**
 * A cell as the site reads it, for telling a change from a spreadsheet's way of writing the same
 * value: Calc's 1 for the revision "01", 75 for "75,0", a GTIN that lost its leading zero, "YES" for
 * "yes". The column's own schema decides, so what the site treats as equal compares equal; a value
 * the schema refuses is compared as written.
 */
import type { z } from 'zod'
import { optionalText, positiveNumber, wholeNumber, WithdrawnDate } from '../../../src/catalogue/cells.ts'
import { Gtin, ProductCode } from '../../../src/catalogue/identifiers.ts'
import { type TableColumn, tableColumns } from '../../../src/catalogue/tableColumns.ts'
import type { CellValue } from '../read/readSources.ts'
import { siteColumnSchema } from '../validate/validateSheets.ts'

const tableSchemas: Record<string, z.ZodType> = {
  code: ProductCode,
  gtin: Gtin,
  number: positiveNumber,
  sizePart: positiveNumber,
  whole: wholeNumber,
  bilingual: optionalText,
  heading: optionalText,
  withdrawn: WithdrawnDate,
}

/** The schema of a product-table column ("width_mm", "colour_it"), by its declaration. */
function tableColumnSchema(column: string): z.ZodType | undefined {
  const name = (column in tableColumns ? column : column.replace(/_(it|en)$/, '')) as TableColumn
  const def = tableColumns[name]
  return def && tableSchemas[def.type]
}

export function canonicalCell(sheetKey: string, column: string, value: CellValue | undefined): string {
  const written = value === undefined ? '' : String(value).trim()
  if (written === '') return ''
  const schema = sheetKey.startsWith('tables/') ? tableColumnSchema(column) : siteColumnSchema(sheetKey.replace(/^site\//, ''), column)
  const read = schema?.safeParse(value)
  return read?.success ? JSON.stringify(read.data) : written
}
