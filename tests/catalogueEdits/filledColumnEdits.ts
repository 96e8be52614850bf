/**
 * Optional columns filled in where the shipped catalogue left them empty: each on a product, a
 * table or a line that had nothing in it (not one this season added).
 */
import path from 'node:path'
import { gmnCheckPair } from '../../src/catalogue/gmnCheckPair.ts'
import { sheetColumnsOf, tableColumns } from '../../src/catalogue/tableColumns.ts'
import { readCsv, repoRoot } from '../../scripts/harness/catalogueCopy.ts'
import { type CatalogueEdit, editSiteCsv, siteRecords } from './catalogueEdit.ts'
import { fillTableCell, optionalLineColumns, optionalProductColumns, optionalTableColumns, productValues } from './optionalColumns.ts'
import { codeRows, col, filled, has, saveTable, tableName, tables } from './sheetTables.ts'

function productColumnsFilled(root: string): string {
  const shipped = new Set(siteRecords(repoRoot, 'products').map((r) => `${r.line}/${r.slug_en}`))
  return editSiteCsv(root, 'products', (csv, c) => {
    const known = csv.rows.find((r) => r[c('basic_udi_di')] !== '')?.[c('basic_udi_di')]
    const done: string[] = []
    for (const names of optionalProductColumns) {
      const row = csv.rows.find((r) => shipped.has(`${r[c('line')]}/${r[c('slug_en')]}`) && names.every((n) => r[c(n)] === ''))
      if (!row) continue
      for (const name of names) {
        if (name === 'basic_udi_di') {
          // The company prefix and model of a Basic UDI-DI the catalogue has, another model, its own check pair.
          const body = `${(known ?? '952000000XX').slice(0, -2)}X`
          row[c(name)] = `${body}${gmnCheckPair(body)}`
        } else if (name === 'standards') {
          // A standard standards.csv lists.
          row[c(name)] = readCsv(path.join(root, 'catalogue/site/standards.csv')).rows[0]![0]!
        } else row[c(name)] = productValues[name]!
      }
      done.push(`${names.join(', ')} on ${row[c('line')]}/${row[c('slug_en')]}`)
    }
    return done.join('; ')
  })
}

function tableColumnsFilled(root: string): string {
  const shipped = new Set(tables(repoRoot).map(tableName))
  const done: string[] = []
  for (const column of optionalTableColumns.filter((x) => tableColumns[x].type !== 'sizePart')) {
    const names = sheetColumnsOf(column)
    const t = tables(root).find(
      (x) =>
        has(x, 'code', 'pieces') &&
        shipped.has(tableName(x)) &&
        codeRows(x).length > 0 &&
        codeRows(x).every((r) => names.every((n) => !has(x, n) || !filled(r[col(x, n)]))),
    )
    if (!t) continue
    for (const name of names) if (!has(t, name)) t.rows[0] = [...t.rows[0]!, name]
    for (const row of codeRows(t))
      for (const [name, value] of Object.entries(fillTableCell(column, row, t, root))) {
        if (!has(t, name)) t.rows[0] = [...t.rows[0]!, name]
        row[col(t, name)] = value
      }
    saveTable(t)
    done.push(`${names.join(', ')} in ${tableName(t)}`)
  }
  return done.join('; ')
}

function lineNoteFilled(root: string): string {
  return editSiteCsv(root, 'lines', (csv, c) => {
    const done: string[] = []
    for (const names of optionalLineColumns) {
      const row = csv.rows.find((r) => names.every((n) => r[c(n)] === ''))
      if (!row) continue
      for (const name of names) row[c(name)] = name.endsWith('_it') ? 'Nota di prova della linea.' : 'A trial note of the line.'
      done.push(`${names.join(', ')} on ${row[c('id')]}`)
    }
    return done.join('; ')
  })
}

export const filledColumnEdits: CatalogueEdit[] = [
  ['each optional column of products.csv filled on a product that had it empty', productColumnsFilled],
  ['each optional table column filled on a table that had it empty', tableColumnsFilled],
  ['a line note on a line that had none', lineNoteFilled],
]
