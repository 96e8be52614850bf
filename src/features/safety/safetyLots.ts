/**
 * Which lots a safety notice affects, as site/safety writes them ("2405A, 2406A..2406F") and as a
 * label carries them (GS1's AI 10 for the lot, AI 17 for the expiry date), and which letter a page
 * of a language links. Free of zod: the label
 * page and the resolver use it at request time, the generator to check the sheet.
 */
import type { Safety } from '#src/catalogue/generatedData.ts'
import { type Lang, langs } from '#src/catalogue/langs.ts'

/** GS1's character set 82 for a lot, less the commas and semicolons that separate a list. */
const LOT = /^[!"%&'()*+\-./0-9:<=>?A-Z_a-z]{1,20}$/

export interface LotList {
  lots: string[]
  lotRanges: { first: string; last: string }[]
  /** What could not be read, with why in words. */
  faults: { value: string; reason: string }[]
}

/** The lots and ranges of a cell, each once, in the order written. */
export function readLots(cell: string): LotList {
  const list: LotList = { lots: [], lotRanges: [], faults: [] }
  for (const value of new Set(cell.split(/[,;\s]+/).filter(Boolean))) {
    const ends = value.split('..')
    const bad = ends.find((end) => !LOT.test(end))
    if (ends.length > 2) list.faults.push({ value, reason: 'a range has one first lot and one last lot' })
    else if (bad !== undefined)
      list.faults.push({
        value,
        reason: bad === '' ? 'one end of the range is missing' : `"${bad}" is not a lot: a lot has at most 20 letters, digits or marks a label can print`,
      })
    else if (ends.length === 1) list.lots.push(value)
    else if (ends[0]!.length !== ends[1]!.length)
      list.faults.push({ value, reason: 'its first and last lots are of different lengths, so the lots between them are not clear' })
    else if (ends[0]! > ends[1]!) list.faults.push({ value, reason: 'its last lot comes before its first' })
    else list.lotRanges.push({ first: ends[0]!, last: ends[1]! })
  }
  return list
}

/** What a label's lot and expiry date (year-month-day) are to a notice: listed, not listed, or not known from the label. */
export type LotAnswer = 'listed' | 'not-listed' | 'unknown'

/** The lots a notice lists, as the generated data holds them. */
type Listed = { readonly lots: readonly string[]; readonly lotRanges: readonly { first: string; last: string }[]; readonly expiry?: Safety['expiry'] }

export function lotAnswer(safety: Listed, unit: { lot?: string; expiry?: string }): LotAnswer {
  const byLot = safety.lots.length + safety.lotRanges.length > 0
  const byExpiry = safety.expiry !== undefined
  if (!byLot && !byExpiry) return 'listed'
  const { lot, expiry } = unit
  if (lot !== undefined && byLot) {
    if (safety.lots.includes(lot) || safety.lotRanges.some((r) => lot.length === r.first.length && lot >= r.first && lot <= r.last)) return 'listed'
  }
  if (expiry !== undefined && byExpiry) {
    const { from, to } = safety.expiry!
    if ((from === undefined || expiry >= from) && (to === undefined || expiry <= to)) return 'listed'
  }
  // Not listed only when every way the notice lists lots could be checked on the label.
  const checked = (!byLot || lot !== undefined) && (!byExpiry || expiry !== undefined)
  return checked ? 'not-listed' : 'unknown'
}

/** A notice's letter in the page's language, else in another the catalogue gives it in. */
export function letterFor(letter: Partial<Record<Lang, string>>, lang: Lang): { href: string; lang: Lang } | undefined {
  const found = [lang, ...langs.filter((l) => l !== lang)].find((l) => letter[l] !== undefined)
  return found && { href: letter[found]!, lang: found }
}
