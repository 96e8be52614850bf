/**
 * Safety notices (site/safety): each names codes or GTINs, and the lots or expiry dates it affects.
 * It becomes a notice of kind "safety", shown as the others are, with what the label page and the
 * resolver need to tell an affected lot: every GTIN of its codes, its lots and its expiry range.
 */
import type { Notice, Product } from '../../../src/catalogue/generatedData.ts'
import { readLots } from '../../../src/features/safety/safetyLots.ts'
import type { CheckedFiles } from '../read/checkFiles.ts'
import type { CodeLocation } from '../read/readProductTable.ts'
import { type Problem, problem, type Step } from '../report/problems.ts'
import type { Refusals } from '../validate/refusals.ts'
import type { SiteAt, SiteRows } from '../validate/validateSheets.ts'
import { knownNames, listOf } from './assembleDocuments.ts'
import { affectedCodes } from './affectedCodes.ts'

export interface SafetyInput {
  rows: SiteRows['safety']
  products: Product[]
  /** Every code of every table read, with its GTINs. */
  codes: CodeLocation[]
  refused: Refusals
  at: SiteAt
  files: CheckedFiles
}

/** A GTIN as a label or a sheet may write it: 8, 12, 13 or 14 digits, read as its 14. */
const gtin14 = (value: string): string | undefined => (/^(\d{8}|\d{12,14})$/.test(value) ? value.padStart(14, '0') : undefined)

export function assembleSafety({ rows, products, codes, refused, at, files }: SafetyInput): Step<Notice[]> {
  const problems: Problem[] = []
  const known = knownNames({ lines: [], products, codes, refused })
  const codeOfGtin = new Map(codes.flatMap((c) => c.gtins.map((g) => [g.value, c.code] as const)))
  const gtinsOfCode = new Map(codes.map((c) => [c.code, c.gtins.map((g) => g.value)]))
  const affected = affectedCodes(products)
  const notices = rows.map(({ row, value: s }): Notice => {
    const cell = (column: string) => at('safety', row, column)
    const named: string[] = []
    for (const value of listOf(s.codes)) {
      const gtin = gtin14(value)
      if (known.codes(value)) named.push(value)
      else if (gtin !== undefined && codeOfGtin.has(gtin)) named.push(codeOfGtin.get(gtin)!)
      else if (gtin !== undefined) problems.push(problem('unknown-gtin', cell('codes'), { value }))
      else problems.push(problem('unknown-code', cell('codes'), { value }))
    }
    const lots = readLots(s.lots)
    problems.push(...lots.faults.map((fault) => problem('malformed-lot', cell('lots'), fault)))
    if (s.expiry_from !== undefined && s.expiry_to !== undefined && s.expiry_to < s.expiry_from) problems.push(problem('expiry-range-reversed', cell('expiry_to'), { value: s.expiry_to, from: s.expiry_from }))
    const missing = (['actions_it', 'actions_en'] as const).filter((column) => s[column] === '')
    if (s.kind === 'recall' && s.status === 'open' && missing.length > 0) problems.push(problem('recall-without-actions', cell(missing[0]!), { missing }))
    for (const column of ['letter_it', 'letter_en'] as const) if (s[column] !== undefined) problems.push(...files.check('pdf', s[column], cell(column)))
    const scope = affected({ lines: [], products: [], codes: named })
    const expiry = s.expiry_from === undefined && s.expiry_to === undefined ? undefined : { ...(s.expiry_from && { from: s.expiry_from }), ...(s.expiry_to && { to: s.expiry_to }) }
    return {
      id: s.id,
      date: s.date,
      kind: 'safety',
      title: { it: s.title_it, en: s.title_en },
      text: { it: s.text_it, en: s.text_en },
      ...scope,
      safety: {
        kind: s.kind,
        status: s.status,
        gtins: [...new Set(scope.products.flatMap((p) => p.codes.flatMap((c) => gtinsOfCode.get(c) ?? [])))],
        lots: lots.lots,
        lotRanges: lots.lotRanges,
        ...(expiry && { expiry }),
        actions: { it: s.actions_it, en: s.actions_en },
        letter: { ...(s.letter_it && { it: s.letter_it }), ...(s.letter_en && { en: s.letter_en }) },
      },
    }
  })
  return { value: notices, problems }
}
