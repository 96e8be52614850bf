/**
 * Product change notices: the rows of site/notices (each affecting the codes of the lines,
 * products and codes it names, which must exist), the safety notices of site/safety, and those derived from withdrawals and IFU
 * revisions (derivedNotices.ts). A sheet's withdrawal notice takes the place of the derived ones
 * whose codes it covers, so its text may name the successor. A notice dated after the build's day
 * is kept out, not refused: it is shown from the first build on or after its day.
 */
import type { IfuDocument, Line, Notice, Product } from '../../../src/catalogue/generatedData.ts'
import type { CheckedFiles } from '../read/checkFiles.ts'
import type { CodeLocation } from '../read/readProductTable.ts'
import { type Problem, problem, type Step } from '../report/problems.ts'
import type { Refusals } from '../validate/refusals.ts'
import type { SiteAt, SiteRows } from '../validate/validateSheets.ts'
import { knownNames, listOf, unknownNames } from './assembleDocuments.ts'
import { affectedCodes } from './affectedCodes.ts'
import { assembleSafety } from './assembleSafety.ts'
import { ifuRevisionNotices, withdrawalNotices } from './derivedNotices.ts'

export interface NoticesInput {
  rows: SiteRows['notices']
  safetyRows: SiteRows['safety']
  files: CheckedFiles
  lines: Line[]
  products: Product[]
  /** Every code of every table read, on sale or withdrawn. */
  codes: CodeLocation[]
  ifuDocuments: IfuDocument[]
  refused: Refusals
  at: SiteAt
  /** The build's day, year-month-day (catalogueDay.ts). */
  today: string
}

export function assembleNotices({ rows, safetyRows, files, lines, products, codes, ifuDocuments, refused, at, today }: NoticesInput): Step<Notice[]> {
  const problems: Problem[] = []
  const known = knownNames({ lines, products, codes, refused })
  const affected = affectedCodes(products)
  const fromSheet = rows.map(({ row, value: n }): Notice => {
    const cell = (column: string) => at('notices', row, column)
    const named = { lines: listOf(n.lines), products: listOf(n.products), codes: listOf(n.codes) }
    problems.push(...unknownNames(named, known, cell))
    if (named.lines.length + named.products.length + named.codes.length === 0) problems.push(problem('notice-affects-nothing', cell('lines')))
    return {
      id: n.id,
      date: n.date,
      kind: n.kind,
      title: { it: n.title_it, en: n.title_en },
      text: { it: n.text_it, en: n.text_en },
      ...affected(named),
    }
  })
  const safety = assembleSafety({ rows: safetyRows, products, codes, refused, at, files })
  const noticeIds = new Set(fromSheet.map((n) => n.id))
  safetyRows.forEach(({ row, value }) => {
    if (noticeIds.has(value.id)) problems.push(problem('notice-id-taken', at('safety', row, 'id'), { value: value.id, other: 'site/notices' }))
  })
  problems.push(...safety.problems)
  return { value: noticesShown([...fromSheet, ...safety.value], [...withdrawalNotices(products, lines), ...ifuRevisionNotices(ifuDocuments, products)], today), problems }
}

/**
 * The notices of the build's day, newest first: the sheet's and the derived ones, less those
 * dated after it and the derived withdrawals a sheet's withdrawal covers.
 */
export function noticesShown(fromSheet: Notice[], derived: Notice[], today: string): Notice[] {
  const shown = (n: Notice) => n.date <= today
  const coveredBySheet = new Set(fromSheet.filter((n) => n.kind === 'withdrawal').flatMap((n) => n.products.flatMap((p) => p.codes)))
  const replaced = (n: Notice) => n.kind === 'withdrawal' && n.products.every((p) => p.codes.every((c) => coveredBySheet.has(c)))
  return [...fromSheet, ...derived.filter((n) => !replaced(n))].filter(shown).sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
}
