import type { CodeIndex } from './codeIndex'
import { fillLabel } from '@/i18n/fillLabel'
import type { RequestEntry } from './requestStore'

export interface RequestLineLabels {
  heading: string
  /** "{n} packs" */
  packs: string
  /** "{n} pcs/pack" */
  perPack: string
  unknown: string
}

/**
 * The request list as readable lines for the e-mail, one code a line:
 * "SP-FP-075200 · Steripaper – Flat pouches · 75 × 200 mm · 2000 pcs/pack · 3 packs".
 * Without the index (not loaded, or it could not be) each line gives the code and packs only: a
 * code is called unknown only when the index says so.
 */
export function requestLines(list: readonly RequestEntry[], index: CodeIndex | undefined, labels: RequestLineLabels): string {
  if (list.length === 0) return ''
  const lines = list.map(({ code, packs }) => {
    const info = index?.[code]
    const facts = info ? [info.product, info.size, fillLabel(labels.perPack, { n: info.pieces })].filter((s) => s !== '') : index ? [labels.unknown] : []
    return `- ${[code, ...facts, fillLabel(labels.packs, { n: packs })].join(' · ')}`
  })
  return [labels.heading, ...lines].join('\n')
}
