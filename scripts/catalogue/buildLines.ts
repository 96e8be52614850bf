import { CategoryId, type Line } from '../../src/catalogue/schema.ts'
import { optionalBilingual } from './optionalBilingual.ts'
import { type Problem, problem, type Step } from './problems.ts'
import type { SiteAt, SiteRows } from './validateSheets.ts'

/** The product lines, each under its category and, through "also_in", listed in others. Products come later. */
export function buildLines(rows: SiteRows['lines'], at: SiteAt): Step<Line[]> {
  const problems: Problem[] = []
  const lines: Line[] = rows.map(({ row, value: l }) => {
    const alsoIn = l.also_in === '' ? [] : l.also_in.split(/[,;]/).map((s) => s.trim()).filter(Boolean)
    const bad = alsoIn.filter((c) => !CategoryId.options.includes(c as never))
    if (bad.length > 0) {
      problems.push(problem('invalid-value', at('lines', row, 'also_in'), { value: l.also_in, expected: `list other categories separated by commas, from: ${CategoryId.options.join(', ')}` }))
    }
    if ((l.slug_it === '') !== (l.slug_en === '')) {
      problems.push(problem('half-slug', at('lines', row, l.slug_it === '' ? 'slug_it' : 'slug_en')))
    }
    const note = optionalBilingual({ it: l.note_it, en: l.note_en }, 'note', (lang) => at('lines', row, `note_${lang}`))
    problems.push(...note.problems)
    return {
      id: l.id,
      category: l.category,
      alsoIn: alsoIn.filter((c): c is Line['category'] => !bad.includes(c)),
      slug: { it: l.slug_it, en: l.slug_en },
      name: { it: l.name_it, en: l.name_en },
      description: { it: l.description_it, en: l.description_en },
      note: note.value,
      products: [],
    }
  })
  return { value: lines, problems }
}
