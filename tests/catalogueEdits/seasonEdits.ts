/**
 * The edits a product manager makes every season, each found by the shape of what it changes, never
 * by a name or a count: a new size, a new pack quantity, a roll deleted, a product renamed, new
 * products (in a line, in a family sharing its model, above the first), a code inserted above the
 * first, and the first product moved below the others.
 */
import fs from 'node:fs'
import path from 'node:path'
import { type CatalogueEdit, editSiteCsv, siteRecords } from './catalogueEdit.ts'
import { codeRows, col, filled, has, saveTable, type Table, tableName, tables, workbookOf } from './sheetTables.ts'
import { unusedGtin } from './unusedGtin.ts'

const isFlatPouchTable = (t: Table) => has(t, 'code', 'width_mm', 'length_mm', 'pieces') && !has(t, 'gusset_mm') && codeRows(t).length > 0
const isRollTable = (t: Table) => has(t, 'code', 'width_mm', 'length_m', 'pieces') && codeRows(t).length > 1
/** The first table of a shape, preferring one whose sheet is named for it ("flat-pouches", "flat-rolls"). */
const pick = (all: Table[], shape: (t: Table) => boolean, name: RegExp) => all.find((t) => shape(t) && name.test(t.sheet)) ?? all.find(shape)!

/** A copy of a code row as a new code: its own code, and its own GTIN at each level that had one. */
function newCode(root: string, t: Table, row: unknown[], code: string): unknown[] {
  const copy = [...row]
  copy[col(t, 'code')] = code
  for (const name of ['gtin', 'box_gtin', 'carton_gtin']) if (has(t, name) && filled(row[col(t, name)])) copy[col(t, name)] = unusedGtin(root)
  if (has(t, 'withdrawn')) copy[col(t, 'withdrawn')] = undefined
  return copy
}

/** A size no code of the table has: the longest length, plus a step. */
const unusedLength = (t: Table, lengthColumn: string, step: number) => Math.max(...codeRows(t).map((r) => Number(r[col(t, lengthColumn)]) || 0)) + step

function newSizeAtTheEnd(root: string): string {
  const t = pick(tables(root), isFlatPouchTable, /flat.*pouch/)
  const last = codeRows(t).at(-1)!
  const row = newCode(root, t, last, `${String(last[col(t, 'code')])}-N`)
  row[col(t, 'width_mm')] = Number(last[col(t, 'width_mm')]) + 5
  row[col(t, 'length_mm')] = Number(last[col(t, 'length_mm')]) + 5
  t.rows.push(row)
  saveTable(t)
  return `${tableName(t)}: ${String(row[col(t, 'code')])}, ${String(row[col(t, 'width_mm')])} × ${String(row[col(t, 'length_mm')])} mm`
}

/** On a code packed in packs only: a pack quantity is all it has to agree with. */
function newPackQuantity(root: string): string {
  const packsOnly = (t: Table, r: unknown[]) => ['box_pieces', 'carton_pieces'].every((n) => !has(t, n) || !filled(r[col(t, n)]))
  const t = tables(root).filter((x) => has(x, 'code', 'pieces') && codeRows(x).some((r) => packsOnly(x, r)))[1]!
  const row = codeRows(t).find((r) => packsOnly(t, r))!
  row[col(t, 'pieces')] = Number(row[col(t, 'pieces')]) + 100
  saveTable(t)
  return `${tableName(t)}: ${String(row[col(t, 'code')])} in packs of ${String(row[col(t, 'pieces')])}`
}

function lastRollDeleted(root: string): string {
  const t = pick(tables(root), isRollTable, /flat.*roll/)
  const last = codeRows(t).at(-1)!
  t.rows.splice(t.rows.indexOf(last), 1)
  saveTable(t)
  return `${tableName(t)}: ${String(last[col(t, 'code')])} removed`
}

function productRenamed(root: string): string {
  return editSiteCsv(root, 'products', (csv, c) => {
    const row = csv.rows[0]!
    row[c('name_it')] += ' Plus'
    row[c('name_en')] += ' Plus'
    return `products.csv: "${row[c('name_en')]}"`
  })
}

/** A product of products.csv whose table is a sheet of its line's workbook, and that sheet. */
function withSheet(root: string, row: string[], c: (name: string) => number): Table | undefined {
  return tables(root).find((t) => t.file === workbookOf(root, row[c('line')]!) && t.sheet === row[c('table')])
}

function newProductInALine(root: string): string {
  return editSiteCsv(root, 'products', (csv, c) => {
    const model = csv.rows.find((r) => withSheet(root, r, c))!
    const line = model[c('line')]!
    const row = csv.header.map(() => '')
    const values: Record<string, string> = {
      line,
      slug_it: 'nuovo-prodotto',
      slug_en: 'new-product',
      name_it: 'Nuovo prodotto',
      name_en: 'New product',
      description_it: 'Un prodotto nuovo della linea.',
      description_en: 'A new product of the line.',
      image: model[c('image')]!,
      table: 'new-product',
    }
    for (const [name, value] of Object.entries(values)) row[c(name)] = value
    csv.rows.push(row)
    const rows = [
      ['code', 'width_mm', 'length_mm', 'pieces'],
      ['NEW-0001', 100, 150, 500],
      ['NEW-0002', 120, 200, 500],
    ]
    saveTable({ file: workbookOf(root, line), sheet: 'new-product', rows })
    return `products.csv and ${line}.xlsx › new-product: "New product" with 2 codes`
  })
}

/**
 * A product copied from another of its family, as a product manager copies a row: every value
 * kept, its Basic UDI-DI too (one model, two products), under its own name and address, with a
 * sheet of its own whose codes are new. The row is written below the one it was copied from.
 */
function productSharingItsModel(root: string): string {
  return editSiteCsv(root, 'products', (csv, c) => {
    const labelled = (r: string[]) => {
      const t = withSheet(root, r, c)
      return t !== undefined && has(t, 'gtin') && codeRows(t).every((x) => filled(x[col(t, 'gtin')]))
    }
    const model =
      csv.rows.find((r) => r[c('basic_udi_di')] !== '' && labelled(r)) ?? csv.rows.find((r) => r[c('basic_udi_di')] !== '' && withSheet(root, r, c))!
    const from = withSheet(root, model, c)!
    const row = [...model]
    for (const name of ['slug_it', 'slug_en', 'table']) row[c(name)] = `${model[c(name)]}-extra`
    row[c('name_it')] = `${model[c('name_it')]} Extra`
    row[c('name_en')] = `${model[c('name_en')]} Extra`
    if (csv.header.includes('withdrawn')) row[c('withdrawn')] = ''
    csv.rows.splice(csv.rows.indexOf(model) + 1, 0, row)
    const rows = [from.rows[0]!, ...codeRows(from).map((r, i) => newCode(root, from, r, `${String(r[col(from, 'code')]).slice(0, 34)}-X${i + 1}`))]
    saveTable({ file: from.file, sheet: row[c('table')]!, rows })
    return `products.csv and ${path.basename(from.file)} › ${row[c('table')]}: "${row[c('name_en')]}", model ${row[c('basic_udi_di')]} as "${model[c('name_en')]}", ${rows.length - 1} codes`
  })
}

/**
 * A new product written above the first, in another line than the first's, with its sheet first in
 * its workbook: a product without regulatory values, whose first code has no GTIN yet, whose
 * codes come in different pack quantities and levels, and whose instructions for use are its own.
 */
function newFirstProduct(root: string): string {
  return editSiteCsv(root, 'products', (csv, c) => {
    const first = csv.rows[0]!
    const model = csv.rows.findLast((r) => r[c('line')] !== first[c('line')] && fs.existsSync(workbookOf(root, r[c('line')]!)))!
    const line = model[c('line')]!
    const row = csv.header.map(() => '')
    const values: Record<string, string> = {
      line,
      slug_it: 'primo-prodotto',
      slug_en: 'first-product',
      name_it: 'Primo prodotto',
      name_en: 'First product',
      description_it: 'Un prodotto nuovo, scritto sopra tutti gli altri.',
      description_en: 'A new product, written above all the others.',
      image: model[c('image')]!,
      table: 'first-product',
    }
    for (const [name, value] of Object.entries(values)) row[c(name)] = value
    csv.rows.unshift(row)
    // Codes that differ in what a code may leave out: a GTIN, a box, a carton with its GTIN; and in their pack quantities.
    const rows = [
      ['code', 'gtin', 'width_mm', 'length_mm', 'pieces', 'box_pieces', 'carton_pieces', 'carton_gtin'],
      ['FIRST-0001', undefined, 80, 120, 250],
      ['FIRST-0002', unusedGtin(root), 80, 160, 200, 1000, 4000, unusedGtin(root)],
      ['FIRST-0003', unusedGtin(root), 90, 160, 300],
    ]
    saveTable({ file: workbookOf(root, line), sheet: 'first-product', rows }, { first: true })
    const ifu = ownInstructions(root, `${line}/first-product`)
    return `products.csv, first row, and ${line}.xlsx › first-product, its first sheet: "First product" with 3 codes, FIRST-0001 without GTIN, FIRST-0002 in boxes and cartons; ${ifu}`
  })
}

/** Instructions for use of a product's own in ifu.csv, a copy of the first revision in force with a PDF of its own. */
function ownInstructions(root: string, product: string): string {
  return editSiteCsv(root, 'ifu', (csv, c) => {
    const row = [...csv.rows.find((r) => r[c('current')] === 'yes')!]
    const pdf = row[c('pdf')]!.replace(/[^/]+$/, 'first-product.pdf')
    fs.copyFileSync(path.join(root, 'public', row[c('pdf')]!), path.join(root, 'public', pdf))
    Object.assign(row, {
      [c('page')]: 'first-product-ifu',
      [c('document')]: 'IFU-FIRST',
      [c('product')]: 'First product',
      [c('products')]: product,
      [c('pdf')]: pdf,
    })
    csv.rows.push(row)
    return `ifu.csv: IFU-FIRST for it alone, ${pdf}`
  })
}

/** The product that was first, moved below every other: the first table is no longer the one it was. */
function firstProductMovedToTheEnd(root: string): string {
  return editSiteCsv(root, 'products', (csv, c) => {
    const [row] = csv.rows.splice(0, 1) as [string[]]
    csv.rows.push(row)
    return `products.csv: "${row[c('name_en')]}" from the top to the last row`
  })
}

/** A code inserted above the first code of the first product's table: the first code changes too. */
function codeBeforeTheFirst(root: string): string {
  const t = siteRecords(root, 'products')
    .map((r) => tables(root).find((x) => x.file === workbookOf(root, r.line!) && x.sheet === r.table))
    .find((x) => x !== undefined && has(x, 'code', 'length_mm', 'pieces') && codeRows(x).length > 0)!
  const first = codeRows(t)[0]!
  const row = newCode(root, t, first, `${String(first[col(t, 'code')]).slice(0, 36)}-PRE`)
  row[col(t, 'length_mm')] = unusedLength(t, 'length_mm', 3)
  t.rows.splice(t.rows.indexOf(first), 0, row)
  saveTable(t)
  return `${tableName(t)}: ${String(row[col(t, 'code')])} above ${String(first[col(t, 'code')])}`
}

export const seasonEdits: CatalogueEdit[] = [
  ['a new flat-pouch size at the end of its sheet', newSizeAtTheEnd],
  ['a new pack quantity on an existing code', newPackQuantity],
  ['the last flat roll deleted', lastRollDeleted],
  ['a product renamed', productRenamed],
  ['a new product in an existing line, with a sheet of its own', newProductInALine],
  ['a product added to its family, sharing its model (Basic UDI-DI)', productSharingItsModel],
  ['a new code inserted above the first code of the first product', codeBeforeTheFirst],
  ['the first product moved below all the others', firstProductMovedToTheEnd],
  ['a new product written above the first, its sheet first in its workbook', newFirstProduct],
]
