/**
 * From validated sheets to the site's data: categories, lines, products with their tables, texts,
 * IFUs, company facts, legal texts, routes. Each entity is checked as it is built: its rows are
 * unique, the rows it names exist, its files are what they claim (checkFiles.ts).
 */
import type { CatalogueData, SiteData } from '../../../src/catalogue/generatedData.ts'
import type { Route } from '../../../src/catalogue/route.ts'
import { buildRoutes } from '../../../src/catalogue/buildRoutes.ts'
import { buildCategories, orderCategoryLines } from './buildCategories.ts'
import { buildCompany } from './buildCompany.ts'
import { buildEudamed } from './buildEudamed.ts'
import { buildContent } from './buildContent.ts'
import { buildIfu } from './buildIfu.ts'
import { buildLegal } from './buildLegal.ts'
import { buildLines } from './buildLines.ts'
import { buildProducts } from './buildProducts.ts'
import type { CheckedFiles } from '../read/checkFiles.ts'
import type { CodeLocation } from '../read/readProductTable.ts'
import type { Step } from '../report/problems.ts'
import type { Sources } from '../read/readSources.ts'
import { refusals } from '../validate/refusals.ts'
import { type SiteRows, siteAt } from '../validate/validateSheets.ts'

export interface BuiltCatalogue {
  site: SiteData
  catalogue: CatalogueData
  routes: Route[]
  /** Every code of every table read, where it is, with its GTIN. */
  codes: CodeLocation[]
  /** Keys of the product tables some product row names. */
  tables: Set<string>
}

/** `today`, year-month-day (UTC), decides what is in the future or expired: tests give their own. */
export function buildCatalogue(sources: Sources, rows: SiteRows, files: CheckedFiles, today = new Date().toISOString().slice(0, 10)): Step<BuiltCatalogue> {
  const at = siteAt(sources)
  /** Ids of every line row, valid or not: what names a line whose row has an error is not reported again. */
  const refused = refusals(sources, rows)
  const rawLineIds = refused.written('lines', 'id')
  const categories = buildCategories(rows.categories, at, files, refused)
  const lines = buildLines(rows.lines, at, files)
  const refusedLine = (id: string) => refused.sheetRefused('lines') || (rawLineIds.has(id) && !lines.value.some((l) => l.id === id))
  const lineOrder = orderCategoryLines(rows.categories, categories.value, lines.value, at, refusedLine)
  const built = buildProducts({ sources, rows, lines: lines.value, categories: categories.value, rawLineIds, at, files, today })
  const { products, codes, tables } = built.value
  const lineById = new Map(lines.value.map((l) => [l.id, l]))
  // A line lists the products still sold; a withdrawn one keeps its page, which no list names.
  for (const product of products) if (product.withdrawn === undefined) lineById.get(product.line)!.products.push(product.id)
  const content = buildContent(rows, at, files, today, refused)
  const ifu = buildIfu({
    root: files.root,
    rows: rows.ifu,
    lineRows: rows.lines,
    lines: lines.value,
    products,
    refused,
    today,
    ifuAt: (row, column) => at('ifu', row, column),
    lineAt: (row, column) => at('lines', row, column),
  })
  const company = buildCompany(rows.company, (row, column) => at('company', row, column), today)
  const legal = buildLegal(sources.markdown, rows.company)
  const eudamed = buildEudamed(rows.eudamed, products)
  const { texts, news, about, certifications } = content.value
  const { ifu: ifuCards, ifuDocuments } = ifu.value
  return {
    value: {
      site: { company: company.value, categories: categories.value },
      catalogue: { texts, lines: lines.value, products, news, about, certifications, ifu: ifuCards, ifuDocuments, legal: legal.value, eudamed, synonyms: rows.synonyms.map(({ value }) => ({ it: value.terms_it, en: value.terms_en })) },
      routes: buildRoutes(categories.value, products, ifuDocuments),
      codes,
      tables,
    },
    problems: [...categories.problems, ...lines.problems, ...lineOrder, ...built.problems, ...content.problems, ...ifu.problems, ...company.problems, ...legal.problems],
  }
}
