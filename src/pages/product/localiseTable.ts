import type { Lang, ProductTable, TableItem } from '@/catalogue/schema'
import { formatNumber, formatSize } from '../../catalogue/formatSize.ts'
import type { LocalisedTable } from '@/components/ProductTable'
// Relative imports: the build plugin that writes the downloads (scripts/site/) loads this module too.
import { dictionaries } from '../../i18n/dictionary.ts'

type Column = ProductTable['columns'][number]

function cell(item: TableItem, column: Column, lang: Lang): string {
  switch (column) {
    case 'code':
      return item.code
    case 'size':
      return item.size ? formatSize(item.size, lang) : ''
    case 'grammage':
      return item.grammageGsm === undefined ? '' : `${formatNumber(item.grammageGsm, lang)} g/m²`
    case 'pieces':
      return formatNumber(item.pieces, lang)
    case 'boxPieces':
      return item.boxPieces === undefined ? '' : formatNumber(item.boxPieces, lang)
    case 'variant':
    case 'colour':
    case 'process':
    case 'sterilisation':
      return item[column]?.[lang] ?? ''
  }
}

/** Formats a product table for one language at prerender time, so the page ships only strings. */
export function localiseTable(table: ProductTable, lang: Lang): LocalisedTable {
  return {
    headers: table.columns.map((c) => dictionaries[lang][`table.${c}`]),
    rows: table.rows.map((row) => (row.kind === 'group' ? row.label[lang] : table.columns.map((c) => cell(row.item, c, lang)))),
  }
}
