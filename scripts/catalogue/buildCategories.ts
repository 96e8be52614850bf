import { type Category, CategoryId } from '../../src/catalogue/schema.ts'
import type { CheckedFiles } from './checkFiles.ts'
import { type Problem, problem, type Step } from './problems.ts'
import type { SiteAt, SiteRows } from './validateSheets.ts'

/** The three categories, each with its picture; every one the site has must have its row. */
export function buildCategories(rows: SiteRows['categories'], at: SiteAt, files: CheckedFiles): Step<Category[]> {
  const problems: Problem[] = []
  const categories: Category[] = rows.map(({ row, value: c }) => {
    problems.push(...files.check('picture', c.image, at('categories', row, 'image')))
    return { id: c.id, slug: { it: c.slug_it, en: c.slug_en }, name: { it: c.name_it, en: c.name_en }, description: { it: c.description_it, en: c.description_en }, image: c.image }
  })
  for (const id of CategoryId.options) {
    if (rows.length > 0 && !categories.some((c) => c.id === id)) {
      problems.push(problem('missing-category', { ...at('categories', 1), row: undefined }, { category: id, categories: CategoryId.options }))
    }
  }
  return { value: categories, problems }
}
