/**
 * Optional columns left empty on new rows: a new code without its GTIN, say, as a new size waiting
 * for its GTIN would be, and a new product with nothing but what is required.
 */
import fs from 'node:fs'
import { sheetColumnsOf, tableColumns } from '../../src/catalogue/tableColumns.ts'
import { type CatalogueEdit, editSiteCsv } from './catalogueEdit.ts'
import { optionalTableColumns, orderedLevels } from './optionalColumns.ts'
import { codeRows, col, filled, has, saveTable, tableName, tables, workbookOf } from './sheetTables.ts'
import { unusedGtin } from './unusedGtin.ts'

function codeWithoutEachOptionalColumn(root: string): string {
  const done: string[] = []
  // A part of a size the sheet's other codes give is not optional (the check refuses a size in part),
  // nor are the pieces of the level a product is ordered by.
  const ordered = orderedLevels(root)
  for (const column of optionalTableColumns.filter((c) => tableColumns[c].type !== 'sizePart')) {
    const names = sheetColumnsOf(column)
    // A table whose codes have the column, with a size, so that the new code has one of its own.
    const t = tables(root).find(
      (x) =>
        has(x, 'code', 'pieces', 'length_mm', ...names) &&
        codeRows(x).some((r) => names.every((n) => filled(r[col(x, n)]))) &&
        !names.some((n) => ordered.get(tableName(x)) === n),
    )
    if (!t) continue
    const last = codeRows(t).at(-1)!
    const row = [...last]
    row[col(t, 'code')] = `${String(last[col(t, 'code')]).replace(/(-E\d+)+$/, '')}-E${done.length + 1}`
    // A size no other code has: the longest length, plus a step per new code.
    row[col(t, 'length_mm')] = Math.max(...codeRows(t).map((r) => Number(r[col(t, 'length_mm')]) || 0)) + 5 * (done.length + 1)
    // A GTIN names one code at one level: the new code has its own, or none.
    for (const name of ['gtin', 'box_gtin', 'carton_gtin']) if (has(t, name) && filled(last[col(t, name)])) row[col(t, name)] = unusedGtin(root)
    if (has(t, 'withdrawn')) row[col(t, 'withdrawn')] = undefined
    for (const name of names) row[col(t, name)] = undefined
    t.rows.push(row)
    saveTable(t)
    done.push(`${String(row[col(t, 'code')])} without ${names.join(', ')} (${t.sheet})`)
  }
  return done.join('; ')
}

function productWithoutExtras(root: string): string {
  return editSiteCsv(root, 'products', (csv, c) => {
    const model = csv.rows.find((r) => r[c('table')] !== '' && fs.existsSync(workbookOf(root, r[c('line')]!)) && r[c('basic_udi_di')] !== '')!
    const row = csv.header.map(() => '')
    for (const name of ['line', 'image', 'pouch_finder']) row[c(name)] = model[c(name)]!
    const values: Record<string, string> = {
      slug_it: 'prodotto-senza-extra',
      slug_en: 'product-without-extras',
      name_it: 'Prodotto senza extra',
      name_en: 'Product without extras',
      description_it: 'Un prodotto senza note, caratteristiche né dati regolatori.',
      description_en: 'A product without a note, features or regulatory data.',
      table: 'product-without-extras',
    }
    for (const [name, value] of Object.entries(values)) row[c(name)] = value
    csv.rows.push(row)
    const line = model[c('line')]!
    saveTable({
      file: workbookOf(root, line),
      sheet: 'product-without-extras',
      rows: [
        ['code', 'gtin', 'width_mm', 'length_mm', 'pieces', 'box_pieces'],
        ['NOEXTRA-0001', undefined, 90, 135, 200, undefined],
        ['NOEXTRA-0002', unusedGtin(root), 90, 140, 200, 2000],
      ],
    })
    return `products.csv and ${line}.xlsx › product-without-extras: no note, features or regulatory values; NOEXTRA-0001 without GTIN or pieces per box`
  })
}

export const emptyColumnEdits: CatalogueEdit[] = [
  ['a new code at the end of a sheet for each optional table column, that column left empty', codeWithoutEachOptionalColumn],
  ['a new product whose optional columns are all empty, with a code without GTIN in its sheet', productWithoutExtras],
]
