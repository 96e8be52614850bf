import { CategoryId } from '../../../src/catalogue/sheetRows.ts'
import type { Category, Line } from '../../../src/catalogue/generatedData.ts'
import type { CheckedFiles } from '../read/checkFiles.ts'
import { type Problem, problem, type Step } from '../report/problems.ts'
import type { Refusals } from '../validate/refusals.ts'
import type { SiteAt, SiteRows } from '../validate/validateSheets.ts'

/** The three categories, each with its picture; every one the site has must have its row (a refused row is reported at its cells). */
export function assembleCategories(rows: SiteRows['categories'], at: SiteAt, files: CheckedFiles, refused: Refusals): Step<Category[]> {
  const written = refused.written('categories', 'id')
  const problems: Problem[] = []
  const categories: Category[] = rows.map(({ row, value: c }) => {
    problems.push(...files.check('picture', c.image, at('categories', row, 'image')))
    return { id: c.id, slug: { it: c.slug_it, en: c.slug_en }, name: { it: c.name_it, en: c.name_en }, description: { it: c.description_it, en: c.description_en }, image: c.image, lines: [] }
  })
  for (const id of CategoryId.options) {
    if (rows.length > 0 && !categories.some((c) => c.id === id) && !written.has(id)) {
      problems.push(problem('missing-category', { ...at('categories', 1), row: undefined }, { category: id, categories: CategoryId.options }))
    }
  }
  return { value: categories, problems }
}

/**
 * The lines each category page lists, its own and those listed in it too ("also_in"): first in the
 * order its line_order cell names them, then in the lines sheet's order.
 */
export function orderCategoryLines(rows: SiteRows['categories'], categories: Category[], lines: Line[], at: SiteAt, refusedLine: (id: string) => boolean): Problem[] {
  const problems: Problem[] = []
  for (const category of categories) {
    const listed = lines.filter((l) => l.category === category.id || l.alsoIn.includes(category.id)).map((l) => l.id)
    const row = rows.find((r) => r.value.id === category.id)
    const named = (row?.value.line_order ?? '').split(/[,;]/).map((s) => s.trim()).filter(Boolean)
    // A line whose row was refused is not unknown: its row's problem is the one to fix.
    const unknown = named.filter((id) => !listed.includes(id) && !refusedLine(id))
    if (row && unknown.length > 0) {
      problems.push(problem('invalid-value', at('categories', row.row, 'line_order'), { value: unknown.join(', '), expected: `expected the ids of lines this category lists, separated by commas: ${listed.join(', ')}` }))
    }
    const first = [...new Set(named.filter((id) => listed.includes(id)))]
    category.lines = [...first, ...listed.filter((id) => !first.includes(id))]
  }
  return problems
}
