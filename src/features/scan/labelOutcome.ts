import type { Lang } from '#src/catalogue/langs.ts'
import { isOurGtin } from './isOurGtin'
import { labelAddress } from './labelAddress'
import { type LabelProblem, readLabel } from './readLabel'

/** Where a read leads: the label page's address, or why not, with the GTIN read when it is not the catalogue's. */
export type LabelOutcome = { address: string } | { problem: LabelProblem } | { problem: 'notOurs'; gtin: string }

/**
 * What the scan page does with the text of a code or the numbers typed. Loaded with the first
 * read, so that the page's first load carries neither the GS1 parser nor the index's manifest.
 */
export async function labelOutcome(text: string, lang: Lang): Promise<LabelOutcome> {
  const read = readLabel(text)
  if (!read.ok) return { problem: read.problem }
  if (!(await isOurGtin(read.label.gtin))) return { problem: 'notOurs', gtin: read.label.gtin }
  return { address: labelAddress(read.label, lang) }
}
