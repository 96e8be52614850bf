import { formatNumber, formatSize } from './formatSize.ts'
import { methodNames } from './deviceAttributes.ts'
import { yesNoWords } from './yesNoWords.ts'
import type { Lang } from './langs.ts'
import { isLocalised } from './localised.ts'
import { type DisplayColumn, type ShownColumn, shownColumns } from './tableColumns.ts'
import type { ProductTable, TableItem } from './productTable.ts'

/** A table ready to show: its columns and their translated headers; a row is its cells, or one string for a group row. */
export interface LocalisedTable {
  columns: DisplayColumn[]
  headers: string[]
  /** Which columns hold a GTIN (the pack's, the box's, the carton's), whose cells link to its Digital Link. */
  gtins: boolean[]
  /** Which columns hold counts (pieces): the downloads write their cells as numbers a spreadsheet can add up. */
  counts: boolean[]
  rows: Array<string[] | string>
}

const columnByName = new Map(shownColumns.map((c) => [c.name, c]))

function shownColumn(name: DisplayColumn): ShownColumn {
  const column = columnByName.get(name)
  if (!column) throw new Error(`The product table column "${name}" is not declared in src/catalogue/tableColumns.ts`)
  return column
}

/** A cell as the page writes it: numbers per language, with their unit; bilingual texts in one language. */
function cell(item: TableItem, column: ShownColumn, lang: Lang): string {
  const value = item[column.field]
  if (value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number') return column.unit ? `${formatNumber(value, lang)} ${column.unit}` : formatNumber(value, lang)
  if (typeof value === 'boolean') return yesNoWords[lang][value ? 0 : 1]
  if (Array.isArray(value)) return value.map((m) => methodNames[m][lang]).join(', ')
  return isLocalised(value) ? value[lang] : formatSize(value, lang)
}

/** Formats a product table for one language at prerender time, so the page ships only strings. */
export function localiseTable(table: ProductTable, lang: Lang): LocalisedTable {
  const columns = table.columns.map(shownColumn)
  return {
    columns: table.columns,
    headers: columns.map((c) => c.label[lang]),
    gtins: columns.map((c) => c.type === 'gtin'),
    counts: columns.map((c) => c.type === 'whole'),
    rows: table.rows.map((row) => (row.kind === 'group' ? row.label[lang] : columns.map((c) => cell(row.item, c, lang)))),
  }
}
