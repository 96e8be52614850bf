/**
 * From validated sheets to the site's data: categories, lines, products with their tables, texts,
 * documents for tenders, sterilisation cycles and sealing, distributors, IFUs, product change notices, company facts, legal texts, routes. Each entity is checked as it is built: its rows are
 * unique, the rows it names exist, its files are what they claim (checkFiles.ts).
 */
import type { CatalogueData, SiteData } from '../../../src/catalogue/generatedData.ts'
import type { Route } from '../../../src/catalogue/route.ts'
import { routesOf } from '../../../src/catalogue/routesOf.ts'
import { assembleCategories, orderCategoryLines } from './assembleCategories.ts'
import { assembleCompany } from './assembleCompany.ts'
import { assembleEudamed } from './assembleEudamed.ts'
import { assembleContent } from './assembleContent.ts'
import { assembleCycles } from './assembleCycles.ts'
import { assembleDistributors } from './assembleDistributors.ts'
import { assembleDocuments } from './assembleDocuments.ts'
import { assembleIfu } from './assembleIfu.ts'
import { assembleGuide } from './assembleGuide.ts'
import { assembleLegal } from './assembleLegal.ts'
import { assembleLines } from './assembleLines.ts'
import { assembleNotices } from './assembleNotices.ts'
import { assembleProducts } from './assembleProducts.ts'
import { assembleSealing } from './assembleSealing.ts'
import type { CheckedFiles } from '../read/checkFiles.ts'
import type { CodeLocation } from '../read/readProductTable.ts'
import type { Step } from '../report/problems.ts'
import type { Sources } from '../read/readSources.ts'
import { refusals } from '../validate/refusals.ts'
import { catalogueDay } from '../catalogueDay.ts'
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
export function assembleCatalogue(sources: Sources, rows: SiteRows, files: CheckedFiles, today = catalogueDay()): Step<BuiltCatalogue> {
  const at = siteAt(sources)
  /** Ids of every line row, valid or not: what names a line whose row has an error is not reported again. */
  const refused = refusals(sources, rows)
  const rawLineIds = refused.written('lines', 'id')
  const categories = assembleCategories(rows.categories, at, files, refused)
  const lines = assembleLines(rows.lines, at, files)
  const refusedLine = (id: string) => refused.sheetRefused('lines') || (rawLineIds.has(id) && !lines.value.some((l) => l.id === id))
  const lineOrder = orderCategoryLines(rows.categories, categories.value, lines.value, at, refusedLine)
  const built = assembleProducts({ sources, rows, lines: lines.value, categories: categories.value, rawLineIds, at, files, today })
  const { products, codes, tables } = built.value
  const lineById = new Map(lines.value.map((l) => [l.id, l]))
  // A line lists the products still sold; a withdrawn one keeps its page, which no list names.
  for (const product of products) if (product.withdrawn === undefined) lineById.get(product.line)!.products.push(product.id)
  const content = assembleContent(rows, at, files, today, refused)
  const documents = assembleDocuments({ rows: rows.documents, lines: lines.value, products, codes, refused, at, files, today })
  const cycles = assembleCycles({ cycleRows: rows.cycles, validationRows: rows.validations, products, documents: documents.value, refused, at, files })
  const sealing = assembleSealing({ rows: rows.sealing, lines: lines.value, products, refused, at })
  for (const product of products) {
    const validated = cycles.value.validated.get(product.id)
    if (validated) product.cycles = validated
    const sealed = sealing.value.get(product.id)
    if (sealed) product.sealing = sealed
  }
  const ifu = assembleIfu({
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
  const notices = assembleNotices({ rows: rows.notices, safetyRows: rows.safety, files, lines: lines.value, products, codes, ifuDocuments: ifu.value.ifuDocuments, refused, at, today })
  const company = assembleCompany(rows.company, (row, column) => at('company', row, column), today)
  const whereToBuy = assembleDistributors({ rows: rows.distributors, companyRows: rows.company, company: company.value, lines: lines.value, refused, at })
  const legal = assembleLegal(sources.markdown, rows.company)
  const guide = assembleGuide(sources.markdown, rows.company, company.value.packing)
  const eudamed = assembleEudamed(rows.eudamed, products)
  const { texts, news, about, certifications } = content.value
  const { ifu: ifuCards, ifuDocuments } = ifu.value
  return {
    value: {
      site: { company: company.value, categories: categories.value },
      catalogue: { texts, lines: lines.value, products, news, about, certifications, documents: documents.value, cycles: cycles.value.cycles, ifu: ifuCards, ifuDocuments, legal: legal.value, guide: guide.value, notices: notices.value, day: today, eudamed, synonyms: rows.synonyms.map(({ value }) => ({ it: value.terms_it, en: value.terms_en })), whereToBuy: whereToBuy.value },
      routes: routesOf(categories.value, products, ifuDocuments),
      codes,
      tables,
    },
    problems: [...categories.problems, ...lines.problems, ...lineOrder, ...built.problems, ...content.problems, ...documents.problems, ...cycles.problems, ...sealing.problems, ...ifu.problems, ...notices.problems, ...company.problems, ...whereToBuy.problems, ...legal.problems, ...guide.problems],
  }
}
