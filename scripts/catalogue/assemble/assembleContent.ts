/** The site's texts, news, about page and certifications: rows of their own, with their pictures and PDFs. */
import { textKeys } from '../../../src/catalogue/sheetRows.ts'
import type { AboutSection, CatalogueData } from '../../../src/catalogue/generatedData.ts'
import type { CheckedFiles } from '../read/checkFiles.ts'
import { type Problem, problem, type Step } from '../report/problems.ts'
import { validityWarnings } from './validityWarnings.ts'
import type { Refusals } from '../validate/refusals.ts'
import type { SiteAt, SiteRows } from '../validate/validateSheets.ts'

export type Content = Pick<CatalogueData, 'texts' | 'news' | 'about' | 'certifications'>

/** `today`: year-month-day; a certificate valid until a day near it, or before it, is warned of. */
export function assembleContent(rows: SiteRows, at: SiteAt, files: CheckedFiles, today: string, refused: Refusals): Step<Content> {
  const texts = assembleTexts(rows.texts, at, refused.written('texts', 'key'))
  const news = assembleNews(rows.news, at, files)
  const about = assembleAbout(rows.about, at, files)
  const certifications = assembleCertifications(rows.certifications, at, files, today)
  return {
    value: { texts: texts.value, news: news.value, about: about.value, certifications: certifications.value },
    problems: [...texts.problems, ...news.problems, ...about.problems, ...certifications.problems],
  }
}

/** Every text the pages use must have its row; a refused row is reported at its cells. */
function assembleTexts(rows: SiteRows['texts'], at: SiteAt, writtenKeys: Set<string>): Step<Content['texts']> {
  const texts = Object.fromEntries(rows.map(({ value: t }) => [t.key, { it: t.text_it, en: t.text_en }])) as Content['texts']
  const problems: Problem[] = []
  for (const key of textKeys) {
    if (rows.length > 0 && !(key in texts) && !writtenKeys.has(key)) problems.push(problem('missing-text', { ...at('texts', 1), row: undefined }, { key }))
  }
  return { value: texts, problems }
}

function assembleNews(rows: SiteRows['news'], at: SiteAt, files: CheckedFiles): Step<Content['news']> {
  const problems: Problem[] = []
  const news = rows.map(({ row, value: n }) => {
    problems.push(...files.check('picture', n.image, at('news', row, 'image')))
    return { id: n.id, title: { it: n.title_it, en: n.title_en }, description: { it: n.description_it, en: n.description_en }, image: n.image }
  })
  return { value: news, problems }
}

/** Rows of one section share its picture, given on the section's first row. */
function assembleAbout(rows: SiteRows['about'], at: SiteAt, files: CheckedFiles): Step<AboutSection[]> {
  const problems: Problem[] = []
  const about: AboutSection[] = []
  for (const { row, value: a } of [...rows].sort((x, y) => x.value.section - y.value.section || x.row - y.row)) {
    let section = about[about.length - 1]
    if (!section || rows.find((r) => r.value.section === a.section)?.row === row) {
      problems.push(...files.check('picture', a.image, at('about', row, 'image')))
      section = { image: a.image, imageAlt: { it: a.image_alt_it, en: a.image_alt_en }, content: [] }
      about.push(section)
    }
    section.content.push({ title: { it: a.title_it, en: a.title_en }, text: { it: a.text_it, en: a.text_en } })
  }
  return { value: about, problems }
}

/** A certificate near or past its valid-until date is warned of: the site marks it as expired by the visitor's day. */
function assembleCertifications(rows: SiteRows['certifications'], at: SiteAt, files: CheckedFiles, today: string): Step<Content['certifications']> {
  const problems: Problem[] = []
  const certifications = rows.map(({ row, value: c }) => {
    problems.push(...files.check('pdf', c.pdf, at('certifications', row, 'pdf')))
    problems.push(...validityWarnings('certificate', c.valid_until, today, at('certifications', row, 'valid_until')))
    return { id: c.id, name: { it: c.name_it, en: c.name_en }, pdf: c.pdf, ...(c.valid_until !== undefined && { validUntil: c.valid_until }), ...(c.number !== '' && { number: c.number }) }
  })
  return { value: certifications, problems }
}
