/** The columns catalogue/README.md calls optional, and a valid value for each, for the edits that leave them empty or fill them. */
import { type TableColumn, tableColumns } from '../../src/catalogue/tableColumns.ts'
import { siteRecords } from './catalogueEdit.ts'
import { col, filled, type Table } from './sheetTables.ts'
import { unusedGtin } from './unusedGtin.ts'

/** The table columns catalogue/README.md calls optional: all but the code, the pieces and the group headings. */
export const optionalTableColumns = (Object.keys(tableColumns) as TableColumn[]).filter(
  (c) => !('required' in tableColumns[c]) && tableColumns[c].type !== 'heading',
)

/** The optional columns of products.csv (a product's note, features, regulatory values and device attributes), each with the columns it is filled with. */
export const optionalProductColumns = [
  ['note_it', 'note_en'],
  ['features_it', 'features_en'],
  ['basic_udi_di'],
  ['emdn'],
  // The check asks for the number's type with the number.
  ['bd_rdm', 'bd_rdm_type'],
  ['risk_class'],
  ['shelf_life_months'],
  ['sterile'],
  ['single_use'],
  ['latex_free'],
  ['pvc_free'],
  ['methods'],
  ['standards'],
  ['storage_it', 'storage_en'],
  ['materials_it', 'materials_en'],
  ['order_unit'],
]

/** A value for each optional column of products.csv but the Basic UDI-DI and the standards, which depend on the catalogue. */
export const productValues: Record<string, string> = {
  note_it: 'Nota di prova.',
  note_en: 'A trial note.',
  features_it: '- prima\n- seconda',
  features_en: '- first\n- second',
  emdn: 'Z12011385',
  bd_rdm: '9990999',
  bd_rdm_type: 'DM1',
  risk_class: 'I',
  shelf_life_months: '60',
  sterile: 'no',
  single_use: 'yes',
  latex_free: 'yes',
  pvc_free: 'yes',
  methods: 'steam',
  storage_it: 'Conservare in luogo asciutto, al riparo dalla luce.',
  storage_en: 'Store in a dry place, away from light.',
  materials_it: 'Carta medicale',
  materials_en: 'Medical paper',
  // The level every code has: a product that orders by the box or carton needs its codes to have one.
  order_unit: 'pack',
}

/** The optional columns of lines.csv that change no address and ask for no document. */
export const optionalLineColumns = [['note_it', 'note_en']]

/** A value for an optional table column on a row that had none, with the cells it needs beside it. */
export function fillTableCell(column: TableColumn, row: unknown[], t: Table, root: string): Record<string, unknown> {
  const at = (name: string) => row[col(t, name)]
  const boxPieces = () => Number(at('pieces')) * 10
  const cartonPieces = () => Number(at('box_pieces') || boxPieces()) * 4
  switch (column) {
    case 'gtin':
      return { gtin: unusedGtin(root) }
    case 'box_pieces':
      return { box_pieces: boxPieces() }
    case 'carton_pieces':
      return { carton_pieces: cartonPieces() }
    // A level's GTIN names a level the code has: its pieces come with it when the row had none.
    case 'box_gtin':
      return { box_gtin: unusedGtin(root), ...(filled(at('box_pieces')) ? {} : { box_pieces: boxPieces() }) }
    case 'carton_gtin':
      return { carton_gtin: unusedGtin(root), ...(filled(at('carton_pieces')) ? {} : { carton_pieces: cartonPieces() }) }
    case 'methods':
      return { methods: 'steam' }
    case 'sterile':
    case 'single_use':
    case 'latex_free':
    case 'pvc_free':
      return { [column]: 'yes' }
    case 'bd_rdm':
      return { bd_rdm: '9990998', bd_rdm_type: 'DM1' }
    case 'bd_rdm_type':
      return { bd_rdm_type: 'DM2', ...(filled(at('bd_rdm')) ? {} : { bd_rdm: '9990997' }) }
    case 'grammage_gsm':
      return { grammage_gsm: 60 }
    default:
      return tableColumns[column].type === 'bilingual' ? { [`${column}_it`]: 'Valore di prova', [`${column}_en`]: 'Trial value' } : {}
  }
}

/** The pieces column of the level each product table is ordered by, when it is the box or the carton ("greenfit.xlsx › gusseted-pouches" → "box_pieces"). */
export function orderedLevels(root: string): Map<string, string> {
  return new Map(
    siteRecords(root, 'products')
      .filter((r) => r.table && (r.order_unit === 'box' || r.order_unit === 'carton'))
      .map((r) => [`${r.line}.xlsx › ${r.table}`, `${r.order_unit}_pieces`]),
  )
}
