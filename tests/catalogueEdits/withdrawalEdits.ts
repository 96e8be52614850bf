/**
 * What a catalogue withdraws, as catalogue/README.md says to (the day in a "withdrawn" cell, the row
 * kept), and a new IFU revision written above the one before it. The withdrawal tests
 * (tests/browser/edited/withdrawn.test.ts) need a withdrawn product with labels and instructions for use, and
 * a withdrawn code: these make them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from '../../scripts/harness/catalogueCopy.ts'
import { type CatalogueEdit, editSiteCsv, siteRecords } from './catalogueEdit.ts'
import { codeRows, col, filled, has, saveTable, tableName, tables, workbookOf } from './sheetTables.ts'

const TODAY = new Date().toISOString().slice(0, 10)

/**
 * The last product of the shipped catalogue (`shipped`, not one this season added) with GTINs on
 * its labels and an IFU, withdrawn today: its line keeps others, and the withdrawal's tests have its
 * labels and its instructions to follow.
 */
export function withdrawAProduct(root: string, shipped = repoRoot): string {
  const covered = new Set(siteRecords(shipped, 'ifu').flatMap((r) => r.products!.split(',').map((x) => x.trim())))
  const sheets = tables(shipped)
  const labelled = (r: Record<string, string>) =>
    sheets.some((t) => t.file === workbookOf(shipped, r.line!) && t.sheet === r.table && has(t, 'gtin') && codeRows(t).some((c) => filled(c[col(t, 'gtin')])))
  const target = siteRecords(shipped, 'products').findLast(
    (r) => r.table !== '' && !r.withdrawn && labelled(r) && (covered.has(r.line!) || covered.has(`${r.line}/${r.slug_en}`)),
  )
  if (!target) throw new Error('no product with GTINs and instructions for use to withdraw')
  return editSiteCsv(root, 'products', (csv, c) => {
    const row = csv.rows.find((r) => r[c('line')] === target.line && r[c('slug_en')] === target.slug_en)!
    row[c('withdrawn')] = TODAY
    return `products.csv: "${row[c('name_en')]}" withdrawn on ${TODAY}`
  })
}

/** One code of a table of several codes withdrawn today: a "withdrawn" column in its sheet, the day on its row. */
export function withdrawACode(root: string): string {
  const open = (t: ReturnType<typeof tables>[number]) => codeRows(t).filter((r) => !has(t, 'withdrawn') || !filled(r[col(t, 'withdrawn')]))
  const candidates = tables(root).filter((x) => has(x, 'code', 'pieces') && open(x).length > 2)
  const t = candidates[2] ?? candidates.at(-1)
  if (!t) throw new Error('no table with three codes on sale to withdraw one of')
  if (!has(t, 'withdrawn')) t.rows[0]!.push('withdrawn')
  const row = open(t)[1]!
  row[col(t, 'withdrawn')] = TODAY
  saveTable(t)
  return `${tableName(t)}: ${String(row[col(t, 'code')])} withdrawn on ${TODAY}`
}

/** A new revision of a document in force, written above the revision before it (newest first, as the shipped rows are), with a PDF of its own. */
export function addIfuRevisionNewestFirst(root: string): string {
  return editSiteCsv(root, 'ifu', (csv, c) => {
    const i = csv.rows.findIndex((r) => r[c('current')] === 'yes')
    const old = csv.rows[i]!
    const added = [...old]
    old[c('current')] = ''
    added[c('revision')] = String(Number(old[c('revision')]) + 1 || 2).padStart(2, '0')
    added[c('issued')] = TODAY
    added[c('pdf')] = old[c('pdf')]!.replace(/(-rev\w+)?\.pdf$/, `-rev${added[c('revision')]}.pdf`)
    fs.copyFileSync(path.join(root, 'public', old[c('pdf')]!), path.join(root, 'public', added[c('pdf')]!))
    csv.rows.splice(i, 0, added)
    return `ifu.csv: ${added[c('document')]} rev. ${added[c('revision')]} (${added[c('language')]}) above rev. ${old[c('revision')]}, ${added[c('pdf')]}`
  })
}

export const withdrawalEdits: CatalogueEdit[] = [
  ['a product withdrawn', withdrawAProduct],
  ['a code withdrawn', withdrawACode],
  ['a new IFU revision added newest first', addIfuRevisionNewestFirst],
]
