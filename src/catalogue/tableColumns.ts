/**
 * The product tables' column model (catalogue/tables): plain data and types, free of zod, so the
 * pages and the browser can read it; productTable.ts makes the schemas of the generated tables
 * from it.
 */
import { langs } from './langs.ts'
import type { Localised } from './localised.ts'

/** Units of the numbers in product tables; the page writes the unit after the number. */
const units = ['mm', 'm', 'g/m²'] as const
type Unit = (typeof units)[number]

/**
 * What a product-table column holds. A bilingual column is two sheet columns, `<name>_it` and
 * `<name>_en`. Size parts are numbers shown together as one column (see sizeColumn). A heading
 * (group_it and group_en on a row without a code) splits the table and is no column of its own.
 * `shownAs` is the name the page knows a column by, when it is not the field's name.
 */
export type TableColumnDef =
  | { type: 'code' | 'gtin' | 'bilingual'; required?: true; label: Localised<string> }
  // A device attribute a code may hold apart from its product's (deviceAttributes.ts): shown where some code of the table differs.
  | { type: 'bdRdm' | 'bdRdmType' | 'yesNo' | 'methods'; override: true; label: Localised<string> }
  | { type: 'number' | 'whole'; unit?: Unit; required?: true; shownAs?: string; label: Localised<string> }
  | { type: 'sizePart'; unit: Unit }
  | { type: 'heading'; label: Localised<string> }
  | { type: 'withdrawn'; label: Localised<string> }

/**
 * The columns a product table may have, by their name in the sheet, in the order the page shows
 * them. Everything else follows from here: which sheet columns are allowed and required, how a
 * cell is read and checked, the generated JSON (a column's field is its sheet name in camelCase:
 * grammage_gsm → grammageGsm), which columns a product's table shows, their headers and how
 * their cells are written. Numbers are stored in one unit and formatted per language when the
 * page is built, so the two languages cannot disagree.
 */
export const tableColumns = {
  code: { type: 'code', required: true, label: { it: 'Codice', en: 'Code' } },
  // The UDI-DI a hospital's tender asks for beside each code.
  gtin: { type: 'gtin', label: { it: 'GTIN', en: 'GTIN' } },
  // The MDR gives each higher packaging level a UDI-DI of its own: the box of packs, and the shipping carton.
  box_gtin: { type: 'gtin', label: { it: 'GTIN scatola', en: 'Box GTIN' } },
  carton_gtin: { type: 'gtin', label: { it: 'GTIN cartone', en: 'Carton GTIN' } },
  variant: { type: 'bilingual', label: { it: 'Descrizione', en: 'Description' } },
  width_mm: { type: 'sizePart', unit: 'mm' },
  gusset_mm: { type: 'sizePart', unit: 'mm' },
  length_mm: { type: 'sizePart', unit: 'mm' },
  length_m: { type: 'sizePart', unit: 'm' },
  grammage_gsm: { type: 'number', unit: 'g/m²', shownAs: 'grammage', label: { it: 'Grammatura', en: 'Grammage' } },
  colour: { type: 'bilingual', label: { it: 'Colore', en: 'Colour' } },
  process: { type: 'bilingual', label: { it: 'Processo', en: 'Process' } },
  sterilisation: { type: 'bilingual', label: { it: 'Valori di sterilizzazione', en: 'Sterilisation values' } },
  pieces: { type: 'whole', required: true, label: { it: 'Pezzi per confezione', en: 'Pieces per package' } },
  box_pieces: { type: 'whole', label: { it: 'Pezzi per scatola', en: 'Pieces per box' } },
  carton_pieces: { type: 'whole', label: { it: 'Pezzi per cartone', en: 'Pieces per carton' } },
  // Per-code overrides of the product's device attributes (products.csv): a size that differs.
  methods: { type: 'methods', override: true, label: { it: 'Metodi di sterilizzazione', en: 'Sterilisation methods' } },
  sterile: { type: 'yesNo', override: true, label: { it: 'Sterile', en: 'Sterile' } },
  single_use: { type: 'yesNo', override: true, label: { it: 'Monouso', en: 'Single use' } },
  latex_free: { type: 'yesNo', override: true, label: { it: 'Senza lattice', en: 'Latex-free' } },
  pvc_free: { type: 'yesNo', override: true, label: { it: 'Senza PVC/DEHP', en: 'PVC/DEHP-free' } },
  bd_rdm_type: { type: 'bdRdmType', override: true, label: { it: 'Tipo BD/RDM', en: 'BD/RDM type' } },
  bd_rdm: { type: 'bdRdm', override: true, label: { it: 'N. BD/RDM', en: 'BD/RDM number' } },
  /** The name structured data gives a heading's text, which a page shows above its codes. */
  group: { type: 'heading', label: { it: 'Gruppo', en: 'Group' } },
  /** The day the code stopped being sold: it leaves the table, and the page lists it apart (WithdrawnCode). */
  withdrawn: { type: 'withdrawn', label: { it: 'Non più in vendita dal', en: 'No longer sold since' } },
} as const satisfies Record<string, TableColumnDef>

/** The size parts, shown together where the first of them is declared: "75 × 200 mm", "50 mm × 200 m". */
export const sizeColumn = { label: { it: 'Formato', en: 'Size' } } as const satisfies { label: Localised<string> }

export type TableColumns = typeof tableColumns
export type TableColumn = keyof TableColumns
export type ColumnOfType<T extends TableColumnDef['type']> = { [K in TableColumn]: TableColumns[K]['type'] extends T ? K : never }[TableColumn]
export const columnList = Object.entries(tableColumns) as [TableColumn, TableColumnDef][]

/** A column's field in the generated JSON: its sheet name in camelCase (grammage_gsm → grammageGsm). */
export type FieldOf<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<FieldOf<Tail>>}` : S
/** The fields a code's item holds: one per column with a value, the size parts together as `size`. */
type ItemField = FieldOf<Exclude<TableColumn, ColumnOfType<'sizePart' | 'heading' | 'withdrawn'>>> | 'size'

export function fieldOf<K extends TableColumn>(column: K): FieldOf<K> {
  return column.replace(/_(.)/g, (_, c: string) => c.toUpperCase()) as FieldOf<K>
}

/** The sheet columns of a table column: "code", or "colour_it" and "colour_en". */
export function sheetColumnsOf(column: TableColumn): string[] {
  const { type } = tableColumns[column]
  return type === 'bilingual' || type === 'heading' ? langs.map((lang) => `${column}_${lang}`) : [column]
}

/** The size parts in declaration order, each with its unit. */
export const sizeParts = columnList.flatMap(([column, def]) => (def.type === 'sizePart' ? [{ field: fieldOf(column as ColumnOfType<'sizePart'>), unit: def.unit }] : []))

/** The columns a page may show: each by its field's name or its shownAs; "size" for all size parts together. */
type ShownAs<K extends TableColumn> = K extends unknown
  ? TableColumns[K] extends { type: 'sizePart' }
    ? 'size'
    : TableColumns[K] extends { shownAs: infer Name extends string }
      ? Name
      : FieldOf<K>
  : never
export type DisplayColumn = ShownAs<Exclude<TableColumn, ColumnOfType<'heading' | 'withdrawn'>>>

/** A column as the page shows it: where its value is in a TableItem, and how to write it. */
export interface ShownColumn {
  name: DisplayColumn
  field: ItemField
  type: 'code' | 'gtin' | 'number' | 'whole' | 'bilingual' | 'size' | 'bdRdm' | 'bdRdmType' | 'yesNo' | 'methods'
  unit?: Unit
  /** A required column is shown in every table; the others only where some code has a value. */
  always: boolean
  label: Localised<string>
}

/** The shown columns in display order, the size parts as one. */
export const shownColumns: readonly ShownColumn[] = columnList.reduce<ShownColumn[]>((shown, [column, def]) => {
  if (def.type === 'heading' || def.type === 'withdrawn') return shown
  if (def.type === 'sizePart') {
    return shown.some((c) => c.type === 'size') ? shown : [...shown, { name: 'size', field: 'size', type: 'size', always: false, label: sizeColumn.label }]
  }
  const field = fieldOf(column) as ItemField
  const name = ('shownAs' in def && def.shownAs) || field
  return [...shown, { name: name as DisplayColumn, field, type: def.type, ...('unit' in def && def.unit ? { unit: def.unit } : {}), always: 'required' in def && def.required === true, label: def.label }]
}, [])
