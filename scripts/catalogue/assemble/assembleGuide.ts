/**
 * The packing guide (catalogue/guide/packing-guide.<lang>.md): checked as safe Markdown as the legal
 * texts are, then cut into its sections, each with the id of its heading. Both languages have the
 * same sections, and those the site relies on (requiredGuideSections) are there.
 */
import { type Lang, langs } from '../../../src/catalogue/langs.ts'
import type { Bilingual } from '../../../src/catalogue/bilingual.ts'
import { companyFieldNames } from '../../../src/catalogue/companyFields.ts'
import type { CatalogueData, Company, PackingGuide } from '../../../src/catalogue/generatedData.ts'
import { GUIDE_SECTION_ID, requiredGuideSections } from '../../../src/catalogue/packingGuide.ts'
import { companyValueOf } from './assembleCompany.ts'
import { fillCompanyFields } from './assembleLegal.ts'
import { type Problem, problem, type Step } from '../report/problems.ts'
import type { Sources } from '../read/readSources.ts'
import { type MarkdownSection, markdownSections } from '../read/markdownSections.ts'
import { checkMarkdown, renderMarkdown } from '../read/safeMarkdown.ts'
import type { SiteRows } from '../validate/validateSheets.ts'

const guideFile = (lang: Lang) => `catalogue/guide/packing-guide.${lang}.md`

/**
 * What the guide may write in braces besides the company's fields: the pouch finder's packing rule
 * as the site applies it, so the guide states the same rule ("{{packing_max_fill_percent}} %").
 */
function packingValues(packing: Company['packing']): [string, Bilingual][] {
  const both = (v: string): Bilingual => ({ it: v, en: v })
  return [
    ['packing_clearance_mm', both(String(packing.clearanceMm))],
    ['packing_max_fill_percent', both(String(Math.round(packing.maxFill * 100)))],
  ]
}

export function assembleGuide(markdown: Sources['markdown'], companyRows: SiteRows['company'], packing: Company['packing']): Step<CatalogueData['guide']> {
  const problems: Problem[] = []
  const values = new Map<string, Bilingual>([...companyRows.map(({ value: r }): [string, Bilingual] => [r.field, companyValueOf(r)]), ...packingValues(packing)])
  const fields = [...companyFieldNames, 'packing_max_fill_percent']
  const read = langs.map((lang) => {
    const source = markdown.get(`guide/packing-guide.${lang}`)
    if (!source || source.text.trim() === '') {
      problems.push(problem('missing-guide-text', { file: guideFile(lang) }, { lang }))
      return undefined
    }
    const filled = fillCompanyFields(source.text, lang, values)
    problems.push(...filled.unknown.map((written) => problem('unknown-company-field', { file: source.file }, { written, fields })))
    for (const { line, fault } of checkMarkdown(filled.value)) problems.push(problem('unsafe-markdown', { file: source.file, line }, fault))
    const { intro, sections } = markdownSections(filled.value)
    problems.push(...sectionIdProblems(sections, source.file))
    return { file: source.file, intro, sections }
  })
  // Compared only when both texts are there, a missing one has been reported whole; and not for a
  // text with a heading lacking its id, reported at its line, which may be the section looked for.
  const [it, en] = read
  if (it && en) {
    for (const [text, other] of [
      [it, en],
      [en, it],
    ] as const) {
      if (text.sections.some(unnamed)) continue
      const own = new Set(text.sections.map((s) => s.id))
      for (const s of other.sections) if (s.id !== undefined && GUIDE_SECTION_ID.test(s.id) && !own.has(s.id)) problems.push(problem('guide-sections-differ', { file: text.file }, { id: s.id, other: other.file }))
    }
  }
  const guide = Object.fromEntries(
    langs.map((lang, i): [Lang, PackingGuide] => {
      const text = read[i]
      return [lang, text ? { intro: renderMarkdown(text.intro), sections: text.sections.map((s) => ({ id: s.id ?? '', title: s.title, html: renderMarkdown(s.body) })) } : { intro: '', sections: [] }]
    }),
  ) as CatalogueData['guide']
  return { value: guide, problems }
}

const unnamed = (s: MarkdownSection) => s.id === undefined || !GUIDE_SECTION_ID.test(s.id)

/** Every heading with an id that is valid and its own, and the sections the site links to. */
function sectionIdProblems(sections: MarkdownSection[], file: string): Problem[] {
  const problems: Problem[] = []
  const firstLine = new Map<string, number>()
  for (const { id, title, line } of sections) {
    if (id === undefined || !GUIDE_SECTION_ID.test(id)) {
      problems.push(problem('guide-section-id', { file, line }, { heading: `## ${title}${id === undefined ? '' : ` {#${id}}`}` }))
      continue
    }
    const first = firstLine.get(id)
    if (first !== undefined) problems.push(problem('duplicate-guide-section', { file, line }, { id, firstLine: first }))
    else firstLine.set(id, line)
  }
  if (sections.some(unnamed)) return problems
  for (const id of requiredGuideSections) if (!firstLine.has(id)) problems.push(problem('missing-guide-section', { file }, { id }))
  return problems
}
