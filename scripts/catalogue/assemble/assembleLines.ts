import { CategoryId } from '../../../src/catalogue/sheetRows.ts'
import type { Line } from '../../../src/catalogue/generatedData.ts'
import type { CheckedFiles } from '../read/checkFiles.ts'
import { optionalBilingual } from '../validate/optionalBilingual.ts'
import { type Place, type Problem, problem, type Step } from '../report/problems.ts'
import type { SiteAt, SiteRows } from '../validate/validateSheets.ts'

/** The product lines, each under its category and, through "also_in", listed in others. Products come later. */
export function assembleLines(rows: SiteRows['lines'], at: SiteAt, files: CheckedFiles): Step<Line[]> {
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
    const declaration = declarationOf(l, (column) => at('lines', row, column), files)
    problems.push(...declaration.problems)
    return {
      id: l.id,
      category: l.category,
      alsoIn: alsoIn.filter((c): c is Line['category'] => !bad.includes(c)),
      slug: { it: l.slug_it, en: l.slug_en },
      name: { it: l.name_it, en: l.name_en },
      description: { it: l.description_it, en: l.description_en },
      note: note.value,
      products: [],
      ...(declaration.value && { declarationOfConformity: declaration.value }),
    }
  })
  return { value: lines, problems }
}

/** The declaration of conformity: its PDF and its date, both or neither, and the PDF a whole PDF. */
function declarationOf(l: SiteRows['lines'][number]['value'], at: (column: string) => Place, files: CheckedFiles): Step<Line['declarationOfConformity']> {
  if (l.doc_pdf === undefined && l.doc_issued === undefined) return { value: undefined, problems: [] }
  if (l.doc_pdf === undefined) return { value: undefined, problems: [problem('half-declaration', at('doc_pdf'), { missing: 'doc_pdf' })] }
  const problems = files.check('pdf', l.doc_pdf, at('doc_pdf'))
  if (l.doc_issued === undefined) return { value: undefined, problems: [...problems, problem('half-declaration', at('doc_issued'), { missing: 'doc_issued' })] }
  return { value: { pdf: l.doc_pdf, issued: l.doc_issued }, problems }
}
