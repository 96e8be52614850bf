/**
 * A product type compared across its lines: one row per code, sizes and pieces as numbers (sorted
 * as numbers, written per language), the line's materials and the methods the code suits. Pure:
 * the comparison page (rows to show and sort), its flat download made in the browser
 * (src/features/downloads/comparisonSheetRows.ts) and the tests use it. No zod here: the
 * comparison page bundles the sorting.
 */
import type { Lang } from '#src/catalogue/langs.ts'
import type { Localised } from '#src/catalogue/localised.ts'

export interface ComparisonRow {
  line: string
  /** The product page of the row's line. */
  href: string
  code: string
  widthMm?: number
  gussetMm?: number
  lengthMm?: number
  lengthM?: number
  pieces: number
  /** What one ordered unit is: "packs of 200 pieces". */
  unit: string
  materials: string
  methods: string
}

export type ComparisonKey = Exclude<keyof ComparisonRow, 'href'>

/** The columns, in order; a numeric one sorts as numbers and is a number cell in the download. */
const comparisonColumns: readonly { key: ComparisonKey; numeric: boolean; label: Localised<string> }[] = [
  { key: 'line', numeric: false, label: { it: 'Linea', en: 'Line' } },
  { key: 'code', numeric: false, label: { it: 'Codice', en: 'Code' } },
  { key: 'widthMm', numeric: true, label: { it: 'Larghezza (mm)', en: 'Width (mm)' } },
  { key: 'gussetMm', numeric: true, label: { it: 'Soffietto (mm)', en: 'Gusset (mm)' } },
  { key: 'lengthMm', numeric: true, label: { it: 'Lunghezza (mm)', en: 'Length (mm)' } },
  { key: 'lengthM', numeric: true, label: { it: 'Lunghezza (m)', en: 'Length (m)' } },
  { key: 'pieces', numeric: true, label: { it: 'Pezzi per confezione', en: 'Pieces per package' } },
  { key: 'unit', numeric: false, label: { it: 'Unità di vendita', en: 'Ordering unit' } },
  { key: 'materials', numeric: false, label: { it: 'Materiali', en: 'Materials' } },
  { key: 'methods', numeric: false, label: { it: 'Metodi di sterilizzazione', en: 'Sterilisation methods' } },
]

/** The columns some row has a value in: a type of rolls has no length in mm. */
export function shownComparisonColumns(rows: readonly ComparisonRow[]) {
  return comparisonColumns.filter((c) => rows.some((r) => r[c.key] !== undefined && r[c.key] !== ''))
}

export type SortOrder = { key: ComparisonKey; direction: 'ascending' | 'descending' }

/** The rows sorted by one column: numbers as numbers, text as the page language sorts it; a row without the value last; ties keep their order. */
export function sortComparison(rows: readonly ComparisonRow[], { key, direction }: SortOrder, lang: Lang): ComparisonRow[] {
  const collator = new Intl.Collator(lang, { numeric: true })
  const sign = direction === 'ascending' ? 1 : -1
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const [x, y] = [a.row[key], b.row[key]]
      if (x === undefined || y === undefined) return x === y ? a.index - b.index : x === undefined ? 1 : -1
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y))
      return order * sign || a.index - b.index
    })
    .map(({ row }) => row)
}
