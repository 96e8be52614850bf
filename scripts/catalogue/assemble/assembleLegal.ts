/** The legal texts (catalogue/legal/<document>.<lang>.md), filled with the company's facts and checked as safe Markdown. */
import { type Lang, langs } from '../../../src/catalogue/langs.ts'
import type { Bilingual } from '../../../src/catalogue/bilingual.ts'
import { MAX_CHARS } from '../../../src/catalogue/cells.ts'
import { companyFieldNames } from '../../../src/catalogue/companyFields.ts'
import { type CatalogueData, legalDocuments } from '../../../src/catalogue/generatedData.ts'
import { companyValueOf } from './assembleCompany.ts'
import { type Problem, problem, type Step } from '../report/problems.ts'
import type { Sources } from '../read/readSources.ts'
import { safeMarkdown } from '../read/safeMarkdown.ts'
import type { SiteRows } from '../validate/validateSheets.ts'

export function assembleLegal(markdown: Sources['markdown'], companyRows: SiteRows['company']): Step<CatalogueData['legal']> {
  const problems: Problem[] = []
  const companyValues = new Map<string, Bilingual>(companyRows.map(({ value: r }) => [r.field, companyValueOf(r)]))
  const legal = {} as CatalogueData['legal']
  for (const doc of legalDocuments) {
    const texts = langs.map((lang) => {
      const source = markdown.get(`legal/${doc}.${lang}`)
      if (!source || source.text.trim() === '') {
        problems.push(problem('missing-legal-text', { file: `catalogue/legal/${doc}.${lang}.md` }, { lang, document: doc }))
        return ''
      }
      if (source.text.length > MAX_CHARS.legalText) {
        problems.push(problem('text-too-long', { file: source.file }, { chars: source.text.length, max: MAX_CHARS.legalText }))
        return ''
      }
      const filled = fillCompanyFields(source.text, lang, companyValues)
      problems.push(...filled.unknown.map((written) => problem('unknown-company-field', { file: source.file }, { written, fields: companyFieldNames })))
      // Checked once filled, so "[write to us](mailto:{{email}})" is judged by the address it makes.
      const page = safeMarkdown(filled.value)
      for (const { line, fault } of page.problems) problems.push(problem('unsafe-markdown', { file: source.file, line }, fault))
      return page.html
    })
    legal[doc] = { it: texts[0]!, en: texts[1]! }
  }
  return { value: legal, problems }
}

/**
 * Legal texts name the company: "{{email}}" stands for the e-mail of company.csv (any of its fields,
 * in the text's language), so each company fact is written in one place. Placeholders naming no
 * company field come back as written, for a problem about the text as a whole.
 */
export function fillCompanyFields(text: string, lang: Lang, values: Map<string, Bilingual>): { value: string; unknown: string[] } {
  const unknown: string[] = []
  const value = text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (whole, field: string) => {
    const found = values.get(field)
    if (found !== undefined) return found[lang]
    // Without company rows the company sheet has already been reported; stay quiet here.
    if (values.size > 0) unknown.push(whole)
    return whole
  })
  return { value, unknown }
}
