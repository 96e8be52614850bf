/**
 * What no single entity can check: every picture under public/images is sound, named or not;
 * every sheet is part of the catalogue; no two products share a web address; no two codes share
 * a GTIN; a product's Basic UDI-DI and its GTINs share their GS1 company prefix.
 */
import { langs } from '../../../src/catalogue/langs.ts'
import type { BuiltCatalogue } from '../assemble/assembleCatalogue.ts'
import { type CheckedFiles, listPictures } from '../read/checkFiles.ts'
import { type Problem, problem, type Step } from '../report/problems.ts'
import { type CodeLocation, seenAt } from '../read/readProductTable.ts'
import { fileRefused, type Sources } from '../read/readSources.ts'
import { uniqueRows } from './uniqueRows.ts'
import { type SiteRows, siteAt, siteSheets } from './validateSheets.ts'

export function crossCheck(sources: Sources, rows: SiteRows, built: BuiltCatalogue, files: CheckedFiles): Step<BuiltCatalogue> {
  return { value: built, problems: [...unnamedPictures(files), ...unusedSheets(sources, built.tables), ...uniqueAddresses(sources, rows, built), ...uniqueGtins(built.codes), ...basicUdiDiPrefixes(sources, rows, built)] }
}

/** A GTIN names one trade item at one packaging level: a second code or level with it is reported at its GTIN cell, naming the first. */
function uniqueGtins(codes: CodeLocation[]): Problem[] {
  const first = new Map<string, CodeLocation>()
  const problems: Problem[] = []
  for (const c of codes) {
    for (const gtin of c.gtins) {
      const seen = first.get(gtin.value)
      if (!seen) first.set(gtin.value, c)
      else problems.push(problem('duplicate-gtin', { file: c.file, sheet: c.sheet, row: c.row, column: gtin.column }, { value: gtin.typed, code: seen.code, firstAt: seenAt(seen, c) }))
    }
  }
  return problems
}

/**
 * Digits a Basic UDI-DI and a GTIN of its product must share at least: the shortest GS1 company
 * prefix GS1 offices issue for GTIN-13s is 7 digits (a U.P.C. company prefix of 6, with its
 * leading 0); one digit less leaves room for none shorter to be refused.
 */
const MIN_COMPANY_PREFIX = 6

/** GS1 issues a Basic UDI-DI (a Global Model Number) with the company prefix of the manufacturer, as its GTINs carry it. */
function basicUdiDiPrefixes(sources: Sources, rows: SiteRows, built: BuiltCatalogue): Problem[] {
  const at = siteAt(sources)
  const codeAt = new Map(built.codes.map((c) => [c.code, c]))
  const rowById = new Map(rows.products.map((r) => [`${r.value.line}/${r.value.slug_en}`, r.row]))
  return built.catalogue.products.flatMap((product) => {
    const basicUdiDi = product.regulatory?.basicUdiDi
    if (!basicUdiDi) return []
    const digits = /^\d*/.exec(basicUdiDi)![0]
    for (const row of product.table?.rows ?? []) {
      if (row.kind !== 'item') continue
      const { item } = row
      for (const gtin of [item.gtin, item.boxGtin, item.cartonGtin]) {
        if (gtin === undefined || gtin.startsWith('000000')) continue
        // The GTIN-13 inside the GTIN-14, after its indicator digit.
        const shared = [...gtin.slice(1)].findIndex((d, i) => d !== digits[i])
        if (shared >= 0 && shared < MIN_COMPANY_PREFIX) {
          const place = codeAt.get(item.code)
          return [problem('basic-udi-di-prefix', at('products', rowById.get(product.id) ?? 0, 'basic_udi_di'), { value: basicUdiDi, gtin, code: item.code, at: place ? seenAt(place, { file: '' }) : item.code })]
        }
      }
    }
    return []
  })
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
