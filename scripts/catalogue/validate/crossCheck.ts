/**
 * What no single entity can check: every picture under public/images is sound, named or not;
 * every sheet is part of the catalogue; no two products share a web address; no two codes share
 * a GTIN.
 */
import { langs } from '../../../src/catalogue/schema.ts'
import type { BuiltCatalogue } from '../build/buildCatalogue.ts'
import { type CheckedFiles, listPictures } from '../read/checkFiles.ts'
import { type Problem, problem, type Step } from '../report/problems.ts'
import { type CodeLocation, seenAt } from '../read/readProductTable.ts'
import { fileRefused, type Sources } from '../read/readSources.ts'
import { uniqueRows } from './uniqueRows.ts'
import { type SiteRows, siteAt, siteSheets } from './validateSheets.ts'

export function crossCheck(sources: Sources, rows: SiteRows, built: BuiltCatalogue, files: CheckedFiles): Step<BuiltCatalogue> {
  return { value: built, problems: [...unnamedPictures(files), ...unusedSheets(sources, built.tables), ...uniqueAddresses(sources, rows, built), ...uniqueGtins(built.codes)] }
}

/** A GTIN names one trade item: a second code with it is reported at its GTIN cell, naming the first. */
function uniqueGtins(codes: CodeLocation[]): Problem[] {
  const first = new Map<string, CodeLocation>()
  const problems: Problem[] = []
  for (const c of codes) {
    if (!c.gtin) continue
    const seen = first.get(c.gtin.value)
    if (!seen) first.set(c.gtin.value, c)
    else problems.push(problem('duplicate-gtin', { file: c.file, sheet: c.sheet, row: c.row, column: c.gtin.column }, { value: c.gtin.typed, code: seen.code, firstAt: seenAt(seen, c) }))
  }
  return problems
}

/** The build encodes every picture under public/images, named here or not (the hero, a spare). */
function unnamedPictures(files: CheckedFiles): Problem[] {
  return listPictures(files.root)
    .filter((picture) => !files.has('picture', picture))
    .flatMap((picture) => files.check('picture', picture, { file: `public${picture}` }))
}

function unusedSheets(sources: Sources, tables: Set<string>): Problem[] {
  const siteKeys = new Set(siteSheets.map((name) => `site/${name}`))
  return [...sources.sheets.values()]
    // When the products sheet was refused, no one knows which tables it names.
    .filter((s) => !siteKeys.has(s.key) && !tables.has(s.key) && !(s.key.startsWith('tables/') && fileRefused(sources, 'site/products')))
    .map((s) => problem('unused-table', { file: s.file, sheet: s.sheet }, { siteTables: s.key.startsWith('site/') ? siteSheets : undefined }))
}

/** Each product's address in each language, reported at the row of its slug in that language. */
function uniqueAddresses(sources: Sources, rows: SiteRows, built: BuiltCatalogue): Problem[] {
  const at = siteAt(sources)
  const rowById = new Map<string, number>()
  for (const r of rows.products) if (!rowById.has(`${r.value.line}/${r.value.slug_en}`)) rowById.set(`${r.value.line}/${r.value.slug_en}`, r.row)
  const products = built.catalogue.products.map((p) => ({ row: rowById.get(p.id) ?? 0, value: p }))
  return langs.flatMap((lang) => uniqueRows(products, (p) => p.path[lang], (r) => at('products', r.row, `slug_${lang}`), `web address (${lang})`))
}
