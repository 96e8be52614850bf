/**
 * The site sheets (catalogue/site/*.csv, or the sheets of catalogue/site.xlsx), each checked
 * against its row schema. Tables of product codes are read with their products (assembleProducts).
 */
import type { z } from 'zod'
import { AboutRow, CategoryRow, CertificationRow, CycleRow, DocumentRow, EudamedRow, IfuRow, LineRow, NewsRow, NoticeRow, ProductRow, SafetyRow, SealingRow, StandardRow, SynonymRow, TextRow, ValidationRow } from '../../../src/catalogue/sheetRows.ts'
import { CompanyRow } from '../../../src/catalogue/companyFields.ts'
import { DistributorRow } from '../../../src/catalogue/distributorRow.ts'
import { type Place, type Problem, problem, type Step } from '../report/problems.ts'
import { fileRefused, type Sources } from '../read/readSources.ts'
import { type UniqueKey, type Validated, validateRows } from './validateRows.ts'

/** Row schema of each site sheet, in the order they are checked and reported. */
const rowSchemas = {
  categories: CategoryRow,
  lines: LineRow,
  products: ProductRow,
  news: NewsRow,
  texts: TextRow,
  about: AboutRow,
  certifications: CertificationRow,
  documents: DocumentRow,
  ifu: IfuRow,
  company: CompanyRow,
  standards: StandardRow,
  eudamed: EudamedRow,
  synonyms: SynonymRow,
  cycles: CycleRow,
  validations: ValidationRow,
  sealing: SealingRow,
  notices: NoticeRow,
  safety: SafetyRow,
  distributors: DistributorRow,
}

/** Sheets a catalogue may leave out: without them the site does without what they add. */
const optionalSheets: ReadonlySet<string> = new Set(['synonyms', 'documents', 'cycles', 'validations', 'sealing', 'notices', 'safety', 'distributors'])

/** The sheets whose rows each name one thing, and the columns that name it. */
const uniqueKeys: Partial<Record<keyof typeof rowSchemas, UniqueKey>> = {
  categories: { columns: ['id'], what: 'category' },
  lines: { columns: ['id'], what: 'line' },
  products: { columns: ['line', 'slug_en'], what: 'product (line and English slug)' },
  news: { columns: ['id'], what: 'news item' },
  texts: { columns: ['key'], what: 'text key' },
  certifications: { columns: ['id'], what: 'certification' },
  documents: { columns: ['id'], what: 'document' },
  standards: { columns: ['id'], what: 'standard' },
  eudamed: { columns: ['basic_udi_di'], what: 'Basic UDI-DI' },
  cycles: { columns: ['id'], what: 'cycle' },
  notices: { columns: ['id'], what: 'notice' },
  safety: { columns: ['id'], what: 'safety notice' },
  distributors: { columns: ['id'], what: 'distributor' },
}

export type SiteSheet = keyof typeof rowSchemas
export const siteSheets = Object.keys(rowSchemas) as SiteSheet[]

/** The schema of one column of a site sheet, or undefined when the sheet or the column is unknown. */
export function siteColumnSchema(name: string, column: string): z.ZodType | undefined {
  const schema = (rowSchemas as Record<string, z.ZodObject<z.ZodRawShape>>)[name]
  return schema?.shape[column] as z.ZodType | undefined
}

/** The valid rows of each site sheet; a sheet that is missing or unreadable has none. */
export type SiteRows = { [K in SiteSheet]: Validated<z.output<(typeof rowSchemas)[K]>>[] }

/** Where a row, and a column as its header is written, of a site sheet is. */
export type SiteAt = (name: SiteSheet, row: number, column?: string) => Place

export function validateSheets(sources: Sources): Step<SiteRows> {
  const problems: Problem[] = []
  const validate = <K extends SiteSheet>(name: K): SiteRows[K] => {
    const sheet = sources.sheets.get(`site/${name}`)
    if (!sheet) {
      // A file refused whole is reported as such; its table is not missing too.
      if (!optionalSheets.has(name) && !fileRefused(sources, `site/${name}`)) problems.push(problem('missing-table', { file: 'catalogue/' }, { table: name }))
      return []
    }
    const rows = validateRows(sheet, rowSchemas[name] as z.ZodObject<z.ZodRawShape>, uniqueKeys[name])
    problems.push(...rows.problems)
    return rows.value as SiteRows[K]
  }
  const value = Object.fromEntries(siteSheets.map((name) => [name, validate(name)])) as SiteRows
  return { value, problems }
}

export function siteAt(sources: Sources): SiteAt {
  return (name, row, column) => {
    const s = sources.sheets.get(`site/${name}`)
    return { file: s?.file ?? `catalogue/site/${name}.csv`, sheet: s?.sheet, row, column: column && (s?.headers.get(column) ?? column) }
  }
}
