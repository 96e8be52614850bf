import { type DisplayColumn, shownColumns } from '../catalogue/tableColumns.ts'
import type { Lang } from '../catalogue/langs.ts'

/**
 * The product table's headers as dictionary texts ("table.pieces"), taken from the column
 * declaration (src/catalogue/tableColumns.ts), so a new column needs no dictionary entry of its own.
 */
export function tableHeaders(lang: Lang): Record<`table.${DisplayColumn}`, string> {
  return Object.fromEntries(shownColumns.map((c) => [`table.${c.name}`, c.label[lang]])) as Record<`table.${DisplayColumn}`, string>
}
